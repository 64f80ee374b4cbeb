import { z } from "zod";
import { type BookStore, STORE_NAMES } from "../content/store-names.ts";
import {
  ALIAS_PATH,
  isHttpsUrl,
  isLinkPattern,
  isSeriesPosition,
  isVideoId,
  STORE_ID,
} from "../content/validators.ts";
import { analyticsSchema } from "./analytics.ts";
import { apartSiteSchema, OWN_SETTINGS, shownAuthors } from "./apart-sites.ts";
import { portraitPath, socialProfiles } from "./authors.ts";
import { oneOf, shown } from "./content-messages.ts";
import { contentNotesField } from "./content-notes-schema.ts";
import {
  BOOK_STORE_FIELDS,
  bookEditions,
  bookWideStores,
  editionProblems,
  editionSchema,
  isbnField,
} from "./editions.ts";
import {
  choice,
  count,
  day,
  expecting,
  fields,
  httpsUrl,
  httpsUrlOrNone,
  idList,
  localTime,
  STORE_ID_RULE,
  slug,
  storeId,
  text,
  timeZone,
  words,
} from "./schema-fields.ts";
import { magnetSchema, reviewTeamSchema } from "./signups.ts";
import { startSchema } from "./start-page.ts";
import { subscribeSchema } from "./subscribe-providers.ts";
import { themeSchema } from "./theme.ts";
import { heatField, tropesField } from "./trope-fields.ts";

/**
 * Schemas for the files under `content/`. Each one types and validates a single file; its
 * fields are kinds from ./schema-fields.ts, which word the messages in the author's terms.
 */

/** A Markdown file's front matter, whose fields `owner` writes as name: value lines. */
const frontMatter = (noun: string, owner: string) => ({
  whole: "the front matter",
  noun,
  expected: `write ${owner} fields as name: value lines`,
});

const keywords = z
  .array(words("a word or phrase"), {
    error: expecting("list words visitors might search for, such as [prophecy, thriller]"),
  })
  .default([]);

export const GENRES = ["fiction", "nonfiction", "single"] as const;
export const genreSchema = choice(GENRES);
const genres = (least: number) => {
  const error = expecting(`list ${least > 0 ? "one or more" : "any"} of ${oneOf(GENRES)}`);
  return z.array(genreSchema, { error }).min(least, { error });
};

/** The video trailer: an id (played embedded) or an https link (opened in a new tab). */
const trailerUrl = text({
  expected:
    'write a video id (6 to 20 letters, digits, _ or -) or an https:// link, or "" for none',
  test: (value) => isVideoId(value) || isHttpsUrl(value),
  empty: true,
}).default("");

export const categorySchema = fields(
  {
    key: slug("the category's key"),
    label: words("the label shown on the shelf"),
    genres: genres(0).optional(),
  },
  { expected: "write the category's key:, label: and genres:" },
);
export const categoriesFileSchema = fields(
  {
    categories: z
      .array(categorySchema, { error: expecting("list the categories, each with key and label") })
      .min(1, { error: expecting("list at least one category") }),
  },
  {
    noun: "the categories file",
    expected: "start the file with categories: and list them under it",
  },
);

/** Whether a series is finished: its page and its books' series lines say so. */
export const SERIES_STATUSES = ["complete", "ongoing"] as const;

export const seriesFrontmatter = fields(
  {
    id: slug("the series' id"),
    key: slug("the series page's address (/series/{key})"),
    title: words("the series' title"),
    genres: genres(1),
    keywords,
    trailerUrl,
    status: choice(SERIES_STATUSES).optional(),
    /** The books an ongoing series is planned to run to (its whole-numbered places). */
    planned: count(
      "write how many books the series will have, such as 5, or leave planned out",
    ).optional(),
  },
  frontMatter("a series", "the series'"),
);

/** The series number the spec gives a box set or complete edition: no number is shown. */
export const BOX_SET_NUMBER = 9999;
const SERIES_NUM = expecting(
  `write the book's place in its series, such as 2 or 2.5, or ${BOX_SET_NUMBER} for a box set; leave it out for a book outside a numbered order`,
);

/**
 * A book's front matter as the author writes it. `bookEntry` below reads it into what the
 * site uses (the series number or none, and whether it is a box set).
 */
