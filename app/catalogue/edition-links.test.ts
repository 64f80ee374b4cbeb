import { describe, expect, test } from "vitest";
import type { Edition, EditionStore } from "../schema/editions.ts";
import {
  borrowLinks,
  editionFromSlug,
  editionSlug,
  editionSlugs,
  LIBRARY_FINDER,
  libraryKey,
  libraryRequest,
  linkIn,
  openingEdition,
} from "./edition-choice.ts";
import {
  directOffer,
  editionDetails,
  editionLabel,
  editionStoreLinks,
  theEdition,
} from "./edition-links.ts";

const edition = (fields: Partial<Edition>): Edition => ({
  format: "paperback",
  language: null,
  translator: null,
  isbn: null,
  pubDate: "2021-03-02",
  publisher: null,
  pages: null,
  minutes: null,
  narrators: [],
  prices: [],
  stores: {},
  direct: null,
  kdpSelect: false,
  ...fields,
});

const urls = (e: Edition) =>
  Object.fromEntries(editionStoreLinks(e).map((link) => [link.store, link.url]));

describe("the links each store gets from an ISBN", () => {
  test("a print edition: Amazon by ISBN-10, Barnes & Noble's search, Bookshop.org", () => {
    expect(urls(edition({ format: "hardcover", isbn: "9780306406157" }))).toEqual({
      amazon: "https://www.amazon.com/dp/0306406152",
      barnesAndNoble: "https://www.barnesandnoble.com/s/9780306406157",
      bookshop: "https://bookshop.org/book/9780306406157",
    });
  });

  test("a print ISBN starting 979 has no Amazon link: it has no ISBN-10", () => {
    expect(urls(edition({ format: "large print", isbn: "9791032305690" }))).toEqual({
      barnesAndNoble: "https://www.barnesandnoble.com/s/9791032305690",
      bookshop: "https://bookshop.org/book/9791032305690",
    });
  });

  test("an ebook: Kindle by its ASIN, Kobo's and Barnes & Noble's searches, Google Books", () => {
    expect(
      urls(edition({ format: "ebook", isbn: "9780306406157", stores: { amazon: "B0BNKA4001" } })),
    ).toEqual({
      amazon: "https://www.amazon.com/dp/B0BNKA4001",
      kobo: "https://www.kobo.com/search?query=9780306406157",
      barnesAndNoble: "https://www.barnesandnoble.com/s/9780306406157",
      googleBooks: "https://books.google.com/books?vid=ISBN9780306406157",
    });
  });

  test("an ebook in KDP Select: Amazon alone, where it is sold; its paperback everywhere", () => {
    expect(
      urls(
        edition({
          format: "ebook",
          isbn: "9780306406157",
          stores: { amazon: "B0BNKA4001" },
          kdpSelect: true,
        }),
      ),
    ).toEqual({ amazon: "https://www.amazon.com/dp/B0BNKA4001" });
  });

  test("an audiobook: Audible and Apple by their ids, Kobo's search, Libro.fm", () => {
    expect(
      urls(
        edition({
          format: "audiobook",
          isbn: "9780306406157",
          stores: { audible: "B0BNKAU401", apple: "1573300011" },
        }),
      ),
    ).toEqual({
      audible: "https://www.audible.com/pd/B0BNKAU401",
      apple: "https://books.apple.com/us/audiobook/id1573300011",
      kobo: "https://www.kobo.com/search?query=9780306406157",
      librofm: "https://libro.fm/audiobooks/9780306406157",
    });
  });

  test("a link written in the edition replaces the built one; no ISBN builds nothing", () => {
    expect(
      urls(
        edition({
          format: "paperback",
          isbn: "9780306406157",
          stores: {
            bookshop: "https://bookshop.org/p/books/one/9780306406157",
            amazon: "https://www.amazon.com/dp/B0PRINT001",
          },
        }),
      ),
    ).toMatchObject({
      amazon: "https://www.amazon.com/dp/B0PRINT001",
      bookshop: "https://bookshop.org/p/books/one/9780306406157",
    });
    expect(urls(edition({ format: "ebook" }))).toEqual({});
  });
});

