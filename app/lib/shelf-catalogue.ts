import { z } from "zod/mini";
import type { ShelfCatalogue } from "~/catalogue/shelf";
import { paths, siteUrl } from "~/content/paths";
import { bookCardFields } from "./book-card-schema";
import { jsonOnce } from "./json-once";

// Loaded only for a reader who has read a book (the home page's "Continue your series"), so
// neither the file nor its validator weigh on anyone else's first load.

const shelfCatalogueSchema = z.object({
  books: z.array(z.object(bookCardFields)),
  series: z.array(z.object({ key: z.string(), title: z.string(), order: z.array(z.string()) })),
});

/** The books and series orders of `/shelf.json`, fetched and checked once per page session. */
export const loadShelfCatalogue: () => Promise<ShelfCatalogue> = jsonOnce(
  siteUrl(paths.shelfData),
  "the shelf's books",
  (data) => shelfCatalogueSchema.parse(data),
);
