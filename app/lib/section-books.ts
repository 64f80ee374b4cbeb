import { z } from "zod/mini";
import type { SectionBook } from "~/catalogue/book-sections";
import { siteUrl } from "~/content/paths";
import { bookCardFields } from "./book-card-schema";
import { jsonOnce } from "./json-once";

// Loaded with its first use (a home section's Show all or filter), so the validator does
// not weigh on the home page's first load.

const sectionBooksSchema = z.object({
  books: z.array(
    z.object({
      ...bookCardFields,
      categories: z.array(z.string()),
      series: z.array(z.string()),
      tropeSlugs: z.array(z.string()),
    }),
  ),
});

const loaders = new Map<string, () => Promise<SectionBook[]>>();

/**
 * Every book of a home section, from its prebuilt file (`/home/{section}.json`, under the base
 * path): fetched and checked once per page session; a failed load is tried again on the next call.
 */
export function loadSectionBooks(path: string): Promise<SectionBook[]> {
  const load =
    loaders.get(path) ??
    jsonOnce(siteUrl(path), "the section's books", (data) => sectionBooksSchema.parse(data).books);
  loaders.set(path, load);
  return load();
}
