import { expect, test } from "vitest";
import { bookFile, catalogue as fixture } from "../schema/fixtures.test-helper.ts";
import { isoDuration } from "./edition-json-ld.ts";
import { headTags } from "./head-tags.ts";
import { expand, type Node, nodes, typesOf, values } from "./json-ld.test-helper.ts";
import { bookSeo } from "./seo.ts";

// A book in four editions: a priced hardcover, an audiobook still to come, a Spanish ebook
// without a price, and a large-print edition; and a book listing two paperbacks.
const catalogue = fixture({
  books: [
    bookFile(
      "watch",
      [
        "title: The Watch",
        "pubDate: March 15, 2011",
        "editions:",
        "  - format: hardcover",
        "    isbn: 978-0-9851234-0-6",
        "    publisher: Remnant House",
        "    pages: 412",
        "    prices: { USD: 26.99, GBP: 20.99 }",
        "    stores: { bookshop: 'https://bookshop.org/p/books/the-watch/9780985123406' }",
        "  - format: audiobook",
        "    isbn: 9780985123451",
        "    pubDate: 2027-06-05",
        "    length: 11h 42m",
        "    narrators: [Jane Reader, John Voice]",
        "    prices: { USD: 19.99 }",
        "    stores: { audible: B0BNKAU401 }",
        "  - format: ebook",
        "    language: es",
        "    translator: Lucía Herrera",
        "    isbn: 9780985123468",
        "    pubDate: 2019-09-10",
        "    stores: { amazon: B07NKAES01 }",
        "  - format: large print",
        "    pages: 590",
        "",
      ].join("\n"),
    ),
    bookFile(
      "direct",
      [
        "editions:",
        "  - format: ebook",
        "    prices: { USD: 4.99 }",
        "    direct: https://payhip.com/b/AbC12",
        "    stores: { amazon: B0BNKA4001 }",
        "  - format: paperback",
        "    prices: { USD: 14.99 }",
        "    direct: https://shop.example.com/products/direct-signed",
        "",
      ].join("\n"),
    ),
    bookFile(
      "twice",
      "editions:\n  - format: paperback\n    publisher: One\n  - format: paperback\n    publisher: Two\n",
    ),
  ],
});
const SITE = catalogue.site.url.replace(/\/$/, "");
const seoOf = (id: string) => {
  const book = catalogue.books.find((b) => b.id === id);
  if (!book) throw new Error(id);
  return bookSeo(book, catalogue, "2026-11-22");
};

/** The book page's editions, as a JSON-LD processor reads the page's data. */
async function editionsOf(id: string): Promise<Node[]> {
  const [page] = await expand(seoOf(id).jsonLd[0] ?? {});
  const [book] = nodes(page ?? {}, "mainEntity");
  return nodes(book ?? {}, "workExample");
}

test("each edition the content lists is a workExample with its format, ISBN, language and details", async () => {
  const [hardcover, audiobook, spanish, largePrint] = await editionsOf("watch");
  const read = (node: Node | undefined, ...terms: string[]) =>
    Object.fromEntries(terms.map((term) => [term, values(node ?? {}, term)]));

  expect(typesOf(hardcover ?? {})).toEqual(["Book"]);
  expect(hardcover?.["@id"]).toBe(`${SITE}/book/watch#hardcover`);
  expect(
    read(hardcover, "bookFormat", "isbn", "inLanguage", "numberOfPages", "datePublished"),
  ).toEqual({
    bookFormat: ["https://schema.org/Hardcover"],
    isbn: ["9780985123406"],
    inLanguage: ["en"],
    numberOfPages: [412],
    datePublished: ["2011-03-15"],
  });
  const [publisher] = nodes(hardcover ?? {}, "publisher");
  expect(typesOf(publisher ?? {})).toEqual(["Organization"]);
  expect(values(publisher ?? {}, "name")).toEqual(["Remnant House"]);
  expect(values(hardcover ?? {}, "bookEdition")).toEqual([]);

  // An audiobook is a Book (as Google reads editions) and schema.org's Audiobook.
  expect(typesOf(audiobook ?? {})).toEqual(["Book", "Audiobook"]);
  expect(read(audiobook, "bookFormat", "duration", "datePublished")).toEqual({
    bookFormat: ["https://schema.org/AudiobookFormat"],
    duration: ["PT11H42M"],
    datePublished: ["2027-06-05"],
  });
  const narrators = nodes(audiobook ?? {}, "readBy");
  expect(narrators.map(typesOf)).toEqual([["Person"], ["Person"]]);
  expect(narrators.map((person) => values(person, "name"))).toEqual([
    ["Jane Reader"],
    ["John Voice"],
  ]);

  // A translation says its language, its translator, and which edition it is.
  expect(read(spanish, "bookFormat", "inLanguage", "bookEdition")).toEqual({
    bookFormat: ["https://schema.org/EBook"],
    inLanguage: ["es"],
    bookEdition: ["Ebook (Spanish)"],
  });
  const [translator] = nodes(spanish ?? {}, "translator");
  expect(typesOf(translator ?? {})).toEqual(["Person"]);
  expect(values(translator ?? {}, "name")).toEqual(["Lucía Herrera"]);
  expect(values(spanish ?? {}, "readBy")).toEqual([]);

  // schema.org has no large-print format: a print book, named so as an edition.
  expect(read(largePrint, "bookFormat", "bookEdition", "numberOfPages")).toEqual({
    bookFormat: ["https://schema.org/Paperback"],
    bookEdition: ["Large print"],
    numberOfPages: [590],
  });
});

