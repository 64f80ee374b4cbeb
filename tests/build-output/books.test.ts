import { describe, expect, test } from "vitest";
import { borrowLinks } from "../../app/catalogue/edition-choice.ts";
import { editionStoreLinks } from "../../app/catalogue/edition-links.ts";
import { comingEvents } from "../../app/catalogue/events.ts";
import {
  containedBooks,
  isUpcoming,
  listedSamples,
  relatedBooks,
  ribbonFor,
  seriesBooks,
  seriesNeighbours,
} from "../../app/catalogue/queries.ts";
import { OTHER_STORES } from "../../app/catalogue/stores.ts";
import { allTrailers } from "../../app/catalogue/trailers.ts";
import { formatLongDate } from "../../app/content/dates.ts";
import { assetPaths } from "../../app/content/paths.ts";
import { isVideoId } from "../../app/content/validators.ts";
import { expand, nodes, typesOf, values } from "../../app/pages/json-ld.test-helper.ts";
import { bookEditionsView, readingMinutes } from "../../app/pages/page-data.ts";
import { catalogue, descriptionPhrase } from "../catalogue.ts";
import { all, buttons, h1, headings, headOf, labelled, linkNamed, links, textOf } from "./dom.ts";
import { lacking } from "./lacking.ts";
import { buildDay, site } from "./main-build.ts";

// Every book's page as prerendered, the hidden ones' previews among them: what a visitor
// without scripts, and a search engine, reads. The books are the content's, whatever it holds.

const SITE = catalogue.site.url.replace(/\/$/, "");
/** The site's owner: the seller where the author sells a book themselves. */
const author = catalogue.site.author.name;
/**
 * The names a book's title says it is by: its authors' from content/authors/ in the order it
 * credits them, or the site's author where there is no such folder.
 */
