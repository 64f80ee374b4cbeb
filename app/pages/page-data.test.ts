import { expect, test } from "vitest";
import {
  crossoverCatalogue,
  soldDirectCatalogue,
} from "../catalogue/edge-catalogues.test-helper.ts";
import { bookFile, catalogue, sampleFile } from "../schema/fixtures.test-helper.ts";
import { bookPage, samplePage, seriesPage, shelfPage, trailersPage } from "./page-data.ts";

const shelf = catalogue({
  books: [
    bookFile("two", "series: [saga]\nseriesNum: 2\n"),
    bookFile("one", "series: [saga]\nseriesNum: 1\n"),
    bookFile("companion", "series: [saga]\n"),
    bookFile("box", "series: [saga]\nseriesNum: 9999\ncontains: [one, two]\n"),
    bookFile("standalone"),
  ],
});
const saga = shelf.series[0];
const book = (id: string) => {
  const found = shelf.books.find((b) => b.id === id);
  if (!found) throw new Error(id);
  return found;
};

test("a series page gives numbered books their place, the first to start with, the rest none", () => {
  if (!saga) throw new Error("no series");
  const { books } = seriesPage(saga, shelf);
  expect(books.map((b) => [b.id, b.position, b.startHere, b.subtitle])).toEqual([
    ["one", "Book 1", true, "Book 1 of Series saga"],
    ["two", "Book 2", false, "Book 2 of Series saga"],
    ["companion", null, false, null],
    ["box", null, false, null],
  ]);
});

test("the trailers and shelf pages are titled for the author, the portrait their image", () => {
  const trailers = trailersPage(shelf).seo;
  expect(trailers.title).toBe("Book trailers | Test Author");
  expect(trailers.description).toBe(
    "Watch the trailers for Test Author's books and series. Tests all the way down.",
  );
  expect(trailers.image.alt).toBe("Portrait of Test Author");
  const yours = shelfPage(shelf).seo;
  expect(yours.title).toBe("Your shelf | Test Author");
  expect(yours.description).toBe(
    "The books by Test Author you want to read and have read, kept in your browser.",
  );
  expect(yours.noindex).toBe(true);
});

test("previous and next link numbered books only; a box set lists what it contains", () => {
  const order = (id: string) => {
    const { previous, next } = bookPage(book(id), shelf, "2026-11-22").readingOrder;
    return [previous?.id ?? null, next?.id ?? null];
  };
  expect(order("one")).toEqual([null, "two"]);
  expect(order("two")).toEqual(["one", null]);
  expect(order("companion")).toEqual([null, null]);
  expect(order("box")).toEqual([null, null]);
  expect(order("standalone")).toEqual([null, null]);
  expect(bookPage(book("box"), shelf, "2026-11-22").book.contains.map((b) => b.id)).toEqual([
    "one",
    "two",
  ]);
  expect(bookPage(book("standalone"), shelf, "2026-11-22").book.subtitle).toBeNull();
});

