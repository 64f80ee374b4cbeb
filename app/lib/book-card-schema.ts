import { z } from "zod/mini";

/**
 * A book's card as the site's prebuilt files give it (~/catalogue/book-card): with its authors
 * on a site of several. The fields the shelf's file and a home section's file both check.
 */
export const bookCardFields = {
  id: z.string(),
  title: z.string(),
  pubDate: z.string(),
  amazonId: z.string(),
  by: z.optional(z.array(z.object({ id: z.string(), name: z.string() }))),
};
