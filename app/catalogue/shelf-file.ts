import * as says from "~messages/shelffile";
import { isShelf, type Shelf } from "./shelf.ts";

// The file a reader exports their shelf to, and imports on another device: what it is, its
// version, and the marks. A shelf from another author's site imports too (its books this
// site lacks drop off); a file of anything else is refused, and the shelf is kept, with why
// in the site's language.

const TYPE = "author-site-shelf";
const VERSION = 1;

/** The shelf as a file the reader keeps or takes to another device. */
export function shelfFile(shelf: Shelf): string {
  return `${JSON.stringify({ type: TYPE, version: VERSION, books: shelf }, null, 2)}\n`;
}

export const SHELF_FILE_NAME = "my-shelf.json";

/** The shelf in a file the reader chose, or why it is none. */
export function readShelfFile(text: string): { shelf: Shelf } | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: says.shelf_not_a_shelf() };
  }
  if (typeof data !== "object" || data === null || !("type" in data) || data.type !== TYPE) {
    return { error: says.shelf_not_a_shelf() };
  }
  if (!("version" in data) || data.version !== VERSION) {
    return { error: says.shelf_newer() };
  }
  if (!("books" in data) || !isShelf(data.books)) {
    return { error: says.shelf_damaged() };
  }
  return { shelf: data.books };
}
