import { expect, test } from "vitest";
import {
  crossoverCatalogue,
  soldDirectCatalogue,
} from "../catalogue/edge-catalogues.test-helper.ts";
import { authorFile, bookFile, catalogue as fixture } from "../schema/fixtures.test-helper.ts";
import { type AssistantData, answer, FALLBACK_TEXT } from "./assistant.ts";
import { assistantData } from "./assistant-data.server.ts";
import { findTitle, normalize, topicOf } from "./assistant-topics.ts";

const data: AssistantData = {
  author: "Test Author",
  tagline: "Stories for stormy nights.",
  singles: "Kindle Singles",
  books: [
    {
      id: "upcoming",
      title: "The Coming Storm",
      subTitle: null,
      pubDate: "2030-01-01",
      published: "January 1, 2030",
      summary: "Soon.",
      genres: ["fiction"],
      hasAudio: false,
      editions: [],
      stores: [],
      direct: [],
      notes: [],
    },
    {
      id: "miriam",
      title: "The Time of Miriam's Trouble: The Complete Trilogy",
      subTitle: null,
      pubDate: "2022-05-17",
      published: "May 17, 2022",
      summary: "Three books.",
      genres: ["fiction"],
      hasAudio: true,
      editions: [
        { format: "ebook", language: null, narrators: [] },
        { format: "audiobook", language: null, narrators: ["Jane Reader", "John Voice"] },
        { format: "ebook", language: "Spanish", narrators: [] },
      ],
      stores: ["Amazon", "Audible", "Kobo"],
      direct: ["ebook"],
      notes: [],
    },
    {
      id: "lantern",
      title: "Lantern",
      subTitle: null,
      pubDate: "2013-06-18",
      published: "June 18, 2013",
      summary: "A town.",
      genres: ["fiction"],
      hasAudio: false,
      editions: [],
      stores: ["Amazon"],
      direct: [],
      notes: [],
    },
    {
      id: "rome",
      title: "What If Rome Stood?",
      subTitle: null,
      pubDate: "2012-01-01",
      published: "January 1, 2012",
      summary: "An essay.",
      genres: ["single"],
      hasAudio: true,
      editions: [],
      stores: [],
      direct: [],
      notes: [],
    },
  ],
  stores: ["Amazon", "Audible", "Kobo"],
  authors: [],
  series: [
    { key: "saga", title: "The Saga", count: 3, status: null },
    { key: "empty", title: "Empty", count: 0, status: null },
  ],
  social: [
    { label: "X (Twitter)", url: "https://x.com/test" },
    { label: "Goodreads", url: "https://goodreads.example/a" },
  ],
  reviewUrl: "https://goodreads.example/a",
  blogUrl: "https://blog.example",
  magnet: null,
  mailingList: true,
  start: null,
  contentNotes: {
    href: "/content-notes",
    terms: [
      { term: "violence", label: "Violence", words: ["violent", "fighting"] },
      { term: "explicit-sex", label: "Explicit sex", words: ["sex", "steamy"] },
      { term: "war", label: "War", words: ["battles"] },
    ],
  },
  questions: [],
};
const TODAY = "2025-01-01";
const words = (reply: ReturnType<typeof answer>) => reply.parts.map((p) => p.text).join("");
const links = (reply: ReturnType<typeof answer>) =>
  reply.parts.flatMap((p) => (p.kind === "link" ? [p.href] : []));

/** A reply as a visitor reads it: its topic, its words, and where its links go. */
function replyTo(question: string, set: AssistantData = data, today = TODAY) {
  const reply = answer(question, set, today);
  return { topic: reply.topic, words: words(reply), links: links(reply) };
}

/** The words of the reply to a question, on a set of the assistant's data. */
const says = (question: string, set: AssistantData = data) => words(answer(question, set, TODAY));

/** Each question and the words of its reply, on a set of the assistant's data. */
function expectReplies(set: AssistantData, pairs: [question: string, reply: string][]) {
  for (const [question, reply] of pairs) expect(says(question, set), question).toBe(reply);
}