export const bookFrontmatter = fields(
  {
    id: slug("the book's id (its file's name without .md)"),
    title: words("the book's title"),
    subTitle: words("the subtitle, or leave the field out").optional(),
    categories: idList("category key", "[christian, featured]"),
    genres: genres(1),
    series: idList("series id", "[my-series]"),
    /** Who wrote it, in the order the book credits them (ids of content/authors/). */
    authors: idList("author id", "[jane-doe]"),
    /** The place in the series' reading order: 2.5 sits between 2 and 3 (a novella, say). */
    seriesNum: z
      .number({ error: SERIES_NUM })
      .refine((n) => n === BOX_SET_NUMBER || isSeriesPosition(n), { error: SERIES_NUM })
      .optional(),
    /** The books a box set or collection gathers, in its order. */
    contains: idList("book id", "[first-book, second-book]"),
    /** A store id, or the audiobook's full page at a store with no pattern (all serve https). */
    audioId: text({
      expected: `write the audiobook store's id (${STORE_ID_RULE}) or the audiobook's https:// page, or "" for none`,
      test: (value) => STORE_ID.test(value) || isHttpsUrl(value),
      empty: true,
    }).default(""),
    related: idList("book id", "[first-book, second-book]"),
    hidden: z.boolean({ error: expecting("write true or false") }).default(false),
    amazonId: storeId("B0BNKA4001"),
    pubDate: day(),
    goodreadsId: storeId("63450982-my-first-book"),
    trailerUrl,
    keywords,
    /** The tropes readers choose by, in their words; each has a page (./trope-fields.ts). */
    tropes: tropesField,
    /** A romance's heat, a level of the site's scale (app/content/tropes.ts); absent for any other book. */
    heat: heatField.optional(),
    /** Endorsements printed on the book's page: never ratings, which would be self-serving reviews. */
    praise: z
      .array(
        fields(
          {
            quote: words("the quotation"),
            source: words("who said it"),
            outlet: words("where it appeared, or leave the field out").optional(),
          },
          { expected: "write quote: and source: (and outlet: if any)" },
        ),
        { error: expecting("list quotations, each with quote: and source:") },
      )
      .default([]),
    /** What the book contains that a reader may want to know first (app/content/content-notes.ts). */
    contentNotes: contentNotesField,
    /** The book's pages at stores beyond Amazon, listed under "More stores"; all serve https. */
    stores: fields(
      {
        apple: httpsUrl(`the book's page at ${STORE_NAMES.apple}`).optional(),
        kobo: httpsUrl(`the book's page at ${STORE_NAMES.kobo}`).optional(),
        barnesAndNoble: httpsUrl(`the book's page at ${STORE_NAMES.barnesAndNoble}`).optional(),
        bookshop: httpsUrl(`the book's page at ${STORE_NAMES.bookshop}`).optional(),
      } satisfies Record<BookStore, unknown>,
      { expected: "write one store a line, such as kobo: https://..." },
    ).default({}),
    /** Kept as its ISBN-13, its check digit verified (app/content/isbn.ts). */
    isbn: isbnField().optional(),
    /** The formats the book is sold in, each with its ISBN, details and stores (./editions.ts). */
    editions: z
      .array(editionSchema, {
        error: expecting("list the book's editions, each starting with - format: (such as ebook)"),
      })
      .default([]),
    aliases: z
      .array(
        text({
          expected:
            "write a path such as /tyrant: a slash, then lowercase letters and digits joined by hyphens",
          pattern: ALIAS_PATH,
        }),
        { error: expecting("list paths such as [/tyrant]") },
      )
      .default([]),
  },
  frontMatter("a book", "the book's"),
);

/**
 * A book as the site reads it. A box set or complete edition (outside the numbered reading
 * order, 'Book N' never shown) is one that lists the books it `contains`, or is marked with
 * the spec's `seriesNum: 9999` (for a box set whose books are not on the site). A book
 * without a series number is not a box set: it simply has no place in a numbered order.
 */
export const bookEntry = bookFrontmatter
  .superRefine((book, ctx) => {
    const numbered = book.seriesNum !== undefined && book.seriesNum !== BOX_SET_NUMBER;
    if (book.contains.length > 0 && numbered) {
      ctx.addIssue({
        code: "custom",
        path: ["seriesNum"],
        input: book.seriesNum,
        message: `seriesNum is ${book.seriesNum}, but a book that lists the books it contains is a box set, outside the numbered order: leave seriesNum out`,
      });
    }
    if (book.editions.length > 0) {
      for (const field of BOOK_STORE_FIELDS) {
        const value = book[field];
        const written =
          typeof value === "string"
            ? value !== ""
            : value !== undefined && Object.keys(value).length > 0;
        if (!written) continue;
        ctx.addIssue({
          code: "custom",
          path: [field],
          input: value,
          message: `${field} is ${typeof value === "string" ? shown(value) : "set"}, but the book lists editions: write it in the edition it belongs to (${EDITION_FIELD[field]}), so each format has its own`,
        });
      }
    }
    for (const issue of editionProblems(book.editions)) ctx.addIssue({ code: "custom", ...issue });
  })
  .transform(({ seriesNum, editions: written, ...book }) => {
    const editions = bookEditions(book, written);
    return {
      ...book,
      ...(written.length > 0 && bookWideStores(editions)),
      /** Each format the book is sold in; a book without `editions:` has one, of no format. */
      editions,
      /** The place in the series' reading order; `null` for a box set or an unnumbered book. */
      seriesNum: seriesNum === undefined || seriesNum === BOX_SET_NUMBER ? null : seriesNum,
      boxSet: seriesNum === BOX_SET_NUMBER || book.contains.length > 0,
    };
  });

