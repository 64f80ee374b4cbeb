import { BASE_LANGUAGE, PSEUDO_LANGUAGE } from "./languages.ts";

/**
 * Dates, prices, numbers, lists and languages' names as the site's language writes them,
 * through `Intl` (each formatter made once per language). English keeps the spec's forms:
 * `December 4, 2021`, `$26.99`, "a, b and c".
 */

/**
 * The language the site is built in: site.yaml's `language:`, which the Vite configurations
 * define. English where no Vite runs the code (the build's own scripts, under tsx).
 */
export const SITE_LANGUAGE: string = import.meta.env?.SITE_LANGUAGE ?? BASE_LANGUAGE;

const formatters = new Map<string, unknown>();

/** One formatter per kind and language, made on first use (./times.ts keeps its own here too). */
export function formatter<T>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (made === undefined) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

/** `2021-12-04` as the language writes a day in full: `December 4, 2021`, `4. Dezember 2021`. */
export function longDate(day: string, language = SITE_LANGUAGE): string {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  return formatter(
    `date ${language}`,
    () => new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }),
  ).format(Date.UTC(year, month - 1, date));
}

/** A price in its currency: `$26.99` in English, `26,99 $` in German. */
export function price(
  { currency, amount }: { currency: string; amount: number },
  language = SITE_LANGUAGE,
): string {
  return formatter(
    `price ${currency} ${language}`,
    () => new Intl.NumberFormat(language, { style: "currency", currency }),
  ).format(amount);
}

/** A whole number with the language's grouping: `1,234`, `1.234`, `1 234`. */
export function wholeNumber(value: number, language = SITE_LANGUAGE): string {
  return formatter(`number ${language}`, () => new Intl.NumberFormat(language)).format(value);
}

/**
 * A measure's number, to `digits` decimals with the language's decimal mark and without
 * grouping, as a size is written: `2.1` in English, `2,1` in German; `1600` pixels.
 */
export function measure(value: number, digits = 0, language = SITE_LANGUAGE): string {
  return formatter(
    `measure ${digits} ${language}`,
    () =>
      new Intl.NumberFormat(language, {
        useGrouping: false,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  ).format(value);
}

/**
 * Words in a list: "a, b and c", or with `or`, "a, b or c"; "a, b und c" in German. English
 * lists as the spec does, without a comma before the last word (British English's form).
 */
export function wordList(words: string[], type: "and" | "or" = "and", language = SITE_LANGUAGE) {
  const locale = language === BASE_LANGUAGE || language === PSEUDO_LANGUAGE ? "en-GB" : language;
  return formatter(
    `list ${type} ${locale}`,
    () => new Intl.ListFormat(locale, { type: type === "and" ? "conjunction" : "disjunction" }),
  ).format(words);
}

/** A language's name in the site's language (`es`: Spanish, Spanisch); its tag if unknown. */
export function languageName(tag: string, language = SITE_LANGUAGE): string {
  try {
    return (
      formatter(
        `language ${language}`,
        () => new Intl.DisplayNames([language], { type: "language" }),
      ).of(tag) ?? tag
    );
  } catch {
    return tag;
  }
}