test("an edition has an offer per price the content gives, at its first store, for preorder until its own day", async () => {
  const [hardcover, audiobook, spanish, largePrint] = await editionsOf("watch");
  const offers = (node: Node | undefined) =>
    nodes(node ?? {}, "offers").map((offer) => ({
      type: typesOf(offer),
      price: values(offer, "price"),
      priceCurrency: values(offer, "priceCurrency"),
      availability: values(offer, "availability"),
      url: values(offer, "url"),
    }));
  const hardcoverOffer = (price: number, currency: string) => ({
    type: ["Offer"],
    price: [price],
    priceCurrency: [currency],
    availability: ["https://schema.org/InStock"],
    // The first of its stores in the order a reader sees them: Amazon, under its ISBN-10.
    url: ["https://www.amazon.com/dp/0985123400"],
  });
  expect(offers(hardcover)).toEqual([hardcoverOffer(26.99, "USD"), hardcoverOffer(20.99, "GBP")]);
  expect(offers(audiobook)).toEqual([
    {
      type: ["Offer"],
      price: [19.99],
      priceCurrency: ["USD"],
      availability: ["https://schema.org/PreOrder"],
      url: ["https://www.audible.com/pd/B0BNKAU401"],
    },
  ]);
  // No price in the content, no offer: a store link alone is not one.
  expect(offers(spanish)).toEqual([]);
  expect(offers(largePrint)).toEqual([]);
});

test("an edition sold direct has an offer whose seller is the author, at its own store and price", async () => {
  const [ebook, paperback] = await editionsOf("direct");
  const offers = (node: Node | undefined) =>
    nodes(node ?? {}, "offers").map((offer) => ({
      price: values(offer, "price"),
      url: values(offer, "url"),
      seller: nodes(offer, "seller").map((seller) => ({
        id: seller["@id"],
        type: typesOf(seller),
        name: values(seller, "name"),
      })),
    }));
  const author = { id: `${SITE}/#author`, type: ["Person"], name: ["Test Author"] };
  expect(offers(ebook)).toEqual([
    { price: [4.99], url: ["https://payhip.com/b/AbC12"], seller: [author] },
    { price: [4.99], url: ["https://www.amazon.com/dp/B0BNKA4001"], seller: [] },
  ]);
  // Sold by the author alone: no offer from a store it is not at.
  expect(offers(paperback)).toEqual([
    { price: [14.99], url: ["https://shop.example.com/products/direct-signed"], seller: [author] },
  ]);
});

test("two editions of the same format and language are two nodes, never merged", async () => {
  const editions = await editionsOf("twice");
  expect(editions.map((edition) => edition["@id"])).toEqual([
    `${SITE}/book/twice#paperback`,
    `${SITE}/book/twice#paperback-2`,
  ]);
});

test("Open Graph gives the first edition's ISBN", () => {
  const tags = headTags(seoOf("watch"));
  expect(tags).toContainEqual({ property: "book:isbn", content: "9780985123406" });
});

test("a running time is an ISO 8601 duration", () => {
  expect(isoDuration(702)).toBe("PT11H42M");
  expect(isoDuration(120)).toBe("PT2H");
  expect(isoDuration(45)).toBe("PT45M");
});
