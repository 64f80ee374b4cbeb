import { describe, expect, test } from "vitest";
import { parseLength } from "./editions.ts";
import { bookFile, catalogue, issuesOf } from "./fixtures.test-helper.ts";

/** A book file whose `editions:` is the YAML given, indented under it. */
const withEditions = (id: string, editions: string, fields = "") =>
  bookFile(id, `${fields}editions:\n${editions.replace(/^/gm, "  ")}\n`);

const book = (id: string, editions: string, fields = "") =>
  catalogue({ books: [withEditions(id, editions, fields)] }).books[0];

const issues = (...files: ReturnType<typeof bookFile>[]) =>
  issuesOf(() => catalogue({ books: files }));

test("each edition keeps its format's details, its ISBN as ISBN-13, its day or the book's", () => {
  const read = book(
    "one",
    [
      "- format: hardcover",
      "  isbn: 0-306-40615-2",
      "  publisher: Liberty Press",
      "  pages: 384",
      "  pubDate: 2021-03-02",
      "  prices: { USD: 24.99, GBP: '19.5' }",
      "- format: audiobook",
      "  isbn: 979-10-323-0569-0",
      "  length: 11h 42m",
      "  narrators: [Jane Reader, John Voice]",
      "  stores: { audible: B0BNKAU401 }",
      "- format: ebook",
      "  language: es",
      "  translator: María López",
      "  stores: { amazon: B0BNKA4001 }",
    ].join("\n"),
  );
  expect(read?.editions).toEqual([
    {
      format: "hardcover",
      language: null,
      translator: null,
      isbn: "9780306406157",
      pubDate: "2021-03-02",
      publisher: "Liberty Press",
      pages: 384,
      minutes: null,
      narrators: [],
      prices: [
        { currency: "USD", amount: 24.99 },
        { currency: "GBP", amount: 19.5 },
      ],
      stores: {},
      direct: null,
      kdpSelect: false,
    },
    expect.objectContaining({
      format: "audiobook",
      isbn: "9791032305690",
      pubDate: "2020-01-05",
      minutes: 702,
      narrators: ["Jane Reader", "John Voice"],
      stores: { audible: "B0BNKAU401" },
    }),
    expect.objectContaining({
      format: "ebook",
      language: "es",
      translator: "María López",
      isbn: null,
      stores: { amazon: "B0BNKA4001" },
    }),
  ]);
  // What reads the book as a whole: the first Amazon id (the hardcover's ISBN-10), the
  // audiobook's Audible id, the first ISBN.
  expect(read).toMatchObject({
    amazonId: "0306406152",
    audioId: "B0BNKAU401",
    isbn: "9780306406157",
  });
});

test("a book without editions: is one edition, of no format, with the book's stores", () => {
  const read = catalogue({
    books: [
      bookFile(
        "one",
        "amazonId: B0BNKA4001\nisbn: 0306406152\nstores:\n  kobo: https://www.kobo.com/us/en/ebook/one\n",
      ),
    ],
  }).books[0];
  expect(read?.editions).toEqual([
    {
      format: null,
      language: null,
      translator: null,
      isbn: "9780306406157",
      pubDate: "2020-01-05",
      publisher: null,
      pages: null,
      minutes: null,
      narrators: [],
      prices: [],
      stores: { amazon: "B0BNKA4001", kobo: "https://www.kobo.com/us/en/ebook/one" },
      direct: null,
      kdpSelect: false,
    },
  ]);
  expect(read).toMatchObject({ amazonId: "B0BNKA4001", isbn: "9780306406157" });
});

