import { z } from "zod";
import { parseDay } from "../content/dates.ts";
import { isTimeZone, knownTimeZones, parseLocalTime } from "../content/event-times.ts";
import { isHttpsUrl, SLUG, STORE_ID } from "../content/validators.ts";
import { didYouMean, fieldMessage, fieldName, oneOf } from "./content-messages.ts";

/**
 * The kinds of field content files have, each validating a value and saying in the author's
 * words what it expected: "genres is missing: list one or more of fiction, nonfiction or
 * single", "pubDate is 'Decembr 4, 2021': write a date such as ...". The schema
 * (./schema.ts) is made of these.
 */

type Issue = z.core.$ZodRawIssue;

/** The error function of a field: what the author wrote (or that it is missing) and what to write. */
export const expecting = (expected: string) => (issue: Issue) =>
  fieldMessage(issue.path ?? [], issue.input, expected);

type TextRules = {
  /** What to write, for the message. */
  expected: string;
  /** A pattern the text matches; it also reaches the editor's form. */
  pattern?: RegExp;
  /** A rule the text follows beyond a pattern. */
  test?: (value: string) => boolean;
  /** Whether `""` stands for "none" (the field's default). */
  empty?: boolean;
};

/**
 * Text, trimmed. YAML reads `1942`, an ISBN or a numeric store id as a number; where text is
 * meant, the number is taken as the text written (the YAML reader keeps the text of a number
 * that would not read back the same, such as `0985123400`; see ./content-yaml.ts).
 */
export function text({ expected, pattern, test, empty = false }: TextRules) {
  const error = expecting(expected);
  let asText = z.string({ error }).trim();
  if (!empty) asText = asText.min(1, { error, abort: true });
  if (pattern && !empty) asText = asText.regex(pattern, { error });
  const rule = (value: string) =>
    (empty && value === "") || ((!pattern || pattern.test(value)) && (!test || test(value)));
  if (empty || test) asText = asText.refine(rule, { error });
  const fromNumber = z.number({ error }).transform(String).pipe(asText);
  return z.union([asText, fromNumber], { error });
}

const ID_RULE = "lowercase letters and digits joined by hyphens, such as my-first-book";
/**
 * Ids and keys of books, series, news and categories. They become paths (`/book/{id}`,
 * `/series/{key}`) and file names (`public/assets/books/{id}.jpg`), so nothing in them may
 * leave a path segment, need escaping in a URL or HTML, or differ only by case.
 */
export const slug = (what = "an id") =>
  text({ expected: `write ${what}: ${ID_RULE}`, pattern: SLUG });
export const idList = (what: string, example: string) =>
  z.array(slug(`a ${what}`), { error: expecting(`list ${what}s, such as ${example}`) }).default([]);

export const STORE_ID_RULE = "letters and digits joined by single hyphens, dots or underscores";
/** A store's own id for a book, or `""` for none. */
export const storeId = (example: string) =>
  text({
    expected: `write the store's id for the book (${STORE_ID_RULE}, such as ${example}), or "" for none`,
    test: (value) => STORE_ID.test(value),
    empty: true,
  }).default("");

/** Plain text the site shows. */
export const words = (what: string) => text({ expected: `write ${what}` });

/**
 * No address in the content may be http, only https: the site itself is served over https,
 * where a browser blocks an http form action or beacon as mixed content, and every store,
 * network and blog the content names serves https. Each field in ./schema.ts says why.
 */
export const httpsUrl = (what: string) =>
  text({ expected: `write ${what}, starting with https://`, test: isHttpsUrl });

/** An https address, or `""` (the default) for none: `none` says what `""` does. */
export const httpsUrlOrNone = (what: string, none = "for none") =>
  text({
    expected: `write ${what}, starting with https://, or "" ${none}`,
    test: isHttpsUrl,
    empty: true,
  }).default("");

/** A whole number above 0, such as a count of pages or books. */
export const count = (expected: string) => {
  const error = expecting(expected);
  return z.number({ error }).int({ error }).positive({ error });
};

/** One of a few choices, and the one most likely meant when the value is close to one. */
export function choice<const T extends readonly [string, ...string[]]>(choices: T) {
  return z.enum(choices, {
    error: (issue) => {
      const guess = typeof issue.input === "string" ? didYouMean(issue.input, choices) : "";
      const expected = `write ${oneOf(choices)}${guess === "" ? "" : ` (${guess})`}`;
      return fieldMessage(issue.path ?? [], issue.input, expected);
    },
  });
}