const byline = (book: { authors: string[] }) => {
  const names = book.authors.map(
    (id) => catalogue.authors.find((a) => a.id === id)?.name ?? author,
  );
  return names.length > 1
    ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`
    : (names[0] ?? author);
};
const seriesOf = (id: string | undefined) => catalogue.series.find((s) => s.id === id);

type Edition = { offers?: { url: string; availability: string }[] };

/** A book's address at a store or review site: site.yaml's pattern, its {id} the book's. */
const fromPattern = (pattern: string, id: string) =>
  id === "" ? null : pattern.replace("{id}", id);
const { links: patterns } = catalogue.site;
/** Amazon's stores, as PRODUCT.md lists them: the same page on each country's host. */
const AMAZON_HOSTS = ["com", "co.uk", "ca", "com.au", "de", "fr", "in"].map(
  (tld) => `www.amazon.${tld}`,
);

describe.each(catalogue.books.map((book) => [book.id, book] as const))("/book/%s", (_, book) => {
  const { document } = site.page(`/book/${book.id}`);
  const main = document.querySelector("main") as Element;
  const text = textOf(main);

  test("has its title in the h1, its line under it, when it came out and its description", () => {
    expect(h1(document)).toBe(book.title);
    const paragraphs = all(main, "p").map((p) => textOf(p));
    if (book.subTitle) expect(paragraphs).toContain(book.subTitle);
    // A numbered book's place in its series, and whether the series is finished where it says.
    const series = seriesOf(book.series[0]);
    if (series && book.seriesNum !== null) {
      const place = paragraphs.find((p) => p.startsWith(`Book ${book.seriesNum} of `));
      expect(place, "the book's place in its series").toContain(series.title);
      const status = series.status ?? (series.planned === undefined ? null : "ongoing");
      // An ongoing series planned to a length says so by its length alone.
      const planned = status === "ongoing" && series.planned !== undefined;
      if (planned && Number.isInteger(book.seriesNum)) {
        expect(place).toBe(
          `Book ${book.seriesNum} of ${series.planned} planned in ${series.title}`,
        );
      } else {
        expect(place?.endsWith(" · the series is complete")).toBe(status === "complete");
        expect(place?.endsWith(" · the series is ongoing")).toBe(status === "ongoing");
      }
    }
    // 'Book N of {series}' only under a numbered book.
    if (book.seriesNum === null && !book.subTitle)
      expect(paragraphs.filter((p) => /^Book [\d.]+ of /.test(p))).toEqual([]);
    const day = formatLongDate(book.pubDate);
    expect(paragraphs).toContain(
      isUpcoming(book, buildDay) ? `Coming: ${day}!` : `Published: ${day}`,
    );
    const phrase = descriptionPhrase(book);
    if (phrase) expect(text).toContain(phrase);
    // What the description sets in bold (a box set's titles, say) is bold on the page.
    const strong = all(main, "strong").map((element) => textOf(element));
    for (const block of book.description)
      if (block.kind === "paragraph")
        for (const part of block.content)
          if (part.kind === "text" && part.bold) expect(strong).toContain(part.text.trim());
  });

  test("carries a ribbon on its cover only while it is still to come", () => {
    const cover = all(main, "img").find((img) => img.getAttribute("alt") === book.title);
    const ribbon = cover?.closest("span")?.querySelector("img[data-ribbon]");
    const expected = ribbonFor(book, buildDay);
    const says = { preorder: "Pre-order", comingsoon: "Coming soon" } as const;
    if (expected) expect(ribbon?.getAttribute("alt")).toBe(says[expected]);
    else expect(ribbon ?? null).toBeNull();
  });

  const editions = bookEditionsView(book, catalogue.site);

  test("links the store, the audiobook and the reviews in new tabs, as the content has them", () => {
    const buy = linkNamed(main, /^Buy the book/);
    const reviews = linkNamed(main, /^Read the reviews/);
    expect(reviews?.href ?? null).toBe(fromPattern(patterns.review, book.goodreadsId));
    const listen = linkNamed(main, /^Listen to the audiobook/);
    if (editions) {
      // A book with editions is bought from its formats (the next test).
      expect(buy).toBeUndefined();
      const audiobook = editions.find((edition) => edition.format === "audiobook");
      expect(listen?.href ?? null).toBe(audiobook?.stores[0]?.url ?? null);
      return;
    }
    // The prerendered page links the US store; the browser swaps in the visitor's own.
    expect(buy?.href ?? null).toBe(fromPattern(patterns.retail, book.amazonId));
    if (buy) expect(buy.target).toBe("_blank");
    // An audioId is a whole address, or an id for the pattern.
    const audio = book.audioId;
    expect(listen?.href ?? null).toBe(
      audio.startsWith("https://") ? audio : fromPattern(patterns.audiobook, audio),
    );
    const more = labelled(main, "section", "More stores");
    for (const { key, name } of OTHER_STORES) {
      const url = book.stores[key];
      expect(more ? linkNamed(more, name)?.href : undefined).toBe(url);
    }
  });

  test("offers each format as a radio, with its stores, details and libraries, all in the HTML", () => {
    const formats = labelled(main, "section", "Formats");
    if (!editions) return expect(formats).toBeUndefined();
    const picker = formats as Element;
    const radios = all(picker, "input[type=radio]");
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual(
      editions.map((edition) => edition.label),
    );
    // The first is chosen in the HTML: CSS shows the chosen one's panel, without scripts too.
    expect(radios.map((radio) => radio.hasAttribute("checked"))).toEqual(
      editions.map((_, index) => index === 0),
    );
    for (const edition of editions) {
      const panel = picker.querySelector(`[id="${edition.slug}"]`) as Element;
      const hrefs = links(panel).map((link) => link.href);
      for (const store of edition.stores) expect(hrefs).toContain(store.url);
      const [first] = edition.stores;
      const { direct } = edition;
      if (direct?.first) {
        // The author's own store is the button, with what the reader gets there.
        expect(linkNamed(panel, `Buy direct from ${direct.seller}`)?.href).toBe(direct.url);
        expect(textOf(panel)).toContain(direct.offer);
      } else if (first) {
        expect(linkNamed(panel, `Buy from ${first.name}`)?.href).toBe(first.url);
      }
      const panelText = textOf(panel);
      for (const { term, value } of edition.details) expect(panelText).toContain(`${term}${value}`);
      if (edition.borrow?.isbn) {
        const borrow = borrowLinks({ isbn: edition.borrow.isbn, format: edition.format }, null);
        for (const link of borrow) expect(hrefs).toContain(link.url);
        expect(panelText).toContain(
          `Not at your library? Ask it to buy this edition: its “suggest a purchase” form takes the ISBN, ${edition.borrow.isbn}.`,
        );
        expect(linkNamed(panel, "Find your library")?.href).toBe(
          "https://search.worldcat.org/libraries",
        );
      } else if (edition.borrow) {
        // A KDP Select ebook: no library lends it, and none can buy it.
        expect(panelText).not.toContain("Borrow");
        expect(panelText).toContain(
          "Libraries cannot buy this ebook while it is in Kindle Unlimited",
        );
        for (const { isbn } of edition.borrow.instead ?? [])
          expect(panelText).toContain(`(ISBN ${isbn})`);
      } else {
        expect(panelText).not.toContain("Borrow");
      }
    }
  });

  test("is a Book to search engines, praise never a rating; without editions, every store an offer", () => {
    const [page] = headOf(document).jsonLd;
    const series = seriesOf(book.series[0]);
    expect(page).toMatchObject({
      "@type": "WebPage",
      mainEntity: {
        "@type": "Book",
        name: book.title,
        ...(series ? { isPartOf: { "@type": "BookSeries", name: series.title } } : {}),
        ...(series && book.seriesNum !== null ? { position: book.seriesNum } : {}),
      },
    });
    expect(JSON.stringify(headOf(document).jsonLd)).not.toMatch(
      /"review"|aggregateRating|ratingValue/,
    );
    // A book listing its editions has an offer per price it gives (checked below).
    if (book.editions.some((edition) => edition.format !== null)) return;
    const entity = page?.mainEntity as { workExample?: Edition[] };
    const offers = (entity.workExample ?? []).flatMap((edition) => edition.offers ?? []);
    const urls = offers.map((offer) => offer.url);
    for (const url of Object.values(book.stores)) expect(urls).toContain(url);
    // An offer at each Amazon store, where the retail pattern is Amazon's.
    const retail = fromPattern(patterns.retail, book.amazonId);
    if (retail)
      for (const host of AMAZON_HOSTS)
        expect(urls).toContain(retail.replace("www.amazon.com", host));
    const availability = book.pubDate > buildDay ? "PreOrder" : "InStock";
    for (const offer of offers)
      expect(offer.availability).toBe(`https://schema.org/${availability}`);
  });

  // Only a book that lists editions has this test (one without has no Formats, above).
  const listed = book.editions.filter((edition) => edition.format !== null);
  if (listed.length > 0)
    test("lists each edition the content gives, read by a JSON-LD processor, an offer per price", async () => {
      const [page] = await expand(headOf(document).jsonLd[0] ?? {});
      const [entity] = nodes(page ?? {}, "mainEntity");
      const editions = nodes(entity ?? {}, "workExample");
      expect(editions).toHaveLength(listed.length);
      listed.forEach((edition, index) => {
        const node = editions[index] ?? {};
        expect(values(node, "isbn")).toEqual(edition.isbn === null ? [] : [edition.isbn]);
        expect(values(node, "inLanguage")).toEqual([edition.language ?? "en"]);
        expect(values(node, "datePublished")).toEqual([edition.pubDate]);
        expect(values(node, "bookFormat")).toHaveLength(1);
        expect(typesOf(node)).toContain("Book");
        const narrators = nodes(node, "readBy").map((person) => values(person, "name")[0]);
        expect(narrators).toEqual(edition.narrators);
        const store = editionStoreLinks(edition)[0];
        const availability = edition.pubDate > buildDay ? "PreOrder" : "InStock";
        const offer = (
          { currency, amount }: (typeof edition.prices)[number],
          url: string | undefined,
          seller: string[],
        ) => ({
          price: [amount],
          priceCurrency: [currency],
          availability: [`https://schema.org/${availability}`],
          url: url === undefined ? [] : [url],
          seller,
        });
        // Sold direct: an offer per price at the author's own store, its seller the author;
        // then one at the edition's first other store, where it has one.
        const direct = edition.direct;
        expect(
          nodes(node, "offers").map((offer) => ({
            price: values(offer, "price"),
            priceCurrency: values(offer, "priceCurrency"),
            availability: values(offer, "availability"),
            url: values(offer, "url"),
            seller: nodes(offer, "seller").map((seller) => values(seller, "name")[0]),
          })),
        ).toEqual([
          ...(direct ? edition.prices.map((price) => offer(price, direct.url, [author])) : []),
          ...(store || !direct ? edition.prices.map((price) => offer(price, store?.url, [])) : []),
        ]);
      });
    });

  test("has its own title, canonical address and share card", () => {
    expect(headOf(document).title).toBe(`${book.title} by ${byline(book)}`);
    expect(headOf(document).canonical).toBe(`${SITE}/book/${book.id}`);
    expect(headOf(document).meta("og:type")).toBe("book");
    expect(headOf(document).meta("og:image")).toBe(
      `${SITE}${assetPaths.folders.cards}/books/${book.id}.jpg`,
    );
    expect(headOf(document).meta("twitter:image:alt")).toBe(
      `${book.title} by ${byline(book)}: the cover beside the title`,
    );
    expect(headOf(document).meta("robots")).toBe(book.hidden ? "noindex" : null);
  });

  test("shows its praise as quotations with their source", () => {
    const praise = labelled(main, "section", "Praise");
    if (book.praise.length === 0) return expect(praise).toBeUndefined();
    const figures = all(praise as Element, "figure");
    expect(figures).toHaveLength(book.praise.length);
    book.praise.forEach((item, index) => {
      const figure = figures[index] as Element;
      expect(textOf(figure.querySelector("blockquote"))).toBe(item.quote);
      expect(textOf(figure.querySelector("figcaption"))).toContain(item.source);
      if (item.outlet) expect(textOf(figure.querySelector("figcaption cite"))).toBe(item.outlet);
    });
  });

  test("links the books before and after it in its series, passing over hidden ones", () => {
    const series = seriesOf(book.series[0]);
    const order = series ? labelled(main, "nav", `Reading order of ${series.title}`) : undefined;
    const { previous, next } = seriesNeighbours(catalogue.books, book);
    const previousLink = order ? linkNamed(order, /^Previous in the series/) : undefined;
    const nextLink = order ? linkNamed(order, /^Next in the series/) : undefined;
    expect(previousLink?.href).toBe(previous ? `/book/${previous.id}` : undefined);
    if (previous) expect(previousLink?.name).toContain(previous.title);
    expect(nextLink?.href).toBe(next ? `/book/${next.id}` : undefined);
    if (next) expect(nextLink?.name).toContain(next.title);
    for (const hidden of catalogue.books.filter((b) => b.hidden && b.id !== book.id))
      expect(links(main).map((l) => l.href)).not.toContain(`/book/${hidden.id}`);
  });

  test("lists what a box set contains, by title, outside the reading order", () => {
    const contained = containedBooks(book, catalogue.books);
    const heading = all(main, "h2, h3").find((h) => textOf(h) === "Contains");
    if (contained.length === 0) return expect(heading).toBeUndefined();
    const list = heading?.nextElementSibling;
    expect(links(list as Element).map((l) => l.name)).toEqual(contained.map((b) => b.title));
  });

  test("shows its trailer, keywords, more of its series and related books", () => {
    const trailer = allTrailers(catalogue).find((t) => t.id === book.id);
    const play = buttons(main).includes(`Play the trailer for ${book.title}`);
    const watch = linkNamed(main, `Watch the trailer for ${book.title}`);
    if (book.hidden || !trailer) expect([play, watch]).toEqual([false, undefined]);
    else if (isVideoId(trailer.trailerUrl)) expect(play).toBe(true);
    else expect(watch?.href).toBe(trailer.trailerUrl);

    // In the keywords' own section: a trope of the same words links to its page.
    const keywords = main.querySelector('[aria-labelledby="keywords-title"]') ?? main;
    for (const keyword of book.keywords)
      expect(linkNamed(keywords, keyword)?.href).toBe(`/search/${encodeURIComponent(keyword)}`);

    const series = seriesOf(book.series[0]);
    const others = series
      ? seriesBooks(catalogue.books, series.id).filter((b) => b.id !== book.id)
      : [];
    const seriesList = series ? labelled(main, "ul", `More in ${series.title}`) : undefined;
    // The books' links: on a site of several authors each cover has its authors' too.
    const bookLinks = (list: Element) =>
      links(list).filter((link) => link.href.startsWith("/book/"));
    expect(seriesList ? bookLinks(seriesList).length : 0).toBe(others.length);

    const related = relatedBooks(book, catalogue.books);
    const relatedList = labelled(main, "ul", "Related books");
    expect(
      relatedList
        ? all(relatedList, "img:not([data-ribbon])").map((img) => img.getAttribute("alt"))
        : [],
    ).toEqual(related.map((b) => b.title));
  });

  test("lists its events to come", () => {
    const coming = comingEvents(catalogue, buildDay).filter((event) =>
      event.books.some((b) => b.id === book.id),
    );
    const region = labelled(main, "section", "Upcoming events");
    expect(region ? headings(region, 3) : []).toEqual(coming.map((event) => event.title));
  });

  test("has no shelf toggles before the app is there", () => {
    expect(buttons(document).filter((name) => /^(Want to read|Read)\b/.test(name))).toEqual([]);
  });

  test("has a Go Back button", () => {
    expect(buttons(main)).toContain("Go Back");
  });
});