describe("mistakes in editions are named in the build's words", () => {
  test("a wrong check digit, with the right one", () => {
    expect(issues(withEditions("one", "- format: hardcover\n  isbn: 9780306406158"))).toEqual([
      "content/books/one.md, line 8: isbn of item 1 of editions is '9780306406158': its check digit should be 7, not 8: check the number against the book's copyright page (with that digit it reads 9780306406157)",
    ]);
    expect(issues(bookFile("one", "isbn: 0306406153\n"))).toEqual([
      "content/books/one.md, line 6: isbn is '0306406153': its check digit should be 2, not 3: check the number against the book's copyright page (with that digit it reads 0306406152)",
    ]);
  });

  test("the same ISBN on two editions, or on two books, written as ISBN-10 or -13", () => {
    expect(
      issues(
        withEditions(
          "one",
          "- format: hardcover\n  isbn: 9780306406157\n- format: paperback\n  isbn: 0306406152",
        ),
      ),
    ).toEqual([
      "content/books/one.md, line 10: isbn of item 2 of editions is '9780306406157', which isbn of item 1 of editions already has: give each edition its own isbn",
    ]);
    expect(
      issues(
        bookFile("one", "isbn: 9780306406157\n"),
        withEditions("two", "- format: ebook\n  isbn: 978-0-306-40615-7"),
      ),
    ).toEqual([
      "content/books/two.md, line 8: isbn of item 1 of editions is '9780306406157', which content/books/one.md already has: give each edition its own isbn",
    ]);
  });

  test("an audiobook with pages, a print edition with a narrator or a length", () => {
    expect(
      issues(
        withEditions(
          "one",
          "- format: audiobook\n  pages: 300\n- format: paperback\n  narrators: [Jane Reader]\n  length: 9h\n  stores: { audible: B0BNKAU401 }",
        ),
      ),
    ).toEqual([
      "content/books/one.md, line 8: pages of item 1 of editions is 300: an audiobook has no pages: write its length: instead, such as 11h 42m",
      "content/books/one.md, line 10: narrators of item 2 of editions is a list: a paperback has no narrator: list narrators only on the audiobook",
      "content/books/one.md, line 11: length of item 2 of editions is 540: a paperback has no running time: write its pages: instead, or make the format audiobook",
      "content/books/one.md, line 12: stores.audible of item 2 of editions is 'B0BNKAU401': Audible sells audiobooks, and this edition is a paperback: move the link to the audiobook edition",
    ]);
  });

  test("an Amazon print link for a 979 ISBN, and an ISBN-13 where Amazon takes the ISBN-10", () => {
    expect(
      issues(
        withEditions(
          "one",
          [
            "- format: paperback",
            "  isbn: 9791032305690",
            "  stores: { amazon: 9791032305690 }",
            "- format: hardcover",
            "  isbn: 9780306406157",
            "  stores: { amazon: 'https://www.amazon.com/dp/9780306406157' }",
          ].join("\n"),
        ),
      ),
    ).toEqual([
      "content/books/one.md, line 9: stores.amazon of item 1 of editions is '9791032305690': Amazon's print pages go by ISBN-10, and an ISBN starting 979 has none: write the ASIN from the book's Amazon page (10 letters and digits, such as B0BNKA4001)",
      "content/books/one.md, line 12: stores.amazon of item 2 of editions is 'https://www.amazon.com/dp/9780306406157': Amazon's print pages go by ISBN-10: write 0306406152, or leave amazon out and the link is built from the edition's isbn",
    ]);
  });

  test("a translator without a language, an unknown format, a book-wide store beside editions", () => {
    expect(issues(withEditions("one", "- format: ebok"))).toEqual([
      "content/books/one.md, line 7: format of item 1 of editions is 'ebok': write hardcover, paperback, ebook, audiobook or large print (did you mean ebook?)",
    ]);
    expect(issues(withEditions("one", "- format: ebook", "amazonId: B0BNKA4001\n"))).toEqual([
      "content/books/one.md, line 6: amazonId is 'B0BNKA4001', but the book lists editions: write it in the edition it belongs to (stores: amazon: under the ebook or print edition), so each format has its own",
    ]);
    expect(issues(withEditions("one", "- format: ebook\n  translator: María López"))).toEqual([
      "content/books/one.md, line 7: language of item 1 of editions is missing: a translated edition says its language: write it as a code such as es, de or pt-BR",
    ]);
  });
});

