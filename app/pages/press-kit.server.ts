import { booksBy } from "../catalogue/authors.ts";
import { assetPaths } from "../content/paths.ts";
import type { Author, Catalogue } from "../content/types.ts";
import { fileFacts } from "./file-facts.server.ts";
import { pressKitPage } from "./press-kit.ts";

/** An author's press kit, its files described as the project's files are (sizes, pixels). */
export async function loadPressKit(author: Author, catalogue: Catalogue) {
  const files = [
    ...(author.portrait ? [author.portrait] : []),
    ...booksBy(author, catalogue.books).map((book) => assetPaths.cover(book.id)),
  ];
  return pressKitPage(author, catalogue, await fileFacts(process.cwd(), files));
}