/** An ISBN-13 starting 978 as the ISBN-10 it was made from (the ISBN standard's mod-11 digit). */
function isbn10(isbn13: string): string {
  const body = isbn13.slice(3, 12);
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (10 - index), 0);
  const check = (11 - (sum % 11)) % 11;
  return `${body}${check === 10 ? "X" : check}`;
}

const PRINT = ["hardcover", "paperback", "large print"];

/**
 * Where each store and library links an edition that has an ISBN and no link of its own for
 * that store, written out here rather than taken from the code that builds the links
 * (app/catalogue/edition-links.ts, edition-choice.ts), so that a wrong pattern fails; where
 * each pattern comes from is cited in app/catalogue/edition-links.test.ts. `null`: no link.
 */
const BY_ISBN: {
  name: string;
  store: string | null;
  url: (isbn: string, format: string, kdpSelect: boolean) => string | null;
}[] = [
  {
    name: "Amazon",
    store: "amazon",
    // A print edition is at Amazon under its ISBN-10; one starting 979 has none.
    url: (isbn, format) =>
      PRINT.includes(format) && isbn.startsWith("978")
        ? `https://www.amazon.com/dp/${isbn10(isbn)}`
        : null,
  },
  {
    name: "Kobo",
    store: "kobo",
    // An ebook in KDP Select is sold at Amazon alone.
    url: (isbn, format, kdpSelect) =>
      format === "audiobook" || (format === "ebook" && !kdpSelect)
        ? `https://www.kobo.com/search?query=${isbn}`
        : null,
  },
  {
    name: "Barnes & Noble",
    store: "barnesAndNoble",
    url: (isbn, format, kdpSelect) =>
      PRINT.includes(format) || (format === "ebook" && !kdpSelect)
        ? `https://www.barnesandnoble.com/s/${isbn}`
        : null,
  },
  {
    name: "Bookshop.org",
    store: "bookshop",
    url: (isbn, format) => (PRINT.includes(format) ? `https://bookshop.org/book/${isbn}` : null),
  },
  {
    name: "Libro.fm",
    store: "librofm",
    url: (isbn, format) => (format === "audiobook" ? `https://libro.fm/audiobooks/${isbn}` : null),
  },
  {
    name: "Google Books",
    store: "googleBooks",
    url: (isbn, format, kdpSelect) =>
      format === "ebook" && !kdpSelect ? `https://books.google.com/books?vid=ISBN${isbn}` : null,
  },
  // The libraries, which no edition writes: WorldCat for every edition, and for an ebook or
  // audiobook Libby, through OverDrive's search until the reader names their library. No
  // library lends an ebook in KDP Select.
  {
    name: "WorldCat",
    store: null,
    url: (isbn, _format, kdpSelect) =>
      kdpSelect ? null : `https://search.worldcat.org/isbn/${isbn}`,
  },
  {
    name: "Libby",
    store: null,
    url: (isbn, format, kdpSelect) =>
      ["ebook", "audiobook"].includes(format) && !kdpSelect
        ? `https://www.overdrive.com/search?q=${isbn}`
        : null,
  },
];