test("titles are found whatever the case, punctuation or leading article", () => {
  expect(findTitle("tell me about LANTERN!", data.books)?.id).toBe("lantern");
  expect(findTitle("what if rome stood", data.books)?.id).toBe("rome");
  expect(findTitle("Is time of miriams trouble good?", data.books)?.id).toBe("miriam");
  expect(findTitle("The Time of Miriam’s Trouble — is it long?", data.books)?.id).toBe("miriam");
  expect(findTitle("lanterns of the day", data.books)).toBeNull();
  expect(normalize("Miriam’s  Trouble: Book-1")).toBe("miriams trouble book 1");
});

test("a title match describes the book and links to it, before any keyword rule", () => {
  expect(replyTo("Tell me about Lantern")).toEqual({
    topic: "title",
    words: "Lantern. A town. It was published on June 18, 2013.",
    links: ["/book/lantern"],
  });
  // Where to buy a named book: the stores its page links.
  expect(replyTo("Where can I buy Lantern?")).toEqual({
    topic: "title",
    words: "Lantern is sold at Amazon.",
    links: ["/book/lantern"],
  });
  // A book whose content names no store is described instead.
  expect(says("Where can I buy What If Rome Stood?")).toBe(
    "What If Rome Stood?. An essay. It was published on January 1, 2012.",
  );
});

test("a named book's formats come from its editions, with its narrators and languages", () => {
  expect(replyTo("Is The Time of Miriam's Trouble on audio?")).toEqual({
    topic: "title",
    words:
      "The Time of Miriam's Trouble: The Complete Trilogy comes as an ebook, an audiobook read by Jane Reader and John Voice and an ebook in Spanish.",
    links: ["/book/miriam"],
  });
  // A book without editions in its content: its formats are not known, so it is described.
  expect(says("Is Lantern on kindle?")).toBe("Lantern. A town. It was published on June 18, 2013.");
});

test("an upcoming title says when it comes out", () => {
  expect(says("the coming storm?")).toContain("It comes out on January 1, 2030.");
});

test("genre, write or about describes the author's books and series", () => {
  const reply = answer("What do you write?", data, TODAY);
  expect(reply.topic).toBe("about");
  expect(words(reply)).toContain("The Saga (3 books)");
  // What the author writes, from the books' genres and the author's own tagline.
  expect(words(reply)).toMatch(
    /^Test Author writes fiction and Kindle Singles\. Stories for stormy nights\. /,
  );
  expect(links(reply)).toEqual(["/series/saga"]);
  expect(topicOf("What genres?", data)).toBe("about");
});

test("next names the upcoming book, else the latest", () => {
  expect(replyTo("What's coming next?")).toMatchObject({
    topic: "next",
    words: "The next book is The Coming Storm, coming January 1, 2030.",
  });
  const later = answer("Any new release?", data, "2031-01-01");
  expect(words(later)).toBe(
    "Nothing new is announced yet, so the latest release is The Coming Storm, published January 1, 2030.",
  );
});

test("latest names the newest published book", () => {
  expect(replyTo("What's your newest book?")).toMatchObject({
    topic: "latest",
    links: ["/book/miriam"],
  });
});

test("social, buy, format, review and feedback each have their answer", () => {
  expect(links(answer("Are you on social media?", data, TODAY))).toEqual([
    "https://x.com/test",
    "https://goodreads.example/a",
  ]);
  expect(replyTo("How do I purchase one?")).toMatchObject({
    topic: "buy",
    words:
      "The books are sold at Amazon, Audible and Kobo. The latest is The Time of Miriam's Trouble: The Complete Trilogy.",
  });
  const format = answer("Is there an audiobook or kindle version?", data, TODAY);
  expect(format.topic).toBe("format");
  expect(words(format)).toMatch(
    /^The books come as ebooks and audiobooks, some also in Spanish\. 2 have audiobooks, among them /,
  );
  expect(answer("Where do I leave a review?", data, TODAY).topic).toBe("review");
  expect(links(answer("I have a question", data, TODAY))).toEqual(["https://blog.example"]);
});

test("direct sales: which books the author sells, as what; a named book's; or that none is", () => {
  expect(replyTo("Can I buy directly from you?")).toEqual({
    topic: "direct",
    words:
      "Yes: Test Author sells The Time of Miriam's Trouble: The Complete Trilogy (the ebook) directly. The book's page has the link.",
    links: ["/book/miriam"],
  });
  expect(says("Can I buy Lantern direct from the author?")).toBe("Lantern is sold at Amazon.");
  const none = { ...data, books: data.books.map((book) => ({ ...book, direct: [] })) };
  expect(says("Do you sell direct?", none)).toBe(
    "Test Author does not sell the books directly on this site: each book's page says where it is sold.",
  );
});