describe("each store's and library's address, for real books", () => {
  // Real books, so that every address below can be opened and checked by hand.
  // Dune, the Ace paperback (1990): ISBN 978-0-441-17271-9, ISBN-10 0-441-17271-7.
  const DUNE = "9780441172719";
  // Good and Mad by Rebecca Traister, the audiobook (Simon & Schuster Audio, 2018).
  const GOOD_AND_MAD_AUDIO = "9781508279532";
  // Project Hail Mary by Andy Weir, the audiobook: its Audible ASIN and Apple Books id.
  const HAIL_MARY_AUDIBLE = "B08G9PRS1K";
  const HAIL_MARY_APPLE = "1565808256";

  const linkTo = (store: EditionStore, fields: Partial<Edition>) =>
    editionStoreLinks(edition(fields)).find((link) => link.store === store)?.url;
  const dune = { format: "paperback", isbn: DUNE } as const;
  const goodAndMad = { format: "audiobook", isbn: GOOD_AND_MAD_AUDIO } as const;

  test("Amazon: a print book's page is /dp/ and its ISBN-10, which is its ASIN", () => {
    // Amazon's product pages are /dp/{ASIN}; Dune's paperback is at
    // https://www.amazon.com/dp/0441172717.
    expect(linkTo("amazon", dune)).toBe("https://www.amazon.com/dp/0441172717");
  });

  test("Audible and Apple Books: a product page by the store's own id", () => {
    // Audible's product pages are /pd/{ASIN}, the title before it optional:
    // https://www.audible.com/pd/Project-Hail-Mary-Audiobook/B08G9PRS1K.
    expect(linkTo("audible", { format: "audiobook", stores: { audible: HAIL_MARY_AUDIBLE } })).toBe(
      "https://www.audible.com/pd/B08G9PRS1K",
    );
    // Apple Books' product pages, https://books.apple.com/{country}/{book|audiobook}/id{id},
    // the title before the id optional (edition-links.ts):
    // https://books.apple.com/us/audiobook/project-hail-mary-unabridged/id1565808256.
    expect(linkTo("apple", { format: "audiobook", stores: { apple: HAIL_MARY_APPLE } })).toBe(
      "https://books.apple.com/us/audiobook/id1565808256",
    );
  });

  test("Bookshop.org: its link to any book by ISBN", () => {
    // Bookshop.org's "link to any book by ISBN" for affiliates, https://bookshop.org/book/{isbn13}
    // (edition-links.ts).
    expect(linkTo("bookshop", dune)).toBe("https://bookshop.org/book/9780441172719");
  });

  test("Barnes & Noble and Kobo: their searches, by ISBN", () => {
    // Barnes & Noble's search is /s/{words}, as its search box leaves it.
    expect(linkTo("barnesAndNoble", dune)).toBe("https://www.barnesandnoble.com/s/9780441172719");
    // Kobo's search takes its words as `query` (https://www.kobo.com/us/en/search?query=dune in
    // the US store); the link leaves the country and language out.
    expect(linkTo("kobo", goodAndMad)).toBe("https://www.kobo.com/search?query=9781508279532");
  });

  test("Libro.fm: an audiobook's page by its ISBN", () => {
    // Libro.fm's audiobook pages are /audiobooks/{isbn13}, the title after it optional:
    // https://libro.fm/audiobooks/9781508279532-good-and-mad.
    expect(linkTo("librofm", goodAndMad)).toBe("https://libro.fm/audiobooks/9781508279532");
  });

  test("Google Books: its static link by ISBN", () => {
    // Google Books' static links, https://developers.google.com/books/docs/static-links:
    // books?vid=ISBN{isbn}, any edition's ISBN. (Dune's paperback ISBN stands in for an ebook's.)
    expect(linkTo("googleBooks", { format: "ebook", isbn: DUNE })).toBe(
      "https://books.google.com/books?vid=ISBN9780441172719",
    );
  });

  test("WorldCat, OverDrive and Libby: where a library lends it", () => {
    // WorldCat's record of an ISBN, https://search.worldcat.org/isbn/{isbn} (edition-choice.ts).
    expect(borrowLinks(dune, null)).toEqual([
      { name: "WorldCat", url: "https://search.worldcat.org/isbn/9780441172719" },
    ]);
    // Before the reader names a library: OverDrive's search, as its search box leaves it
    // (https://www.overdrive.com/search?q=dune), which lists the libraries that lend it.
    expect(borrowLinks(goodAndMad, null)).toEqual([
      { name: "WorldCat", url: "https://search.worldcat.org/isbn/9781508279532" },
      { name: "Libby", url: "https://www.overdrive.com/search?q=9781508279532" },
    ]);
    // In the reader's library: Libby's own search page there, as Libby addresses it
    // (https://libbyapp.com/search/lapl/search/query-dune/page-1 in the Los Angeles library).
    expect(borrowLinks(goodAndMad, "lapl")).toEqual([
      { name: "WorldCat", url: "https://search.worldcat.org/isbn/9781508279532" },
      {
        name: "Libby",
        url: "https://libbyapp.com/search/lapl/search/query-9781508279532/page-1",
      },
    ]);
  });
});

