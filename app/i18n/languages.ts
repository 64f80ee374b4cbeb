/**
 * The languages the site speaks: its message catalogues (app/i18n/messages/{language}.json, in
 * inlang's message format, compiled by Paraglide JS: build-steps/messages.ts) and what a
 * language changes beyond its words. docs/languages.md says how to add one.
 */

/** Where the catalogues are, in the project: a file for each language. */
export const MESSAGES_FOLDER = "app/i18n/messages";

/** The language every catalogue is checked against, and the spec's own wording. */
export const BASE_LANGUAGE = "en";

/**
 * A language of longer, accented words that the tests build the site in: a word left in the
 * code shows plain among them, and a layout that cannot take longer words breaks. `en-XA` is
 * the pseudo-locale Android and Chromium use.
 */
export const PSEUDO_LANGUAGE = "en-XA";

/** The scripts written right to left, by their languages' primary subtags. */
const RIGHT_TO_LEFT = new Set(["ar", "ckb", "dv", "fa", "he", "ps", "sd", "ug", "ur", "yi"]);

/** Which way a language is written: `dir` on the page's `<html>`. */
export function textDirection(language: string): "ltr" | "rtl" {
  const primary = language.split("-")[0]?.toLowerCase() ?? "";
  return RIGHT_TO_LEFT.has(primary) ? "rtl" : "ltr";
}

/** A catalogue as its file holds it: each message's name and its text (or its variants). */
export type MessageCatalogue = Record<string, unknown>;

/** A catalogue's messages, without the `$schema` line that names its format. */
const messageNames = (catalogue: MessageCatalogue) =>
  Object.keys(catalogue).filter((name) => name !== "$schema");

/**
 * What is wrong with the catalogues against the base language's: a message a language lacks
 * (the site would show a blank or the English there), or one the base language does not have
 * (a name mistyped, or a message the code no longer says). One line for each, naming both.
 */
export function catalogueIssues(catalogues: Record<string, MessageCatalogue>): string[] {
  const base = catalogues[BASE_LANGUAGE];
  if (!base) return [`there is no ${BASE_LANGUAGE}.json, the catalogue the others follow`];
  const names = messageNames(base);
  return Object.entries(catalogues)
    .filter(([language]) => language !== BASE_LANGUAGE)
    .flatMap(([language, catalogue]) => {
      const own = new Set(messageNames(catalogue));
      return [
        ...names
          .filter((name) => !own.has(name))
          .map(
            (name) => `${language}.json has no message "${name}" (${BASE_LANGUAGE}.json has it)`,
          ),
        ...[...own]
          .filter((name) => !(name in base))
          .map((name) => `${language}.json has "${name}", which ${BASE_LANGUAGE}.json does not`),
        ...pluralIssues(language, catalogue),
      ];
    });
}

/** A message's variants, as inlang's format writes them. */
type Variants = { declarations?: string[]; match?: Record<string, unknown> };

/**
 * The plural forms a language's messages leave out: a count in a form no variant matches
 * (French and Spanish call a million `many`; Hebrew has `two`) would show the message's name.
 * Each plural needs a variant for every form the language's rules (Intl.PluralRules) have, or
 * a catch-all (`countPlural=*`).
 */
export function pluralIssues(language: string, catalogue: MessageCatalogue): string[] {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return Object.entries(catalogue).flatMap(([name, value]) =>
    (Array.isArray(value) ? (value as Variants[]) : []).flatMap((variants) => {
      const plurals = (variants.declarations ?? []).flatMap(
        (line) => /^local (\w+) = \w+: plural$/.exec(line)?.[1] ?? [],
      );
      const keys = Object.keys(variants.match ?? {}).flatMap((key) => key.split(/,\s*/));
      return plurals.flatMap((selector) => {
        const given = new Set(keys.flatMap((key) => key.match(`^${selector}=(.+)$`)?.[1] ?? []));
        const missing = given.has("*") ? [] : forms.filter((form) => !given.has(form));
        return missing.length === 0
          ? []
          : [
              `${language}.json: "${name}" has no variant for the plural form ${missing.map((form) => `"${form}"`).join(", ")} (add "${selector}=${missing[0]}", or "${selector}=*" for every other count)`,
            ];
      });
    }),
  );
}

const ACCENTED: Record<string, string> = {
  a: "á",
  c: "ç",
  e: "é",
  g: "ĝ",
  h: "ĥ",
  i: "î",
  k: "ķ",
  l: "ļ",
  n: "ñ",
  o: "ö",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "û",
  w: "ŵ",
  y: "ý",
  z: "ž",
  A: "Å",
  C: "Ç",
  E: "É",
  I: "Î",
  O: "Ö",
  S: "Š",
  U: "Û",
};

/**
 * A message in the pseudo-language: accented, each vowel written twice (a third or so longer,
 * as German and French run), in brackets that show where a line cuts it. Placeholders
 * (`{name}`) stay as they are.
 */
export function pseudoText(text: string): string {
  // A message some languages leave empty (a word that goes at the end in German alone).
  if (text === "") return text;
  const parts = text.split(/(\{[^}]*\})/);
  const words = parts.map((part) =>
    part.startsWith("{")
      ? part
      : part.replace(/[A-Za-z]/g, (letter) => {
          const accented = ACCENTED[letter] ?? letter;
          return /[aeiouAEIOU]/.test(letter) ? accented + accented : accented;
        }),
  );
  return `[${words.join("")}]`;
}

/** A message's value in the pseudo-language: its text, or each text its variants match. */
function pseudoValue(value: unknown): unknown {
  if (typeof value === "string") return pseudoText(value);
  if (Array.isArray(value)) return value.map(pseudoValue);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === "match" && typeof inner === "object" && inner !== null
        ? Object.fromEntries(Object.entries(inner).map(([when, text]) => [when, pseudoValue(text)]))
        : inner,
    ]),
  );
}

/** The pseudo-language's catalogue, made from the base language's. */
export function pseudoCatalogue(base: MessageCatalogue): MessageCatalogue {
  return Object.fromEntries(
    Object.entries(base).map(([name, value]) => [
      name,
      name === "$schema" ? value : pseudoValue(value),
    ]),
  );
}
