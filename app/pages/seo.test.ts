import { expect, test } from "vitest";
import { crossoverCatalogue } from "../catalogue/edge-catalogues.test-helper.ts";
import { newestFirst } from "../catalogue/queries.ts";
import { AMAZON_STORES } from "../catalogue/stores.ts";
import { plainText } from "../content/markdown.ts";
import { loadCatalogue } from "../schema/content.server.ts";
import {
  bookFile,
  catalogue as fixture,
  SITE_YAML,
  seriesFile,
} from "../schema/fixtures.test-helper.ts";
import { headTags, type JsonLd } from "./head-tags.ts";
import { bookSeo, describe, homeSeo, seriesSeo } from "./seo.ts";

// A series of two books and its box set, and a hidden book still to come, sold on Amazon.
const catalogue = fixture({
  site: {
    file: "content/site.yaml",
    text: SITE_YAML.replace("https://shop.example/dp/{id}", "https://www.amazon.com/dp/{id}"),
  },
  series: [seriesFile("saga")],
  books: [
    bookFile(
      "first-watch",
      [
        "title: The First Watch",
        "series: [saga]",
        "seriesNum: 1",
        "pubDate: March 15, 2011",
        "isbn: 9780985123406",
        "amazonId: B0STORE001",
        "audioId: B0AUDIO001",
        "keywords: [rapture, watch]",
        "",
      ].join("\n"),
    ),
    bookFile("second-watch", "series: [saga]\nseriesNum: 2\namazonId: B0STORE002\n"),
    bookFile(
      "the-box",
      "series: [saga]\nseriesNum: 9999\ncontains: [first-watch, second-watch]\namazonId: B0STORE003\n",
    ),
    bookFile("to-come", "hidden: true\namazonId: B0STORE004\npubDate: March 3, 2026\n"),
  ],
});
const SITE = catalogue.site.url.replace(/\/$/, "");
const AUTHOR = catalogue.site.author.name;
const book = (id: string) => {
  const found = catalogue.books.find((b) => b.id === id);
  if (!found) throw new Error(id);
  return found;
};

test("descriptions keep whole sentences within 155 characters", () => {
  expect(describe("Short.")).toBe("Short.");
  const long = "First sentence is here. Second sentence follows it closely. ".repeat(4);
  const result = describe(long);
  expect(result.length).toBeLessThanOrEqual(155);
  expect(result.endsWith(".")).toBe(true);
  const oneSentence = `${"word ".repeat(60)}end.`;
  expect(describe(oneSentence).length).toBeLessThanOrEqual(155);
  expect(describe(oneSentence).endsWith("…")).toBe(true);
});

/** A book file of the fixtures with `body` as its description. */
const withText = (id: string, body: string) => {
  const file = bookFile(id);
  return { ...file, text: file.text.replace(`The story of ${id}.`, body) };
};

test("a book's page description is its text without Markdown: whole when short, its first sentences when long", () => {
  const short = fixture({ books: [withText("brief", "A **short** tale.")] });
  const [brief] = short.books;
  if (!brief) throw new Error("the fixture has no book");
  expect(bookSeo(brief, short, "2026-11-22").description).toBe("A short tale.");

  const sentences = [
    "The **watchman** saw the fire first.",
    "By dawn the valley had emptied, and the roads were full of carts.",
    "Nobody who left that morning would see the town again.",
    "Years later, a letter arrived.",
  ];
  const long = fixture({
    books: [
      withText("long", `${sentences.slice(0, 2).join(" ")}\n\n${sentences.slice(2).join(" ")}`),
    ],
  });
  const [longBook] = long.books;
  if (!longBook) throw new Error("the fixture has no book");
  const { description } = bookSeo(longBook, long, "2026-11-22");
  expect(description).toBe(
    "The watchman saw the fire first. By dawn the valley had emptied, and the roads were full of carts. Nobody who left that morning would see the town again.",
  );
});

test("every book's description in the content is the start of its text, within 155 characters", () => {
  const content = loadCatalogue();
  for (const b of content.books) {
    const { description } = bookSeo(b, content, "2026-11-22");
    const text = plainText(b.description).replace(/\s+/g, " ").trim();
    expect(description.length, b.id).toBeLessThanOrEqual(155);
    expect(text.startsWith(description.replace(/…$/, "")), b.id).toBe(true);
  }
});