test("every edition with an ISBN links each store and library at the address written out here", ({
  skip,
}) => {
  // Each edition's panel on its book's page, as the page shows it: its format (the radio's
  // label, less a translation's language) and its ISBN (the panel's details).
  const panels = catalogue.books.flatMap((book) => {
    const { document } = site.page(`/book/${book.id}`);
    const picker = labelled(document, "section", "Formats");
    if (!picker) return [];
    return all(picker, "input[type=radio]").flatMap((radio) => {
      const panel = picker.querySelector(`[id="${radio.getAttribute("aria-controls")}"]`);
      const terms = panel ? all(panel, "dt") : [];
      const isbn = terms.find((term) => textOf(term) === "ISBN")?.nextElementSibling;
      if (!panel || !isbn) return [];
      const format = textOf(radio.closest("label"))
        .replace(/ \(.*\)$/, "")
        .toLowerCase();
      const edition = book.editions.find((e) => e.isbn === textOf(isbn));
      const { stores = {}, kdpSelect = false } = edition ?? {};
      return [{ book, panel, isbn: textOf(isbn), format, written: stores, kdpSelect }];
    });
  });
  if (panels.length === 0) skip("no edition of the content has an ISBN");
  for (const { book, panel, isbn, format, written, kdpSelect } of panels) {
    for (const { name, store, url } of BY_ISBN) {
      // A link the edition writes for the store is its own (checked against the content above).
      if (store !== null && store in written) continue;
      const link = linkNamed(panel, name) ?? linkNamed(panel, `Buy from ${name}`);
      expect(link?.href ?? null, `${book.id}, ${format} ${isbn}: ${name}`).toBe(
        url(isbn, format, kdpSelect),
      );
    }
  }
});

