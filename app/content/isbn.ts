/**
 * ISBNs: the 13-digit form every edition is kept in, the 10-digit form older books and
 * Amazon's print pages use, and their check digits (ISO 2108). Imports nothing, like
 * ./validators.ts, so the schema, the links and the editor can all build on it.
 */

/**
 * An ISBN as authors write it: an ISBN-13 (978 or 979) or an ISBN-10 (which may end in X),
 * with or without hyphens or spaces between the digits. Its check digit is checked apart.
 */
export const ISBN_WRITTEN = /^(?:97[89](?:[- ]?\d){10}|\d(?:[- ]?\d){8}[- ]?[\dXx])$/;

/** The check digit of an ISBN-13's first twelve digits: weights 1 and 3 alternately, mod 10. */
export function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/** The check digit of an ISBN-10's first nine digits: weights 10 down to 2, mod 11; 10 is X. */
export function isbn10CheckDigit(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? "X" : String(check);
}

export type IsbnReading =
  | { ok: true; isbn13: string }
  | { ok: false; problem: "form" }
  | { ok: false; problem: "check"; expected: string; corrected: string };

/**
 * Reads an ISBN as written: an ISBN-13 (978 or 979), or an ISBN-10 converted to its ISBN-13
 * (978 and the first nine digits, with the new check digit). A wrong check digit is named
 * with the right one, so a typo elsewhere in the number shows as one too.
 */
export function readIsbn(written: string): IsbnReading {
  const isbn13 = isbn13Of(written);
  if (isbn13 !== null) return { ok: true, isbn13 };
  if (!ISBN_WRITTEN.test(written.trim())) return { ok: false, problem: "form" };
  const digits = digitsOf(written);
  const expected = checkDigitOf(digits);
  return { ok: false, problem: "check", expected, corrected: digits.slice(0, -1) + expected };
}

/** An ISBN's digits (and X), without the hyphens and spaces it may be written with. */
const digitsOf = (written: string) => written.trim().replace(/[\s-]/g, "").toUpperCase();

/** The check digit an ISBN-13's or an ISBN-10's other digits call for. */
const checkDigitOf = (digits: string) =>
  digits.length === 13
    ? isbn13CheckDigit(digits.slice(0, 12))
    : isbn10CheckDigit(digits.slice(0, 9));

/**
 * The ISBN-13 a text spells, written as ISBN-13 or ISBN-10, with or without hyphens; `null`
 * for anything else, a wrong check digit included. What search asks (in the browser, so
 * kept small); `readIsbn` says what is wrong, for the build's messages.
 */
export function isbn13Of(written: string): string | null {
  if (!ISBN_WRITTEN.test(written.trim())) return null;
  const digits = digitsOf(written);
  if (digits.at(-1) !== checkDigitOf(digits)) return null;
  const first12 = digits.length === 13 ? digits.slice(0, 12) : `978${digits.slice(0, 9)}`;
  return first12 + isbn13CheckDigit(first12);
}

/**
 * The ISBN-10 of an ISBN-13 that has one (those starting 978); `null` for 979, which has
 * none. A print book's ISBN-10 is its Amazon product id (ASIN).
 */
export function isbn10Of(isbn13: string): string | null {
  if (!/^978\d{10}$/.test(isbn13)) return null;
  const first9 = isbn13.slice(3, 12);
  return first9 + isbn10CheckDigit(first9);
}