test("a book page's JSON-LD has the Book as main entity, its series and an edition per store", () => {
  const seo = bookSeo(book("first-watch"), catalogue, "2026-11-22");
  const [page] = seo.jsonLd;
  const entity = page?.mainEntity as JsonLd;
  expect(seo.title).toBe("The First Watch by Test Author");
  expect(page?.["@type"]).toBe("WebPage");
  expect(page?.name).toBe("The First Watch by Test Author");
  expect(entity).toMatchObject({
    "@type": "Book",
    name: "The First Watch",
    // The site's language (site.yaml's `language:`, English here).
    inLanguage: "en",
    datePublished: "2011-03-15",
    isbn: "9780985123406",
    image: `${SITE}/assets/books/first-watch.jpg`,
    isPartOf: { "@type": "BookSeries", name: "Series saga", url: `${SITE}/series/sagakey` },
    position: 1,
    author: { "@type": "Person", name: AUTHOR },
  });
  const editions = entity.workExample as JsonLd[];
  expect(editions.map((e) => e.bookFormat)).toEqual([
    "https://schema.org/EBook",
    "https://schema.org/AudiobookFormat",
  ]);
  expect(editions[1]?.offers).toMatchObject([
    { seller: { "@type": "Organization", name: "Audiobook store" } },
  ]);
  const offers = editions.flatMap((e) => e.offers as JsonLd[]);
  expect(new Set(offers.map((o) => o.availability))).toEqual(
    new Set(["https://schema.org/InStock"]),
  );
  // An offer for every store the page links to, each Amazon store among them.
  const hosts = offers.map((o) => new URL(String(o.url)).host);
  for (const store of AMAZON_STORES) expect(hosts).toContain(store.host);
  expect(JSON.stringify(seo.jsonLd)).not.toMatch(/aggregateRating|"review"/);
});

test("an upcoming book is offered for preorder, and a box set has no position", () => {
  const upcoming = bookSeo(book("to-come"), catalogue, "2026-01-01");
  const entity = upcoming.jsonLd[0]?.mainEntity as JsonLd;
  const offers = (entity.workExample as JsonLd[]).flatMap((e) => e.offers as JsonLd[]);
  expect(offers.length).toBeGreaterThan(0);
  for (const offer of offers) expect(offer.availability).toBe("https://schema.org/PreOrder");
  expect(upcoming.noindex).toBe(true);
  const box = bookSeo(book("the-box"), catalogue, "2026-01-01");
  expect(box.jsonLd[0]).toHaveProperty("mainEntity.isPartOf.name", "Series saga");
  expect(box.jsonLd[0]).not.toHaveProperty("mainEntity.position");
});

test("book pages carry Open Graph book tags and a Twitter image with alt text", () => {
  const tags = headTags(bookSeo(book("first-watch"), catalogue, "2026-11-22"));
  const property = (name: string) =>
    tags.flatMap((t) => ("property" in t && t.property === name ? [t.content] : []));
  expect(property("og:type")).toEqual(["book"]);
  expect(property("book:author")).toEqual([AUTHOR]);
  expect(property("book:release_date")).toEqual(["2011-03-15"]);
  expect(property("book:isbn")).toEqual(["9780985123406"]);
  expect(property("book:tag")).toEqual(["rapture", "watch"]);
  expect(property("og:image")).toEqual([`${SITE}/assets/cards/books/first-watch.jpg`]);
  expect(property("og:image:width")).toEqual(["1200"]);
  expect(property("og:image:height")).toEqual(["630"]);
  const alt = `The First Watch by ${AUTHOR}: the cover beside the title`;
  expect(property("og:image:alt")).toEqual([alt]);
  expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  expect(tags).toContainEqual({ name: "twitter:image:alt", content: alt });
  expect(tags).toContainEqual({
    tagName: "link",
    rel: "canonical",
    href: `${SITE}/book/first-watch`,
  });
});