/** Where each book-wide store field goes in an edition. */
const EDITION_FIELD: Record<(typeof BOOK_STORE_FIELDS)[number], string> = {
  amazonId: "stores: amazon: under the ebook or print edition",
  audioId: "stores: audible: under the audiobook edition",
  isbn: "isbn: under each edition",
  stores: "stores: under each edition",
};

/** A sample chapter, `content/samples/{book id}.md`: its title, then the text. */
export const sampleFrontmatter = fields(
  { title: words("the chapter's title") },
  { whole: "the front matter", noun: "a sample", expected: "write title: and the chapter's title" },
);

/**
 * A book-club guide, `content/guides/{book id}.md`, named after its book as a sample is: if the
 * author writes one, a warning of the spoilers in it (the only field, so the front matter is
 * optional); then the text, with its numbered questions.
 */
export const guideFrontmatter = fields(
  {
    /** The author's own warning, shown above the questions; none unless written. */
    spoilers: words(
      'a warning of what the questions give away, such as "These questions discuss the ending."',
    ).optional(),
  },
  {
    whole: "the front matter",
    noun: "a book-club guide",
    expected: "write spoilers: and your warning, or leave the front matter out",
    elsewhere: (key) =>
      key === "book"
        ? "take it out: a guide is to the book its file is named after, content/guides/{book id}.md"
        : undefined,
  },
);

export const newsFrontmatter = fields(
  {
    id: slug("the news item's id"),
    title: words("the headline"),
    categories: idList("category key", "[christian]"),
    genres: genres(0).default([]),
    series: idList("series id", "[my-series]"),
    related: idList("book id", "[first-book]"),
    amazonId: storeId("B0BNKA4001"),
    pubDate: day(),
    keywords,
    /** The post on the author's blog, which is served over https. */
    contentUrl: httpsUrl("the blog post's address"),
  },
  frontMatter("a news item", "the news item's"),
);

/**
 * An event, `content/events/{id}.md`: a reading, a signing, a launch or a talk, in a place or
 * online (or both), at a time on the clock of its own zone; the text is its description.
 */
export const eventFrontmatter = fields(
  {
    id: slug("the event's id (its file's name without .md)"),
    title: words("the event's name"),
    start: localTime("the start"),
    end: localTime("the end, or leave the field out").optional(),
    timeZone: timeZone(),
    place: fields(
      {
        venue: words("the venue's name"),
        address: words("the venue's address, as a visitor would find it"),
      },
      { expected: "write the place's venue: and address:, indented under it" },
    ).optional(),
    /** Where to join an online event (a stream, a video call), which is served over https. */
    online: httpsUrl("the address to join the event online").optional(),
    books: idList("book id", "[first-book]"),
  },
  frontMatter("an event", "the event's"),
).superRefine((event, ctx) => {
  if (event.end !== undefined && event.end <= event.start) {
    ctx.addIssue({
      code: "custom",
      path: ["end"],
      input: event.end,
      message: `end is '${event.end.replace("T", " ")}', which is not after the start (${event.start.replace("T", " ")}): write when the event ends, after it starts`,
    });
  }
  if (event.place === undefined && event.online === undefined) {
    ctx.addIssue({
      code: "custom",
      path: [],
      input: event,
      message:
        "the event has no place and no online link: write place: (with venue: and address:) or online: with its https:// address, or both",
    });
  }
});

/** A store's page address with `{id}` where a book's store id goes (all stores serve https). */
const linkPattern = (store: string) =>
  text({
    expected: `write the ${store}'s book page with {id} where the book's id goes, such as https://shop.example/dp/{id}`,
    test: isLinkPattern,
  });

const section = (what: string) => ({ expected: `write ${what}'s fields, indented under it` });

/**
 * A home page section's title, where the author gives one. Left out, the page data gives it in
 * the site's language (../pages/home-page.ts, sectionTitles): the schema says no words of the
 * site's own, as the Vite configuration reads it where no messages resolve.
 */
const sectionTitle = (what: string, example: string) =>
  words(`${what}, such as ${example}`).optional();
const SINGLES_TITLE_RULE =
  "the title of the home page's section of singles (the books of genre single), such as Kindle Singles or Short Reads";