test("Amazon, Audible and Apple keep the visitor's country store", () => {
  const [amazon, audible, apple] = editionStoreLinks(
    edition({
      format: "audiobook",
      stores: { amazon: "B0BNKA4001", audible: "B0BNKAU401", apple: "1573300011" },
    }),
  );
  expect(amazon && linkIn(amazon, "uk")).toBe("https://www.amazon.co.uk/dp/B0BNKA4001");
  expect(audible && linkIn(audible, "de")).toBe("https://www.audible.de/pd/B0BNKAU401");
  expect(apple && linkIn(apple, "uk")).toBe("https://books.apple.com/gb/audiobook/id1573300011");
  // A store with one address everywhere keeps it.
  const [kobo] = editionStoreLinks(
    edition({ format: "ebook", stores: { kobo: "https://www.kobo.com/us/en/ebook/one" } }),
  );
  expect(kobo && linkIn(kobo, "fr")).toBe("https://www.kobo.com/us/en/ebook/one");
});

describe("borrowing", () => {
  test("WorldCat for every edition with an ISBN; Libby for an ebook or audiobook", () => {
    expect(borrowLinks(edition({ format: "hardcover", isbn: "9780306406157" }), null)).toEqual([
      { name: "WorldCat", url: "https://search.worldcat.org/isbn/9780306406157" },
    ]);
    expect(borrowLinks(edition({ format: "ebook", isbn: "9780306406157" }), null)).toEqual([
      { name: "WorldCat", url: "https://search.worldcat.org/isbn/9780306406157" },
      { name: "Libby", url: "https://www.overdrive.com/search?q=9780306406157" },
    ]);
    expect(borrowLinks(edition({ format: "audiobook", isbn: "9780306406157" }), "nypl")).toEqual([
      { name: "WorldCat", url: "https://search.worldcat.org/isbn/9780306406157" },
      { name: "Libby", url: "https://libbyapp.com/search/nypl/search/query-9780306406157/page-1" },
    ]);
    expect(borrowLinks(edition({ format: "ebook" }), "nypl")).toEqual([]);
  });

  test("a library is asked to buy the edition by its ISBN, and for a KDP Select ebook the print and audio editions instead", () => {
    expect(LIBRARY_FINDER).toBe("https://search.worldcat.org/libraries");
    const paperback = edition({ format: "paperback", isbn: "9780306406157" });
    const audiobook = edition({ format: "audiobook", isbn: "9781508279532" });
    const ebook = edition({ format: "ebook", isbn: "9780441172719" });
    const enrolled = edition({ format: "ebook", kdpSelect: true });
    const spanish = edition({ format: "paperback", language: "es", isbn: "9788497593793" });
    const noIsbn = edition({ format: "hardcover" });
    const editions = [enrolled, paperback, spanish, audiobook, noIsbn];
    expect(libraryRequest(paperback, editions)).toEqual({ isbn: "9780306406157" });
    expect(libraryRequest(ebook, [ebook])).toEqual({ isbn: "9780441172719" });
    // Libraries cannot buy an ebook Amazon alone may sell. The print and audio editions in its
    // language are asked for instead (not a translation, another reader's book); without an
    // ISBN, none.
    expect(libraryRequest(enrolled, editions)).toEqual({ instead: [paperback, audiobook] });
    expect(libraryRequest(enrolled, [enrolled])).toEqual({ instead: [] });
    expect(libraryRequest(noIsbn, editions)).toBeNull();
  });

  test("an edition as a sentence names it", () => {
    expect(theEdition(edition({ format: "paperback" }))).toBe("the paperback");
    expect(theEdition(edition({ format: "large print" }))).toBe("the large-print edition");
    expect(theEdition(edition({ format: "audiobook", language: "es" }))).toBe(
      "the audiobook in Spanish",
    );
  });

  test("a library is named by its Libby key or any Libby address of it", () => {
    expect(libraryKey("nypl")).toBe("nypl");
    expect(libraryKey(" LAPL ")).toBe("lapl");
    expect(libraryKey("https://libbyapp.com/library/kcls")).toBe("kcls");
    expect(libraryKey("libbyapp.com/search/sfpl/search/query-dune/page-1")).toBe("sfpl");
    expect(libraryKey("my local library")).toBeNull();
    expect(libraryKey("")).toBeNull();
    // A key is what Libby's addresses hold, whether written alone or in a link.
    expect(libraryKey("a".repeat(64))).toBeNull();
    expect(libraryKey(`https://libbyapp.com/library/${"a".repeat(64)}`)).toBeNull();
  });
});

