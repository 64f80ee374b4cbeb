import path from "node:path";
import { describe, expect, test } from "vitest";
import { loadCatalogueFrom } from "../../app/schema/content.server.ts";
import { BUILD_DIR } from "../../build-steps/build-dir.mjs";
import { builtSite } from "./built-site.ts";
import { lacking } from "./lacking.ts";

// The sites apart of site.yaml's `sites:`, as the build wrote each into sites/{id}/: every file
// of each, its name and its text (HTML, data, feeds, scripts, the sitemap, the press kit's
// archive aside), holds nothing of an author the site does not show: not their name, nor a
// title of a book it does not show. Read from the content: the authors and books of the whole
// catalogue, less the site's.

const whole = loadCatalogueFrom(process.cwd(), "all");
/** Text files, which a reader or a crawler reads; images and archives are named only. */
const TEXT = /\.(html|json|xml|txt|js|css|ics|data|webmanifest|svg)$/;

describe("sites apart", () => {
  if (whole.apart.length === 0) return lacking("the sites apart", "site.yaml has no sites:");
  test.each(whole.apart.map((apart) => [apart.id, apart.authors] as const))(
    "%s: nothing of another author, in any file's name or text",
    (id, shownIds) => {
      const site = builtSite(path.join(BUILD_DIR, "sites", id));
      // The site's authors, as site.yaml names them; their books, alone or with others.
      const authors = new Set(shownIds);
      const theirs = (book: { authors: string[] }) => book.authors.some((a) => authors.has(a));
      const others = whole.authors.filter((author) => !authors.has(author.id));
      const otherBooks = whole.books.filter((book) => !theirs(book));
      const foreign = [...others.map((a) => a.name), ...otherBooks.map((book) => book.title)];
      const foreignIds = [...others.map((a) => a.id), ...otherBooks.map((book) => book.id)];
      expect(foreign.length, "the catalogue has authors this site does not show").toBeGreaterThan(
        0,
      );
      const found = site.files.flatMap((file) => {
        const named = foreignIds.filter((id) => path.basename(file).startsWith(id));
        const text = TEXT.test(file) ? site.text(file) : "";
        return [...named, ...foreign.filter((words) => text.includes(words))].map(
          (words) => `${file}: ${words}`,
        );
      });
      expect(found).toEqual([]);
      expect(site.files).toContain("index.html");
    },
  );
});