export const siteSchema = fields(
  {
    /** The site's own address, for canonical links and feeds; it is served over https. */
    url: httpsUrl("the site's own address"),
    /**
     * The language the site speaks, as a tag (`en`, `de`, `pt-BR`): every word it writes is
     * from that language's catalogue (app/i18n/messages/), which ./parse-catalogue.ts checks.
     */
    language: text({
      expected: "write the site's language as a tag such as en, de or pt-BR",
      pattern: /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/,
    }).default("en"),
    author: fields(
      {
        name: words("the author's name"),
        initials: words("the author's initials, such as N.K."),
        surname: words("the author's surname"),
        tagline: words("a line under the author's name"),
        bio: words("the author's biography"),
        /** The file `npm run assets` writes, too. */
        portrait: portraitPath("author"),
      },
      section("author"),
    ),
    intro: fields(
      { heading: words("the home page's heading"), text: words("the home page's introduction") },
      section("intro"),
    ),
    /**
     * The titles of the home page's sections of covers (../catalogue/book-sections.ts). The
     * singles' has no default: what an author calls their short works (Kindle Singles, Short
     * Reads) is theirs to say, and a site with singles must say it (./parse-catalogue.ts).
     */
    sections: fields(
      {
        featured: sectionTitle("the featured books' title", "Featured Books"),
        fiction: sectionTitle("the fiction's title", "Fiction Books"),
        nonfiction: sectionTitle("the nonfiction's title", "Nonfiction Books"),
        singles: words(SINGLES_TITLE_RULE).optional(),
      },
      section("sections"),
    ).default({}),
    /** Profiles visitors open (none is allowed: a new site may have none yet); all serve https. */
    social: socialProfiles("the author's"),
    links: fields(
      {
        retail: linkPattern("retail store"),
        audiobook: linkPattern("audiobook store"),
        review: linkPattern("review site"),
      },
      section("links"),
    ),
    /**
     * Where an edition's own store (its `direct:`) stands among its stores: `first`, the
     * format's button, or `last`, after the retailers, for an author who wants their reviews.
     */
    directStores: choice(["first", "last"]).default("first"),
    /** Whether each edition with an ISBN shows where to borrow it (WorldCat, Libby). */
    borrow: z
      .boolean({ error: expecting("write true, or false to show no library links") })
      .default(true),
    /** The author's blog, which serves https; "" or left out for none (no Blog link). */
    blogUrl: httpsUrlOrNone("the blog's address"),
    /**
     * The author's store front (a Payhip, Shopify or Gumroad store's home page): "Shop" in the
     * header and footer; "" or left out for none.
     */
    shopUrl: httpsUrlOrNone("your store's address"),
    assistant: fields(
      {
        questions: z
          .array(words("a question"), { error: expecting("list the seven preset questions") })
          .length(7, { error: expecting("list exactly seven preset questions") }),
      },
      section("assistant"),
    ),
    /**
     * Where Core Web Vitals are sent; empty logs them to the console. https: a beacon from an
     * https page to http is blocked as mixed content, and its origin goes into the page policy.
     */
    vitalsBeaconUrl: httpsUrlOrNone("the beacon's address", "to log to the console"),
    /** The mailing-list form in the footer: its service and settings (./subscribe-providers.ts). */
    subscribe: subscribeSchema.optional(),
    /** A free book for joining the mailing list, on a page of its own (./signups.ts). */
    magnet: magnetSchema.optional(),
    /** The review team's page, where readers apply to read books before release (./signups.ts). */
    reviewTeam: reviewTeamSchema.optional(),
    /** The Start here page: the author's ways into the catalogue (./start-page.ts). */
    start: startSchema.optional(),
    /** The privacy-friendly analytics that count visits, if any (./analytics.ts). */
    analytics: analyticsSchema.optional(),
    /** The site's colours and faces (app/schema/theme.ts); absent, the sample's look. */
    theme: themeSchema,
    /** The authors of content/authors/ this site shows; every one unless written. */
    authors: shownAuthors("the site").optional(),
    /** Sites apart, from the same catalogue, each showing its own authors (./apart-sites.ts). */
    sites: z
      .array(apartSiteSchema, {
        error: expecting("list the sites apart, each with id:, authors: and url:"),
      })
      .default([]),
  },
  { noun: "the site settings", expected: "write the settings as name: value lines" },
);

/**
 * A site apart as the editor's form writes it: its own fields, and each setting it may give
 * itself as the main settings' field (./apart-sites.ts reads the file's own, merged).
 */
const apartSiteForm = apartSiteSchema.extend(
  Object.fromEntries(OWN_SETTINGS.map((key) => [key, siteSchema.shape[key].optional()])),
);

/** The site settings as the editor's form writes them: each site apart's settings as fields. */
export const siteForm = siteSchema.extend({ sites: z.array(apartSiteForm).default([]) });