test("where to buy a book sold direct: the author's own store, linked, first or last as its page lists it", () => {
  const asked = (siteLines: string, question: string) =>
    replyTo(question, assistantData(soldDirectCatalogue(siteLines), []));
  expect(asked("", "Where can I buy The Watchman's Warning?")).toMatchObject({
    words: "The Watchman's Warning is sold direct from Test Author's own store (the ebook).",
    links: ["/book/direct", "https://payhip.com/b/Wtch1"],
  });
  expect(asked("", "Where can I buy Book both?")).toMatchObject({
    words:
      "Book both is sold direct from Test Author's own store (the ebook), and at Amazon, Barnes & Noble and Bookshop.org.",
    links: ["/book/both", "https://payhip.com/b/AbC12"],
  });
  expect(asked("directStores: last\n", "Where can I buy Book both?").words).toBe(
    "Book both is sold at Amazon, Barnes & Noble and Bookshop.org, and direct from Test Author's own store (the ebook).",
  );
  expect(asked("directStores: last\n", "Where can I buy The Watchman's Warning?").words).toBe(
    "The Watchman's Warning is sold direct from Test Author's own store (the ebook).",
  );
});

test("keyword rules follow the spec's order of precedence", () => {
  // 'about' comes before 'latest', 'next' before 'buy', 'buy' before 'format'.
  expect(topicOf("What is your latest book about?", data)).toBe("about");
  expect(topicOf("Can I order the next one?", data)).toBe("next");
  expect(topicOf("Where can I buy the kindle edition?", data)).toBe("buy");
  expect(topicOf("Leave a review question", data)).toBe("review");
});

test("anything else gets the fallback", () => {
  expect(replyTo("What's the weather like?")).toMatchObject({
    topic: "fallback",
    words: FALLBACK_TEXT,
  });
  expect(
    FALLBACK_TEXT.startsWith(
      "I'm not sure about that. You can ask me about specific books, the latest releases, or where to buy the books",
    ),
  ).toBe(true);
});

test("a book's day is the one the data writes, in the site's language, for the browser", () => {
  const built = assistantData(fixture({ books: [bookFile("one", "pubDate: 2021-12-04\n")] }), []);
  expect(built.books[0]?.published).toBe("December 4, 2021");
  const written = {
    ...data,
    books: data.books.map((book) =>
      book.id === "lantern" ? { ...book, published: "18 June 2013 (as written)" } : book,
    ),
  };
  expect(says("Tell me about Lantern", written)).toBe(
    "Lantern. A town. It was published on 18 June 2013 (as written).",
  );
});

test("the assistant's data leaves hidden books out, and no answer links to one", () => {
  const catalogue = fixture({
    books: [
      bookFile("shown", "title: The Open Road\n"),
      bookFile("secret", "title: The Hidden Door\nhidden: true\npubDate: March 3, 2031\n"),
    ],
  });
  const built = assistantData(catalogue, catalogue.site.assistant.questions);
  expect(built.books.map((b) => b.id)).toEqual(["shown"]);
  for (const question of [
    "Tell me about The Hidden Door",
    "What is next?",
    "What is the latest?",
  ]) {
    const reply = answer(question, built, "2025-01-01");
    expect(reply.parts, question).not.toContainEqual(
      expect.objectContaining({ href: "/book/secret" }),
    );
  }
  expect(words(answer("Tell me about The Open Road", built, "2025-01-01"))).toContain(
    "The Open Road",
  );
});

test("counts in answers fit the number: one book, one series, one audiobook, or none", () => {
  const one = {
    ...data,
    books: data.books.map((book) => ({ ...book, hasAudio: book.id === "lantern" })),
    series: [{ key: "duo", title: "The Duo", count: 1, status: null }],
  };
  const about = says("What do you write?", one);
  expect(about).toContain("The series is The Duo (1 book).");
  expect(says("Is there an audiobook?", one)).toContain("One has an audiobook: Lantern.");

  const none = {
    ...data,
    books: data.books.map((book) => ({ ...book, hasAudio: false, editions: [] })),
    series: [],
  };
  expect(says("What do you write?", none)).not.toMatch(/series/i);
  // No format is claimed that the content does not give.
  const format = says("Is there an audiobook?", none);
  expect(format).toBe("Each book's page says where it is sold.");
  const legacyAudio = { ...none, books: none.books.map((b) => ({ ...b, hasAudio: true })) };
  expect(says("Is there an audiobook?", legacyAudio)).toMatch(
    /^4 books have audiobooks, among them /,
  );
});

