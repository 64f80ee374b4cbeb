/*
 * How search compares text: one case folding for the search itself (search.ts) and for the
 * index that finds which books to look at (search-parts.ts), so the two always agree.
 */

/**
 * Text in lower case for comparison, one UTF-16 unit for each unit of the text, so a match
 * found in the folded text sits at the same place in the original. A character whose lower
 * case is longer (İ) is kept as it is; the final sigma folds to σ, as a query's Σ does.
 */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  // Lower-casing never shortens a character, so equal lengths mean every unit kept its place.
  const aligned =
    lower.length === text.length
      ? lower
      : Array.from(text, (char) => {
          const folded = char.toLowerCase();
          return folded.length === char.length ? folded : char;
        }).join("");
  return aligned.replaceAll("ς", "σ");
}

/**
 * Text as a keyboard types it: an accented letter as one character (Unicode's NFC), so that a
 * text saved with combining accents (e and a combining diaeresis, as some editors save it)
 * and the query that looks the same (ë) compare alike. The index and every query go through it.
 */
export const composed = (text: string) => text.normalize("NFC");

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * The words of a folded text: its runs of letters and digits. A query's match lies inside a
 * word wherever the query holds a letter or digit, so the words locate every match.
 */
export function wordsOf(folded: string): string[] {
  return folded.match(WORD) ?? [];
}
