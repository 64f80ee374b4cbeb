import { parseStoredShelf, type Shelf } from "~/catalogue/shelf";
import { savedValue } from "./saved-choice";

// The reader's shelf (app/catalogue/shelf.ts), kept in this browser's localStorage: no
// cookie, no request. Where storage is refused (private modes, policies), the shelf lasts
// as long as the page.

const stored = savedValue("shelf", parseStoredShelf, (shelf: Shelf) => JSON.stringify(shelf));

/** The shelf as it is now: the same object while it is unchanged. */
export const currentShelf = stored.read;

/** Keeps the shelf and tells this page's listeners. */
export const saveShelf = stored.save;

/** Listens for a change made on this page, or in another tab. */
export const subscribeToShelf = stored.subscribe;

/** No shelf in the prerendered HTML and while the page hydrates: it is the reader's own. */
export const prerenderedShelf = (): Shelf | null => null;