if (!catalogue.books.some((book) => book.editions.some((edition) => edition.format !== null)))
  lacking(
    "/book/{id}: lists each edition the content gives",
    "no book of the content lists editions",
  );

const aliases = catalogue.books.flatMap((book) =>
  book.aliases.map((alias) => [alias, book] as const),
);
if (aliases.length === 0) lacking("an alias shows its book", "no book of the content has an alias");

test.each(aliases)(
  "the alias %s shows its book, its canonical address the book's own",
  (alias, book) => {
    const { document } = site.page(alias);
    expect(h1(document)).toBe(book.title);
    expect(headOf(document).canonical).toBe(`${SITE}/book/${book.id}`);
  },
);

const samples = listedSamples(catalogue);
if (samples.length === 0)
  lacking("/book/{id}/sample", "no visible book of the content has a sample");

describe.each(samples.map(({ book, sample }) => [book.id, book, sample] as const))(
  "/book/%s/sample",
  (_, book, sample) => {
    test("is found from its book, with its title, reading time, the way back and Buy", () => {
      const bookPage = site.page(`/book/${book.id}`).document;
      expect(linkNamed(bookPage, /^Read a sample/)?.href).toBe(`/book/${book.id}/sample`);
      const { document } = site.page(`/book/${book.id}/sample`);
      expect(h1(document)).toBe(sample.title);
      expect(textOf(document.querySelector("main"))).toContain(
        `${readingMinutes(sample.text)} min read`,
      );
      expect(headOf(document).title).toBe(
        `${sample.title}: a sample of ${book.title} by ${byline(book)}`,
      );
      expect(headOf(document).canonical).toBe(`${SITE}/book/${book.id}/sample`);
      expect(headOf(document).meta("description")).toMatch(/\S/);
      expect(linkNamed(document, `Back to ${book.title}`)?.href).toBe(`/book/${book.id}`);
      // Its Buy button goes where the book is sold: the author's own store first, where an
      // edition is sold there and the site lists direct stores first (the rule is page-data's).
      const buy = linkNamed(document, /^Buy /);
      const direct = book.editions.find((edition) => edition.direct)?.direct;
      if (direct && catalogue.site.directStores === "first") {
        expect(buy?.name).toBe(`Buy direct from ${author} (opens in a new tab)`);
        expect(buy?.href).toBe(direct.url);
      } else if (book.amazonId) expect(buy).toBeDefined();
      expect(site.text("sitemap.xml")).toContain(`/book/${book.id}/sample</loc>`);
    });
  },
);