test("the assistant's data gives each book's formats and stores from its editions", () => {
  const catalogue = fixture({
    books: [
      bookFile(
        "heard",
        [
          "editions:",
          "  - format: hardcover",
          "    isbn: 978-0-9851234-0-6",
          "  - format: audiobook",
          "    narrators: [Jane Reader]",
          "    stores: { audible: B0BNKAU401 }",
          "  - format: ebook",
          "    language: es",
          "    translator: Lucía Herrera",
          "    stores: { kobo: 'https://www.kobo.com/es/ebook/x' }",
          "    direct: https://payhip.com/b/AbC12",
          "",
        ].join("\n"),
      ),
      bookFile("old", "amazonId: B0BNKA4001\n"),
      bookFile("unsold"),
    ],
  });
  const built = assistantData(catalogue, []);
  const byId = (id: string) => built.books.find((book) => book.id === id);
  expect(byId("heard")).toMatchObject({
    hasAudio: true,
    editions: [
      { format: "hardcover", language: null, narrators: [] },
      { format: "audiobook", language: null, narrators: ["Jane Reader"] },
      { format: "ebook", language: "Spanish", narrators: [] },
    ],
    // The hardcover at the stores that sell print by its ISBN, then the others' own.
    stores: ["Amazon", "Barnes & Noble", "Bookshop.org", "Audible", "Kobo"],
    direct: ["ebook"],
  });
  expect(byId("old")).toMatchObject({ editions: [], stores: ["Amazon"], hasAudio: false });
  expect(byId("unsold")).toMatchObject({ editions: [], stores: [] });
  expect(built.stores).toEqual(["Amazon", "Audible", "Kobo", "Barnes & Noble", "Bookshop.org"]);
});

test("the singles are called what the site calls their section, never a store's name", () => {
  const catalogue = fixture({
    books: [bookFile("novel"), bookFile("short", "genres: [single]\n")],
  });
  const built = assistantData(catalogue, []);
  expect(says("What do you write?", built)).toMatch(
    /^Test Author writes fiction and Short Reads\. /,
  );
});

test("whether a series is finished: the one named, else every one that says; else where its order is", () => {
  const said = {
    ...data,
    series: [
      { key: "saga", title: "The Saga", count: 3, status: "Complete in 3 books" },
      { key: "signal", title: "Signal", count: 2, status: "Ongoing: 2 books so far, of 5 planned" },
      { key: "quiet", title: "Quiet", count: 2, status: null },
    ],
  };
  expect(replyTo("Is the series finished?", said)).toEqual({
    topic: "series",
    words: "The Saga is complete in 3 books. Signal is ongoing: 2 books so far, of 5 planned.",
    links: ["/series/saga", "/series/signal"],
  });
  const named = answer("How many books will Signal have?", said, TODAY);
  expect(words(named)).toBe("Signal is ongoing: 2 books so far, of 5 planned.");
  expect(says("Is Quiet complete?", said)).toBe(
    "Each series' page lists its books in reading order: Quiet.",
  );
  // A series without a visible book has no page to link.
  expect(says("Is the series complete?")).toBe(
    "Each series' page lists its books in reading order: The Saga.",
  );
  expect(says("Is the series complete?", { ...data, series: [] })).toBe(
    "Test Author's books stand alone: none is in a series.",
  );
  // What's next in a series is the next book; buying it, or its formats, are theirs.
  expect(topicOf("What's next in the series?", said)).toBe("next");
  expect(topicOf("Where can I buy the series?", said)).toBe("buy");
  expect(topicOf("Is the series on audio?", said)).toBe("format");
  expect(topicOf("What's your last book?", said)).not.toBe("series");
});