describe("sold direct, and KDP Select", () => {
  test("an edition names the author's own store and what a reader gets there", () => {
    const read = book(
      "one",
      [
        "- format: ebook",
        "  direct: https://payhip.com/b/AbC12",
        "  directOffer: DRM-free EPUB, sent by BookFunnel",
        "- format: paperback",
        "  direct: https://shop.example.com/products/one-signed",
        "- format: audiobook",
      ].join("\n"),
    );
    expect(read?.editions.map((edition) => [edition.direct, edition.kdpSelect])).toEqual([
      [{ url: "https://payhip.com/b/AbC12", offer: "DRM-free EPUB, sent by BookFunnel" }, false],
      [{ url: "https://shop.example.com/products/one-signed", offer: null }, false],
      [null, false],
    ]);
  });

  test("a direct store is an https page, and what it offers needs one", () => {
    expect(
      issues(withEditions("one", "- format: ebook\n  direct: http://payhip.com/b/AbC12")),
    ).toEqual([
      "content/books/one.md, line 8: direct of item 1 of editions is 'http://payhip.com/b/AbC12': write the address of the edition's page at your own store, starting with https://",
    ]);
    expect(issues(withEditions("one", "- format: ebook\n  directOffer: signed"))).toEqual([
      "content/books/one.md, line 8: directOffer of item 1 of editions is 'signed': it says what a reader gets from your own store, which the edition does not name: write its address as direct:, or leave directOffer out",
    ]);
  });

  test("an ebook in KDP Select sold direct or at another ebook store is refused; print and audio are not", () => {
    expect(
      issues(
        withEditions(
          "one",
          [
            "- format: ebook",
            "  kdpSelect: true",
            "  direct: https://payhip.com/b/AbC12",
            "  stores: { amazon: B0BNKA4001, kobo: 'https://www.kobo.com/us/en/ebook/one' }",
            "- format: paperback",
            "  direct: https://payhip.com/b/XyZ34",
            "- format: audiobook",
            "  direct: https://payhip.com/b/Aud56",
          ].join("\n"),
        ),
      ),
    ).toEqual([
      "content/books/one.md, line 9: direct of item 1 of editions is 'https://payhip.com/b/AbC12': the ebook is enrolled in KDP Select (kdpSelect: true), whose terms let only Amazon sell it while it is enrolled, your own site included: take your own store's link (direct:) off this ebook, or take kdpSelect off when its enrollment ends (print and audio editions may still be sold there)",
      "content/books/one.md, line 10: stores.kobo of item 1 of editions is 'https://www.kobo.com/us/en/ebook/one': the ebook is enrolled in KDP Select (kdpSelect: true), whose terms let only Amazon sell it while it is enrolled, your own site included: take the Kobo link off this ebook, or take kdpSelect off when its enrollment ends (print and audio editions may still be sold there)",
    ]);
    expect(issues(withEditions("one", "- format: paperback\n  kdpSelect: true"))).toEqual([
      "content/books/one.md, line 8: kdpSelect of item 1 of editions is true: KDP Select enrolls ebooks only, and this edition is a paperback: take kdpSelect off it, as print and audio editions may be sold anywhere",
    ]);
    // At Amazon alone, it is as the terms ask.
    const enrolled = book(
      "one",
      "- format: ebook\n  kdpSelect: true\n  stores: { amazon: B0BNKA4001 }",
    );
    expect(enrolled?.editions[0]).toMatchObject({ kdpSelect: true, direct: null });
  });
});

test("a price is any amount in whole cents, however binary fractions round it", () => {
  const prices = (written: string) =>
    book("one", `- format: ebook\n  prices: { ${written} }`)?.editions[0]?.prices;
  expect(prices("USD: 19.99, GBP: 0.29, EUR: 1.15")).toEqual([
    { currency: "USD", amount: 19.99 },
    { currency: "GBP", amount: 0.29 },
    { currency: "EUR", amount: 1.15 },
  ]);
  expect(issues(withEditions("one", "- format: ebook\n  prices: { USD: 19.999 }"))).toEqual([
    "content/books/one.md, line 8: prices.USD of item 1 of editions is 19.999: write the price as a number above 0 with at most two decimals, such as 24.99",
  ]);
  expect(
    issues(withEditions("one", "- format: ebook\n  prices: { USD: '19,99', GBP: about 15 }")),
  ).toEqual([
    "content/books/one.md, line 8: prices.USD of item 1 of editions is '19,99': write the price as a number, such as 24.99, with a decimal point rather than a comma",
    "content/books/one.md, line 8: prices.GBP of item 1 of editions is 'about 15': write the price as a number, such as 24.99",
  ]);
});

test("an audiobook's length reads as hours and minutes however it is written", () => {
  expect(parseLength("11h 42m")).toBe(702);
  expect(parseLength("11 hours 42 minutes")).toBe(702);
  expect(parseLength("11:42")).toBe(702);
  expect(parseLength("9h")).toBe(540);
  expect(parseLength("45 min")).toBe(45);
  for (const wrong of ["", "0h", "eleven hours", "11.7h", "11:75"]) {
    expect(parseLength(wrong)).toBeNull();
  }
});
