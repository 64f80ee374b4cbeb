import { isLibraryKey } from "~/catalogue/edition-choice";
import { isFormat } from "~/content/formats";
import { savedChoice } from "./saved-choice";

// What a reader chose among a book's editions, kept so that it holds across books and visits:
// the format they read in, and the library they borrow from (its Libby key).

export const formatChoice = savedChoice("format", isFormat);
export const libraryChoice = savedChoice("library", isLibraryKey);

/** Nothing is chosen in the prerendered page and while it hydrates. */
export const nothingChosen = () => null;