test("the assistant's data says whether each series is finished, as its page does", () => {
  const content = fixture({
    series: [
      {
        file: "content/series/saga.md",
        text: "---\nid: saga\nkey: saga\ntitle: The Saga\ngenres: [fiction]\nstatus: complete\n---\nAbout.\n",
      },
      {
        file: "content/series/open.md",
        text: "---\nid: open\nkey: open\ntitle: Open\ngenres: [fiction]\nplanned: 4\n---\nAbout.\n",
      },
    ],
    books: [
      bookFile("one", "series: [saga]\nseriesNum: 1\n"),
      bookFile("two", "series: [saga]\nseriesNum: 2\n"),
      bookFile("between", "series: [saga]\nseriesNum: 1.5\n"),
      bookFile("first", "series: [open]\nseriesNum: 1\n"),
    ],
  });
  expect(assistantData(content, []).series.map(({ title, status }) => [title, status])).toEqual([
    ["The Saga", "Complete in 2 books"],
    ["Open", "Ongoing: 1 book so far, of 4 planned"],
  ]);
});

test("the assistant counts a crossover in its first series only, as the series' status does", () => {
  const { content } = crossoverCatalogue();
  expect(
    assistantData(content, []).series.map(({ key, count, status }) => [key, count, status]),
  ).toEqual([
    ["noahkey", 2, "Complete in 2 books"],
    ["encounterkey", 2, "Ongoing: 2 books so far"],
  ]);
});

test("where to start: the Start here page's first step and the page; without one, the latest and the series' orders", () => {
  const withPage = {
    ...data,
    start: { href: "/start", title: "Start here", first: "Begin with The Saga" },
  };
  expect(replyTo("Where do I start?", withPage)).toEqual({
    topic: "start",
    words: "Start here goes through every way in, in order. The first: “Begin with The Saga”.",
    links: ["/start"],
  });
  expect(topicOf("Which book should I read first?", withPage)).toBe("start");
  expect(topicOf("What is the reading order?", withPage)).toBe("start");

  expect(replyTo("Where should a new reader begin?")).toMatchObject({
    words:
      "Any book is a way in: the latest is The Time of Miriam's Trouble: The Complete Trilogy. Each series' page lists its books in reading order: The Saga.",
    links: ["/book/miriam", "/series/saga"],
  });
});

/** The test data with Lantern's content notes: a term alone, a term with words, a note of its own. */
const noted: AssistantData = {
  ...data,
  books: data.books.map((book) =>
    book.id === "lantern"
      ? {
          ...book,
          notes: [
            { term: "violence", label: "Violence", note: null },
            { term: "war", label: "War", note: "the siege of the town" },
            { term: null, label: null, note: "A dog is lost in a storm." },
          ],
        }
      : book,
  ),
};

test("does a named book have …: yes or no by its content notes, then all of them, and the page", () => {
  expect(replyTo("Does Lantern have violence?", noted)).toEqual({
    topic: "title",
    words:
      "Lantern lists violence. Its content notes: violence; war (the siege of the town); A dog is lost in a storm. What each note means: Content notes.",
    links: ["/book/lantern", "/content-notes"],
  });
  // A word the vocabulary knows the term by.
  expectReplies(noted, [
    [
      "Is there sex in Lantern?",
      "Lantern does not list explicit sex. Its content notes: violence; war (the siege of the town); A dog is lost in a storm. What each note means: Content notes.",
    ],
    [
      "Any content warnings for Lantern?",
      "Lantern lists these content notes: violence; war (the siege of the town); A dog is lost in a storm. What each note means: Content notes.",
    ],
    // What a book is about is not what it shows.
    ["Is Lantern about battles?", "Lantern. A town. It was published on June 18, 2013."],
  ]);
});

test("a named book with no content notes says so, and how to ask the author", () => {
  expect(replyTo("Is The Coming Storm steamy?", noted)).toMatchObject({
    words:
      "The Coming Storm lists no content notes. To ask Test Author about it, leave a question on the blog. The books that list notes are on Content notes.",
    links: ["/book/upcoming", "https://blog.example", "/content-notes"],
  });
  const noBlog = { ...noted, blogUrl: "", contentNotes: { ...noted.contentNotes, href: null } };
  expect(says("Is The Coming Storm steamy?", noBlog)).toBe(
    "The Coming Storm lists no content notes. To ask Test Author about it, use the links at the foot of the page.",
  );
});