/**
 * A day as authors write it: an ISO date (`2021-12-04`, quoted or not; a YAML timestamp too)
 * or the spec's long form (`December 4, 2021`). Read as an ISO day; pages show the long form.
 */
export const day = () => {
  const error = expecting("write a date such as 2021-12-04 or December 4, 2021");
  return z
    .union([z.string({ error }), z.date({ error })], { error })
    .refine((value) => parseDay(value) !== null, { error })
    .transform((value) => parseDay(value) ?? "");
};

/**
 * A time on the clock of the event's own zone, such as `2026-12-05 19:00` (quoted or not; YAML
 * 1.2 reads it as text). Read as `2026-12-05T19:00`.
 */
export const localTime = (what: string) => {
  const error = expecting(`write ${what} as a date and a 24-hour time, such as 2026-12-05 19:00`);
  return z
    .string({ error })
    .refine((value) => parseLocalTime(value) !== null, { error })
    .transform((value) => parseLocalTime(value) ?? "");
};

/** A time zone by its IANA name, and the one most likely meant when it is misspelt. */
export const timeZone = () =>
  z.string({ error: expecting(TIME_ZONE_RULE) }).refine(isTimeZone, {
    error: (issue) => {
      const written = typeof issue.input === "string" ? issue.input : "";
      const guess = didYouMean(written, knownTimeZones());
      return fieldMessage(
        issue.path ?? [],
        issue.input,
        `${TIME_ZONE_RULE}${guess === "" ? "" : ` (${guess})`}`,
      );
    },
  });
const TIME_ZONE_RULE =
  "write the time zone's IANA name, such as America/Chicago, Europe/London or UTC";

/**
 * An object whose fields are all named here: a field not among them is a typo or a field the
 * site does not have, and its message names the field it most likely meant. For the object
 * that is a whole file, `whole` names it ("the front matter") and `noun` what it describes.
 */
export function fields<Shape extends z.core.$ZodLooseShape>(
  shape: Shape,
  {
    expected,
    whole = "the file",
    noun,
    elsewhere = () => undefined,
  }: {
    expected: string;
    whole?: string;
    noun?: string;
    /** What to do with a field that belongs to another kind of the same settings, if it does. */
    elsewhere?: (key: string) => string | undefined;
  },
) {
  const known = Object.keys(shape);
  return z.strictObject(shape, {
    error: (issue) => {
      const path = issue.path ?? [];
      const top = path.length === 0;
      if (issue.code !== "unrecognized_keys") {
        return fieldMessage(path, issue.input, expected, top ? whole : fieldName(path));
      }
      const subject = top ? (noun ?? whole) : fieldName(path);
      return issue.keys
        .map((key) => {
          const guess = didYouMean(key, known);
          const fix =
            elsewhere(key) ??
            (guess !== ""
              ? guess
              : known.length <= 8
                ? `remove it, or use ${oneOf(known)}`
                : "remove it, or correct its name");
          return `${key} is not a field of ${subject}: ${fix}`;
        })
        .join("; ");
    },
  });
}

/** The settings of one service among several, each named in its own words. */
export const serviceSection = (what: string) => ({
  expected: `write ${what} settings, indented under it`,
});

/**
 * Settings that name their service in `provider` (the mailing list, analytics): the settings of
 * one of `services`. A `provider` that is none of `providers` is named, with the one most likely
 * meant; anything else that is not such settings says what to write (`otherwise`).
 */
export function serviceChoice<
  Services extends readonly [z.core.$ZodTypeDiscriminable, ...z.core.$ZodTypeDiscriminable[]],
>(providers: readonly string[], services: Services, otherwise: string) {
  return z.discriminatedUnion("provider", services, {
    error: (issue) => {
      const path = issue.path ?? [];
      const input: unknown = issue.input;
      if (issue.code !== "invalid_union" || typeof input !== "object" || input === null) {
        return fieldMessage(path, input, otherwise);
      }
      const written = "provider" in input ? input.provider : undefined;
      const guess = typeof written === "string" ? didYouMean(written, providers) : "";
      const expected = `write ${oneOf(providers)}${guess === "" ? "" : ` (${guess})`}`;
      return fieldMessage(
        path.at(-1) === "provider" ? path : [...path, "provider"],
        written,
        expected,
      );
    },
  });
}
