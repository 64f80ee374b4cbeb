import { z } from "zod/mini";

// Apart from search.ts, so that pages which only link to the search page do not load zod.

const searchEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  pubDate: z.string(),
  amazonId: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
});

/** What search needs of a book; built once at build time and loaded by the search page. */
export type SearchEntry = z.infer<typeof searchEntrySchema>;

/** Checks the search index fetched by the browser. */
export function parseSearchIndex(data: unknown): SearchEntry[] {
  return z.array(searchEntrySchema).parse(data);
}