test("without a title: which books list the term asked about, or where the notes are", () => {
  expect(replyTo("Which books have fighting?", noted)).toMatchObject({
    topic: "notes",
    words: "Violence is in the content notes of Lantern. Every book's notes: Content notes.",
  });
  expectReplies(noted, [
    [
      "Are there trigger warnings?",
      "Each book's content notes are on its page. Every book's, and what each note means: Content notes.",
    ],
    [
      "Do any books have sex?",
      "No book's content notes list explicit sex. Every book's, and what each note means: Content notes.",
    ],
  ]);
  // A term's word inside another question is that question's.
  expect(topicOf("Is the war series finished?", noted)).toBe("series");
});

test("the assistant's data carries each book's content notes and the vocabulary's words", () => {
  const built = assistantData(
    fixture({
      books: [
        bookFile("one", "contentNotes:\n  - term: explicit-sex\n  - note: A storm.\n"),
        bookFile("two"),
      ],
    }),
    [],
  );
  expect(built.books.find((book) => book.id === "one")?.notes).toEqual([
    { term: "explicit-sex", label: "Explicit sex", note: null },
    { term: null, label: null, note: "A storm." },
  ]);
  expect(built.contentNotes.href).toBe("/content-notes");
  // The vocabulary's own words: "swearing" is strong language, "spicy" explicit sex.
  expect(says("Is there swearing in Book one?", built)).toBe(
    "Book one does not list strong language. Its content notes: explicit sex; A storm. What each note means: Content notes.",
  );
  expect(says("Is Book one spicy?", built)).toMatch(/^Book one lists explicit sex\./);
});

/** Titles with words of the content notes in them, and terms asked by everyday words. */
const titled: AssistantData = {
  ...data,
  books: [
    ...data.books,
    {
      ...book("war-within", "The War Within", "2030-06-01", "June 1, 2030"),
      summary: "A war at home.",
      editions: [{ format: "audiobook", language: null, narrators: [] }],
    },
    {
      ...book("blood-moon", "Blood Moon", "2020-10-31", "October 31, 2020"),
      stores: ["Kobo"],
      notes: [{ term: "violence", label: "Violence", note: null }],
    },
  ],
  contentNotes: {
    href: "/content-notes",
    terms: [
      { term: "violence", label: "Violence", words: ["violent", "blood"] },
      { term: "war", label: "War", words: ["battles"] },
      { term: "death", label: "Death of a loved one", words: ["die", "dies"] },
      { term: "substance-abuse", label: "Substance abuse", words: ["drinking"] },
    ],
  },
};

/** A book of the test data, with nothing but its title and day (as the data writes it too). */
function book(
  id: string,
  title: string,
  pubDate: string,
  published: string,
): AssistantData["books"][number] {
  return {
    id,
    title,
    subTitle: null,
    pubDate,
    published,
    summary: "A story.",
    genres: ["fiction"],
    hasAudio: false,
    editions: [],
    stores: [],
    direct: [],
    notes: [],
  };
}

test("a title's own words are not the question: a book called The War Within is asked when it is out", () => {
  expectReplies(titled, [
    ["When is The War Within out?", "The War Within. A war at home. It comes out on June 1, 2030."],
    ["Is The War Within on audio?", "The War Within comes as an audiobook."],
    ["Where can I buy Blood Moon?", "Blood Moon is sold at Kobo."],
    // The other title a question names is not its question either.
    [
      "Is The War Within a sequel to Blood Moon?",
      "The War Within. A war at home. It comes out on June 1, 2030.",
    ],
  ]);
});

test("a book's content notes answer a question whether it has something, not any that names a term", () => {
  expectReplies(titled, [
    [
      "Does Blood Moon have any violence?",
      "Blood Moon lists violence. Its content notes: violence. What each note means: Content notes.",
    ],
    [
      "Is Blood Moon violent?",
      "Blood Moon lists violence. Its content notes: violence. What each note means: Content notes.",
    ],
    [
      "Are there battles in The War Within?",
      "The War Within lists no content notes. To ask Test Author about it, leave a question on the blog. The books that list notes are on Content notes.",
    ],
    [
      "Any triggers in Blood Moon?",
      "Blood Moon lists these content notes: violence. What each note means: Content notes.",
    ],
  ]);
  // A term's word far from any such question is not asked about.
  expect(replyTo("Is there a free sample I can read while drinking coffee?", titled)).toMatchObject(
    { topic: "fallback", words: FALLBACK_TEXT },
  );
  expect(says("Do any characters die?", titled)).toBe(
    "No book's content notes list death of a loved one. Every book's, and what each note means: Content notes.",
  );
  expect(topicOf("What triggers the plot?", titled)).toBe("fallback");
});