test("the home page describes the author, the site's search and the news", () => {
  const seo = homeSeo(catalogue, newestFirst(catalogue.news));
  expect(seo.title).toBe("Test Author: Tests all the way down");
  const types = seo.jsonLd.map((d) => d["@type"]);
  expect(types).toEqual(["Person", "WebSite", "ItemList"]);
  expect(seo.jsonLd[0]?.sameAs).toEqual(catalogue.site.social.map((s) => s.url));
  expect(seo.jsonLd[1]?.potentialAction).toMatchObject({
    "@type": "SearchAction",
    target: { urlTemplate: `${SITE}/search/{search_term_string}` },
  });
  expect(seo.jsonLd[2]).toHaveProperty("name", "Latest News");
  expect(seo.jsonLd[2]).toHaveProperty("itemListElement.length", catalogue.news.length);
});

test("a series page is a BookSeries with its books in order", () => {
  const saga = catalogue.series.find((s) => s.id === "saga");
  if (!saga) throw new Error("saga");
  const seo = seriesSeo(saga, catalogue);
  expect(seo.title).toBe("Series saga: a series by Test Author");
  const [series] = seo.jsonLd;
  expect(series?.["@type"]).toBe("BookSeries");
  expect(series?.hasPart).toMatchObject([
    { name: "The First Watch", position: 1 },
    { name: "Book second-watch", position: 2 },
    { name: "Book the-box" },
  ]);
});

test("JSON-LD gives a position to numbered books only: not box sets, standalones or companions", () => {
  const shelf = fixture({
    books: [
      bookFile("one", "series: [saga]\nseriesNum: 1\n"),
      bookFile("novella", "series: [saga]\nseriesNum: 1.5\n"),
      bookFile("companion", "series: [saga]\n"),
      bookFile("box", "series: [saga]\ncontains: [one]\n"),
      bookFile("standalone"),
    ],
  });
  const entity = (id: string) => {
    const found = shelf.books.find((b) => b.id === id);
    if (!found) throw new Error(id);
    return bookSeo(found, shelf, "2026-01-01").jsonLd[0]?.mainEntity as JsonLd;
  };
  expect(entity("one")).toMatchObject({ position: 1, isPartOf: { name: "Series saga" } });
  expect(entity("novella")).toMatchObject({ position: 1.5 });
  for (const id of ["companion", "box"]) {
    expect(entity(id), id).toHaveProperty("isPartOf");
    expect(entity(id), id).not.toHaveProperty("position");
  }
  expect(entity("standalone")).not.toHaveProperty("isPartOf");
  expect(entity("standalone")).not.toHaveProperty("position");
  const saga = shelf.series[0];
  if (!saga) throw new Error("no series");
  const parts = seriesSeo(saga, shelf).jsonLd[0]?.hasPart as JsonLd[];
  expect(parts.map((part) => [part.name, part.position])).toEqual([
    ["Book one", 1],
    ["Book novella", 1.5],
    ["Book companion", undefined],
    ["Book box", undefined],
  ]);
});

test("a hidden book alone in its series, which has no page then, links no series page in its JSON-LD", () => {
  // Found by the catalogue generator: the hidden box set dawn, the one book of s-dawn.
  const alone = fixture({
    series: [seriesFile("s-dawn")],
    books: [bookFile("dawn", "series: [s-dawn]\nseriesNum: 9999\nhidden: true\n")],
  });
  const [dawn] = alone.books;
  if (!dawn) throw new Error("no book");
  const [page] = bookSeo(dawn, alone, "2026-06-01").jsonLd;
  expect(page).toHaveProperty("mainEntity.name", "Book dawn");
  expect(page).not.toHaveProperty("mainEntity.isPartOf");
  expect(JSON.stringify(page)).not.toContain("/series/");
});

test("a series' BookSeries gives a crossover placed in another series no position", () => {
  const { content, encounter } = crossoverCatalogue();
  const parts = seriesSeo(encounter, content).jsonLd[0]?.hasPart as JsonLd[];
  expect(parts.map((part) => [part.name, part.position])).toEqual([
    ["Book enc-one", 1],
    ["Book enc-two", 2],
    ["The Watchman's Warning", undefined],
  ]);
});
