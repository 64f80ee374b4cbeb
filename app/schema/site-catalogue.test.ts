import { expect, test } from "vitest";
import { authorFile, bookFile, catalogue, issuesOf, sources } from "./fixtures.test-helper.ts";
import { siteCatalogue } from "./site-catalogue.ts";

// A writer of mysteries (Mara) who writes fantasy as Rowan, kept apart on a site of Rowan's
// own; and June, who wrote a book with Mara.
const AUTHORS = [
  authorFile("mara", "Mara Quinn"),
  authorFile("rowan", "Rowan Vale"),
  authorFile("june", "June Okafor"),
];
const BOOKS = [
  bookFile("tide", "authors: [mara]\nrelated: [bell]\n"),
  bookFile("wedding", "authors: [june, mara]\n"),
  bookFile("bell", "authors: [rowan]\nrelated: [tide]\n"),
];
const SITES = `authors: [mara, june]
sites:
  - id: rowan-vale
    authors: [rowan]
    url: https://www.rowanvale.example
    name: Rowan Vale
`;
const site = (lines: string) => {
  const base = sources();
  return { ...base.site, text: `${base.site.text}${lines}` };
};
const apart = catalogue({ authors: AUTHORS, books: BOOKS, site: site(SITES) });
const ids = (items: { id: string }[]) => items.map((item) => item.id);

test("the main site shows its authors' books, a co-written one too, and links none of another's", () => {
  const main = siteCatalogue(apart);
  expect(ids(main.authors)).toEqual(["mara", "june"]);
  expect(ids(main.books)).toEqual(["tide", "wedding"]);
  expect(main.books.find((b) => b.id === "tide")?.related).toEqual([]);
  expect(main.apart).toEqual([]);
});

test("a site apart shows its own authors' books, at its own address, under its own name", () => {
  const rowan = siteCatalogue(apart, "rowan-vale");
  expect(ids(rowan.authors)).toEqual(["rowan"]);
  expect(ids(rowan.books)).toEqual(["bell"]);
  expect(rowan.site.url).toBe("https://www.rowanvale.example");
  expect(rowan.site.author.name).toBe("Rowan Vale");
  // What it does not set, it takes from the main settings.
  expect(rowan.site.links).toEqual(apart.site.links);
  expect(() => siteCatalogue(apart, "nobody")).toThrow(
    "SITE is 'nobody', which site.yaml's sites do not have: write one of rowan-vale",
  );
});

test("a site apart's mistakes are named at its own fields; what it takes from the main settings and cannot show, at its entry", () => {
  const refused = (lines: string) =>
    issuesOf(() => catalogue({ authors: AUTHORS, books: BOOKS, site: site(lines) }));
  expect(
    refused(`sites:
  - id: rowan-vale
    authors: [rowan]
    url: http://www.rowanvale.example
`),
  ).toEqual([
    "content/site.yaml, line 35: url of item 1 of sites is 'http://www.rowanvale.example': write the site's own address, starting with https://",
  ]);
  expect(
    refused(`sites:
  - id: rowan-vale
    authors: [rowen]
    url: https://www.rowanvale.example
  - id: rowan-vale
    authors: [rowan]
    url: https://www.rowanvale.example
`),
  ).toEqual([
    "content/site.yaml, line 34: item 1 of authors of item 1 of sites is 'rowen', which is not an author: did you mean rowan?",
    "content/site.yaml, line 36: id of item 2 of sites is 'rowan-vale', which id of item 1 of sites already has: give each site its own id",
  ]);
  const withMagnet = `magnet:
  book: tide
  format: ebook
  landing: https://dl.bookfunnel.com/abc
${SITES}`;
  expect(
    issuesOf(() => catalogue({ authors: AUTHORS, books: BOOKS, site: site(withMagnet) })),
  ).toEqual([
    expect.stringContaining(
      "the site rowan-vale takes magnet from the main settings, and magnet.book is 'tide', a book by an author the site does not show",
    ),
  ]);
});