/** The test data with a romance of heat 4 (Steamy) that lists no content notes. */
const romance: AssistantData = {
  ...data,
  books: [
    ...data.books,
    {
      ...book("kiss", "Kiss Me Twice", "2021-02-14", "February 14, 2021"),
      heat: { level: 4, label: "Steamy" },
    },
  ],
};

test("a romance's heat answers how steamy it is, linked to its level of the heat scale", () => {
  for (const question of [
    "Is Kiss Me Twice steamy?",
    "How spicy is Kiss Me Twice?",
    "Is Kiss Me Twice a clean romance?",
    "Is Kiss Me Twice closed door?",
    "How much sex is in Kiss Me Twice?",
    "Does Kiss Me Twice have sex scenes?",
  ]) {
    const reply = answer(question, romance, TODAY);
    expect(words(reply)).toBe("Kiss Me Twice is level 4 of the heat scale: Steamy.");
    expect(links(reply)).toEqual(["/book/kiss", "/tropes#heat-4"]);
  }
  // Asked about more than sex, the notes answer.
  expectReplies(romance, [
    [
      "Is there violence or sex in Kiss Me Twice?",
      "Kiss Me Twice lists no content notes. To ask Test Author about it, leave a question on the blog. The books that list notes are on Content notes.",
    ],
    // A book without a heat: its notes, as before.
    [
      "How spicy is The Coming Storm?",
      "The Coming Storm lists no content notes. To ask Test Author about it, leave a question on the blog. The books that list notes are on Content notes.",
    ],
  ]);
});

test("the assistant's data gives a romance's heat, level and name, and nothing for other books", () => {
  const built = assistantData(
    fixture({ books: [bookFile("one", "heat: 4\n"), bookFile("two")] }),
    [],
  );
  expect(built.books.find((b) => b.id === "one")?.heat).toEqual({ level: 4, label: "Steamy" });
  expect(built.books.find((b) => b.id === "two")).not.toHaveProperty("heat");
  expect(says("Is Book one spicy?", built)).toBe("Book one is level 4 of the heat scale: Steamy.");
});

/** A press of three names: Ada alone, Mary alone and with Ada, and Zed, with no book yet. */
const press = assistantData(
  fixture({
    authors: [
      authorFile("ada", "Ada Lovelace"),
      authorFile("mary", "Mary Shelley"),
      authorFile("zed", "Zed Abbott"),
    ],
    books: [
      bookFile("engine", "title: The Engine\nauthors: [ada]\npubDate: 2020-01-01\n"),
      bookFile("monster", "title: The Monster\nauthors: [mary, ada]\npubDate: 2021-01-01\n"),
      bookFile("lastman", "title: The Last Man\nauthors: [mary]\npubDate: 2019-01-01\n"),
    ],
  }),
  [],
);

test("on a site of several authors, what else an author has written: their books, newest first, and their page", () => {
  expect(replyTo("What else has Ada Lovelace written?", press)).toEqual({
    topic: "author",
    words: "Ada Lovelace has written 2 books: The Monster and The Engine.",
    links: ["/authors/ada", "/book/monster", "/book/engine"],
  });
  // By the surname alone, which no other author has; and an author with no book yet.
  expect(replyTo("Anything new from Shelley?", press).links).toEqual([
    "/authors/mary",
    "/book/monster",
    "/book/lastman",
  ]);
  expect(replyTo("what has zed abbott written", press)).toEqual({
    topic: "author",
    words: "Zed Abbott's first book is on its way.",
    links: ["/authors/zed"],
  });
});

test("on a site of several authors, who wrote a book: its authors in its credits' order, each linked", () => {
  expect(replyTo("Who wrote The Monster?", press)).toEqual({
    topic: "title",
    words: "The Monster is by Mary Shelley and Ada Lovelace.",
    links: ["/book/monster", "/authors/mary", "/authors/ada"],
  });
  // A site of one author names no author of its own: its data has none, and its answers are as before.
  const one = assistantData(fixture(), []);
  expect(one.authors).toEqual([]);
  expect(one.books.every((book) => book.by === undefined)).toBe(true);
  expect(replyTo("Who wrote Book one?", one).topic).toBe("title");
  expect(replyTo("Who wrote Book one?", one).words).not.toContain(" is by ");
});
