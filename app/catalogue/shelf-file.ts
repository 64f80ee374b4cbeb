import { isShelf, type Shelf } from "./shelf.ts";

// The file a reader exports their shelf to, and imports on another device: what it is, its
// version, and the marks. A shelf from another author's site imports too (its books this
// site lacks drop off); a file of anything else is refused, and the shelf is kept.

const TYPE = "author-site-shelf";
const VERSION = 1;

/** The shelf as a file the reader keeps or takes to another device. */
export function shelfFile(shelf: Shelf): string {
  return `${JSON.stringify({ type: TYPE, version: VERSION, books: shelf }, null, 2)}\n`;
}

export const SHELF_FILE_NAME = "my-shelf.json";

const NOT_A_SHELF = "That file is not a shelf: it is not the file Export my shelf makes.";

/** The shelf in a file the reader chose, or why it is none. */
export function readShelfFile(text: string): { shelf: Shelf } | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: NOT_A_SHELF };
  }
  if (typeof data !== "object" || data === null || !("type" in data) || data.type !== TYPE) {
    return { error: NOT_A_SHELF };
  }
  if (!("version" in data) || data.version !== VERSION) {
    return {
      error: "That shelf was made by a newer version of this site: it cannot be read here.",
    };
  }
  if (!("books" in data) || !isShelf(data.books)) {
    return { error: "That shelf file is damaged: its list of books cannot be read." };
  }
  return { shelf: data.books };
}