test("an edition's name and fragment: its format, and a translation's language", () => {
  const editions = [
    edition({ format: "ebook" }),
    edition({ format: "audiobook" }),
    edition({ format: "large print" }),
    edition({ format: "ebook", language: "es" }),
  ];
  expect(editions.map(editionLabel)).toEqual([
    "Ebook",
    "Audiobook",
    "Large print",
    "Ebook (Spanish)",
  ]);
  expect(editions.map(editionSlug)).toEqual(["ebook", "audiobook", "large-print", "ebook-es"]);
  expect(editionFromSlug("#audiobook", editions)).toBe(1);
  expect(editionFromSlug("#Large-Print", editions)).toBe(2);
  expect(editionFromSlug("ebook-es", editions)).toBe(3);
  expect(editionFromSlug("#hardcover", editions)).toBeNull();
  // Two of one format and language: the second has a fragment of its own.
  const twoPaperbacks = [edition({ format: "paperback" }), edition({ format: "paperback" })];
  expect(editionSlugs(twoPaperbacks)).toEqual(["paperback", "paperback-2"]);
  expect(editionFromSlug("#paperback-2", twoPaperbacks)).toBe(1);
});

test("what a reader gets from the author's own store: the author's words, else the format's", () => {
  const direct = (offer: string | null) => ({ url: "https://payhip.com/b/AbC12", offer });
  expect(directOffer(edition({ format: "ebook", direct: direct("signed, with a map") }))).toBe(
    "signed, with a map",
  );
  expect(directOffer(edition({ format: "ebook", direct: direct(null) }))).toBe(
    "the ebook, sent by e-mail",
  );
  expect(directOffer(edition({ format: "audiobook", direct: direct(null) }))).toBe(
    "the audiobook, sent by e-mail",
  );
  expect(directOffer(edition({ format: "paperback", direct: direct(null) }))).toBe(
    "the paperback, from the author",
  );
  expect(directOffer(edition({ format: "large print", direct: direct(null) }))).toBe(
    "the large-print edition, from the author",
  );
});

test("an edition's details, each where the edition has it", () => {
  expect(
    editionDetails(
      edition({
        format: "audiobook",
        isbn: "9780306406157",
        minutes: 702,
        narrators: ["Jane Reader", "John Voice"],
        publisher: "Remnant House Audio",
        prices: [
          { currency: "USD", amount: 26.99 },
          { currency: "GBP", amount: 20.5 },
        ],
      }),
    ),
  ).toEqual([
    { term: "Narrated by", value: "Jane Reader, John Voice" },
    { term: "Length", value: "11 h 42 min" },
    { term: "Publisher", value: "Remnant House Audio" },
    { term: "Publication date", value: "March 2, 2021" },
    { term: "ISBN", value: "9780306406157" },
    { term: "List price", value: "$26.99, £20.50" },
  ]);
  expect(
    editionDetails(edition({ format: "ebook", language: "es", translator: "Lucía Herrera" })),
  ).toEqual([
    { term: "Language", value: "Spanish" },
    { term: "Translated by", value: "Lucía Herrera" },
    { term: "Publication date", value: "March 2, 2021" },
  ]);
});

test("a page opens on the edition its address names, else the format chosen before", () => {
  const editions = [
    edition({ format: "hardcover" }),
    edition({ format: "ebook", language: "es" }),
    edition({ format: "ebook" }),
    edition({ format: "audiobook" }),
  ];
  expect(openingEdition(editions, { hash: "#audiobook", remembered: "ebook" })).toBe(3);
  expect(openingEdition(editions, { hash: "", remembered: "ebook" })).toBe(2);
  expect(openingEdition(editions, { hash: "#nothing", remembered: "paperback" })).toBe(0);
  expect(openingEdition(editions, { hash: "", remembered: null })).toBe(0);
  expect(
    openingEdition([edition({ format: "ebook", language: "de" })], {
      hash: "",
      remembered: "ebook",
    }),
  ).toBe(0);
});