test("a book with editions offers its formats; its Listen is the audiobook's, its Buy the first Amazon", () => {
  const content = catalogue({
    books: [
      bookFile(
        "formats",
        "editions:\n  - format: paperback\n    isbn: 9780306406157\n  - format: audiobook\n    stores: { audible: B0BNKAU401, apple: '1573300011' }\n",
      ),
      bookFile("plain", "amazonId: B0BNKA4001\naudioId: B0BNKAU999\n"),
    ],
  });
  const [formats, plain] = content.books;
  if (!formats || !plain) throw new Error("two books");
  const page = bookPage(formats, content, "2026-11-22");
  expect(page.editions?.map((e) => [e.slug, e.label, e.stores.map((s) => s.name)])).toEqual([
    ["paperback", "Paperback", ["Amazon", "Barnes & Noble", "Bookshop.org"]],
    ["audiobook", "Audiobook", ["Audible", "Apple Books"]],
  ]);
  expect(page.editions?.map((e) => e.borrow)).toEqual([
    { isbn: "9780306406157", instead: null },
    null,
  ]);
  expect(page.links.audiobook).toBe("https://www.audible.com/pd/B0BNKAU401");
  expect(page.stores.buy?.url).toBe("https://www.amazon.com/dp/0306406152");

  // Without editions: no formats, the site's own patterns, as before.
  const before = bookPage(plain, content, "2026-11-22");
  expect(before.editions).toBeNull();
  expect(before.links.audiobook).toBe("https://audio.example/pd/B0BNKAU999");
  expect(before.stores.buy).toEqual({
    label: "Buy the book",
    url: "https://shop.example/dp/B0BNKA4001",
    byCountry: { us: "https://shop.example/dp/B0BNKA4001" },
  });

  // borrow: false shows no library links.
  const noBorrow = { ...content, site: { ...content.site, borrow: false } };
  expect(bookPage(formats, noBorrow, "2026-11-22").editions?.map((e) => e.borrow)).toEqual([
    null,
    null,
  ]);
});

test("a sample page ends with where to buy the book, the author's own store first as its formats offer it", () => {
  const buy = (siteLines: string) => {
    const content = soldDirectCatalogue(siteLines);
    return content.samples.map((sample) => {
      const book = content.books.find((b) => b.id === sample.bookId);
      if (!book) throw new Error(`no book ${sample.bookId}`);
      const { label, url } = samplePage(book, sample, content).stores.buy ?? {};
      return [book.id, label, url];
    });
  };
  expect(buy("")).toEqual([
    ["direct", "Buy direct from Test Author", "https://payhip.com/b/Wtch1"],
    ["both", "Buy direct from Test Author", "https://payhip.com/b/AbC12"],
    ["retail", "Buy from Amazon", "https://www.amazon.com/dp/0441172717"],
  ]);
  // Direct stores last: the retailer is the button where there is one.
  expect(buy("directStores: last\n")).toEqual([
    ["direct", "Buy direct from Test Author", "https://payhip.com/b/Wtch1"],
    ["both", "Buy from Amazon", "https://www.amazon.com/dp/0306406152"],
    ["retail", "Buy from Amazon", "https://www.amazon.com/dp/0441172717"],
  ]);
});

test("a book page links its sample chapter, and a hidden book's preview links none", () => {
  const withSamples = catalogue({
    books: [bookFile("one"), bookFile("two"), bookFile("secret", "hidden: true\n")],
    samples: [sampleFile("one", "word ".repeat(460)), sampleFile("secret")],
  });
  const page = (id: string) => {
    const book = withSamples.books.find((b) => b.id === id);
    if (!book) throw new Error(`the fixture has ${id}`);
    return bookPage(book, withSamples, "2026-11-22");
  };
  // 460 words, at 230 a minute.
  expect(page("one").sample).toEqual({ href: "/book/one/sample", minutes: 2 });
  expect(page("two").sample).toBeNull();
  expect(page("secret").sample).toBeNull();
});

test("a crossover is numbered on its first series' page only, and between no books of the other", () => {
  const { content, noah, encounter, book } = crossoverCatalogue();
  const listed = (series: typeof noah) =>
    seriesPage(series, content).books.map((b) => [b.id, b.position, b.subtitle]);
  expect(listed(encounter)).toEqual([
    ["enc-one", "Book 1", "Book 1 of Series encounter"],
    ["enc-two", "Book 2", "Book 2 of Series encounter"],
    ["watch", null, null],
  ]);
  expect(listed(noah)[0]).toEqual(["watch", "Book 1", "Book 1 of Series noah"]);
  expect(seriesPage(encounter, content).order).toEqual(["enc-one", "enc-two"]);
  expect(seriesPage(encounter, content).status).toBe("Ongoing: 2 books so far");
  const { previous } = bookPage(book("enc-two"), content, "2026-11-22").readingOrder;
  expect(previous?.id).toBe("enc-one");
});
