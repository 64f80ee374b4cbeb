import { z } from "zod";
import { isPlainObject } from "../content/validators.ts";
import { expecting, fields, httpsUrl, slug, words } from "./schema-fields.ts";

/**
 * Sites apart (`sites:` in site.yaml): one catalogue published as several sites, each showing
 * the authors it names, at an address of its own; a pen name kept apart from its author's
 * other names, or a press's imprint. Each takes the main settings, and may set its own of those
 * OWN_SETTINGS names; what it sets is checked as the main settings are, once merged.
 */

/** The settings an apart site may give itself; the others are the main site's. */
export const OWN_SETTINGS = [
  "url",
  "author",
  "intro",
  "sections",
  "social",
  "blogUrl",
  "shopUrl",
  "assistant",
  "vitalsBeaconUrl",
  "subscribe",
  "magnet",
  "reviewTeam",
  "start",
  "analytics",
  "theme",
] as const;

/** Who a site shows: one or more authors of content/authors/, by id. */
export const shownAuthors = (what: string) =>
  z
    .array(slug("an author id"), {
      error: expecting(`list the authors ${what} shows, such as [jane-doe]`),
    })
    .min(1, { error: expecting(`list at least one author ${what} shows`) });

/** One site apart, as site.yaml writes it under `sites:`. */
export const apartSiteSchema = fields(
  {
    /** Its folder: the build writes it to build/sites/{id}/, and npm start -- --site {id} serves it. */
    id: slug("the site's id, such as rowan-vale (its build folder's name)"),
    /** Its name, as its pages and share cards show it; the main site's unless written. */
    name: words("the site's name, such as Rowan Vale").optional(),
    authors: shownAuthors("the site"),
    url: httpsUrl("the site's own address"),
    ...Object.fromEntries(
      OWN_SETTINGS.filter((key) => key !== "url").map((key) => [key, z.unknown().optional()]),
    ),
  },
  { expected: "write the site's id:, authors: and url:, and any settings of its own" },
);
export type ApartSiteEntry = z.infer<typeof apartSiteSchema>;

/**
 * An apart site's settings as written: the main settings (without their own `sites:` and
 * `authors:`), each of its own in place of the main one. `name` names its author block's name
 * where it writes no author block of its own.
 */
export function apartSettings(main: unknown, entry: Record<string, unknown>): unknown {
  if (!isPlainObject(main)) return main;
  const { sites: _, authors: __, ...shared } = main;
  const own = Object.fromEntries(
    Object.entries(entry).filter(([key]) => (OWN_SETTINGS as readonly string[]).includes(key)),
  );
  const author =
    typeof entry.name === "string" && own.author === undefined && isPlainObject(shared.author)
      ? { author: { ...shared.author, name: entry.name } }
      : {};
  return { ...shared, ...author, ...own };
}

/** Whether a field's path, in an apart site's merged settings, is one the site writes itself. */
export const ownPath = (entry: Record<string, unknown>, path: readonly PropertyKey[]) =>
  typeof path[0] === "string" && path[0] in entry;

/** What a report is given: a file, where in it, and what is wrong. */
type Report = (file: string, where: PropertyKey[] | null, message: string) => void;

/**
 * Each site apart of the main settings as written (`main`), its own settings checked as the
 * main ones are once merged with them: a mistake in what it sets is reported under `sites`, at
 * its own field; one in what it takes from the main settings is the main settings' to report.
 */
export function readApartSites<S extends z.ZodType>(
  file: string,
  main: unknown,
  entries: ApartSiteEntry[],
  siteSchema: S,
  report: Report,
): { id: string; authors: string[]; site: z.infer<S> }[] {
  const written = isPlainObject(main) && Array.isArray(main.sites) ? main.sites : [];
  return entries.flatMap((entry, index) => {
    const raw = written[index];
    if (!isPlainObject(raw)) return [];
    const result = siteSchema.safeParse(apartSettings(main, raw));
    if (result.success) return [{ id: entry.id, authors: entry.authors, site: result.data }];
    for (const issue of result.error.issues) {
      if (ownPath(raw, issue.path)) report(file, ["sites", index, ...issue.path], issue.message);
    }
    return [];
  });
}
