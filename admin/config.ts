import type { CmsBackend, CmsCollection, CmsConfig, CmsField } from "decap-cms-core";
import { CONTENT_NOTE_TERMS } from "~/content/content-notes";
import { knownTimeZones } from "~/content/event-times";
import { assetPaths, basePath, publicFile } from "~/content/paths";
import { BOOK_STORES, STORE_NAMES } from "~/content/store-names";
import { HEAT_SCALE } from "~/content/tropes";
import { FILE_SCHEMAS } from "~/schema/parse-catalogue";
import { siteForm } from "~/schema/schema";
import { datePicker } from "./date-picker";
import { editionHints } from "./edition-hints";
import type { FolderKind, SettingsKind } from "./entry-file";
import { fieldsOf, type Hint, type Hints, jsonSchemaOf } from "./fields";
import { formatName } from "./file-format";

/**
 * The editor's configuration: one collection per kind of content file, each with the fields
 * its schema generates (./fields.ts) and the hints below. The files it writes are the ones a
 * hand edit would change, in the same places; the build validates them the same way.
 */

/** A choice of one or more entries of another collection, saved as their ids. */
const choiceOf = (collection: string, label: string, hint: string) => ({
  label,
  hint,
  widget: "relation" as const,
  collection,
  value_field: "id",
  search_fields: ["title", "id"],
  display_fields: ["title"],
  multiple: true,
});

const ID_HINT =
  "Lowercase letters and digits joined by hyphens. It becomes the page's address and the file's name; do not change it once the page is published.";

const shared: Hints = {
  id: { label: "Id", hint: ID_HINT },
  categories: {
    label: "Categories",
    hint: "The shelves it is filed under.",
    widget: "relation",
    collection: "categories",
    file: "categories",
    value_field: "categories.*.key",
    search_fields: ["categories.*.label"],
    display_fields: ["categories.*.label"],
    multiple: true,
  },
  genres: { label: "Genres", hint: "The home page sections it appears in." },
  series: choiceOf("series", "Series", "The series it belongs to."),
  related: choiceOf("books", "Related books", "Books to suggest beside it."),
  amazonId: { label: "Amazon product id (ASIN)", hint: "Such as B0BNKA4001." },
  keywords: { label: "Keywords", hint: "Words visitors might search for." },
};

/** Book-wide store fields, which a book with editions writes in each edition instead. */
const WITHOUT_EDITIONS =
  "Only for a book without editions: with editions, each edition has its own.";

/** An author's file: a pen name, or one of a press's authors (content/authors/). */
const authorHints: Hints = {
  id: { label: "Id", hint: `${ID_HINT} Books name their authors by it.` },
  name: { label: "Name", hint: "The name as the books credit it." },
  sortName: { label: "Sort name", hint: "As a list sorts it, such as Ashford, Nathan K." },
  shortBio: {
    label: "Short bio",
    hint: "One line, at most 150 characters: under the name on cards.",
  },
  portrait: {
    hint: "Under /assets/authors/, at the size you have: the press kit offers it whole.",
  },
  portraitCredit: { label: "Portrait credit", hint: "Such as Photo by Jane Doe." },
  pronunciation: { hint: "How to say the name, such as NAY-thun ASH-ford." },
  press: { label: "Press contact", collapsed: true },
  bios: {
    label: "Press kit bios",
    collapsed: true,
    fields: { short: { widget: "text" }, medium: { widget: "text" } },
  },
  subscribe: {
    label: "Own mailing list",
    collapsed: true,
    hint: "Only where this name has a list of its own: offered on the author's page in place of the site's.",
  },
};

export const bookHints: Hints = {
  ...shared,
  authors: {
    ...choiceOf("authors", "Authors", "Who wrote it, in the order the book credits them."),
    search_fields: ["name", "id"],
    display_fields: ["name"],
  },
  title: { label: "Title" },
  subTitle: { label: "Subtitle" },
  seriesNum: {
    label: "Place in the series",
    hint: "1, 2, 3 ... or 2.5 for a novella between 2 and 3. Leave empty for a book outside a numbered order. A box set lists its books under Contains; if they are not on the site, write 9999 here.",
  },
  contains: choiceOf("books", "Contains", "For a box set: the books it gathers, in order."),
  amazonId: {
    label: "Amazon product id (ASIN)",
    hint: `Such as B0BNKA4001. ${WITHOUT_EDITIONS}`,
  },
  audioId: {
    label: "Audiobook id or link",
    hint: `The audiobook's store id, or its https page. ${WITHOUT_EDITIONS}`,
  },
  hidden: {
    label: "Hidden",
    hint: "Keep the book off every list; its page is reachable only by link.",
  },
  pubDate: {
    label: "Publication date",
    hint: "A date still to come shows the book as a pre-order.",
    ...datePicker,
  },
  goodreadsId: { label: "Goodreads id", hint: "Such as 63450982-my-first-book." },
  trailerUrl: { label: "Trailer", hint: "A YouTube video id, or an https link to the trailer." },
  praise: {
    label: "Praise",
    label_singular: "quotation",
    hint: "Endorsements shown below the description. No ratings or stars.",
    fields: {
      quote: { label: "Quotation", widget: "text" },
      source: { label: "Who said it" },
      outlet: { label: "Where (optional)" },
    },
  },
  contentNotes: {
    label: "Content notes",
    label_singular: "content note",
    hint: "What the book contains that a reader may want to know before starting, shown on its page only when a reader opens them. Choose a term the site explains, add your own words beside it if you wish, or leave the term empty for a note of your own.",
    summary: "{{fields.term}} {{fields.note}}",
    collapsed: true,
    fields: {
      term: {
        label: "Term",
        widget: "select",
        options: Object.entries(CONTENT_NOTE_TERMS).map(([value, { label }]) => ({ label, value })),
      },
      note: { label: "In your own words (optional)" },
    },
  },
  stores: {
    label: "Other stores",
    hint: `The book's https pages at stores beyond Amazon, listed under More stores. ${WITHOUT_EDITIONS}`,
    collapsed: true,
    fields: Object.fromEntries(BOOK_STORES.map((store) => [store, { label: STORE_NAMES[store] }])),
  },
  isbn: { label: "ISBN", hint: `The ISBN-13 or ISBN-10; hyphens are fine. ${WITHOUT_EDITIONS}` },
  editions: {
    label: "Editions",
    label_singular: "edition",
    hint: "Each format the book is sold in (hardcover, ebook, audiobook, a translation...), with its own ISBN, details, prices and stores. With editions, leave the book's ISBN, Amazon id, audiobook and other stores empty.",
    summary: "{{fields.format}} {{fields.language}}",
    collapsed: true,
    fields: editionHints,
  },
  aliases: { label: "Short addresses", hint: "Extra paths for the book's page, such as /tyrant." },
  tropes: {
    label: "Tropes",
    hint: "The story patterns readers choose by, in their words, such as found family or enemies to lovers. Each gets a page listing its books (/tropes/found-family): write a trope the same way in every book.",
  },
  heat: {
    label: "Heat",
    hint: "For a romance only: how much intimacy is on the page, on the site's scale (explained on /tropes). Leave empty for any other book.",
    widget: "select",
    // Each option's value is the level, a number: Decap's select shows a file's value only if
    // it equals an option's (a file of heat: 2 opened blank when the values were the labels), and
    // saves the number as it is, heat: 2, which the build reads.
    options: HEAT_SCALE.map(({ level, label, explanation }) => ({
      label: `${level} ${label}: ${explanation}`,
      value: level,
    })),
  },
};

export const seriesHints: Hints = {
  id: { label: "Id", hint: `${ID_HINT} Books name their series by it.` },
  key: { label: "Address", hint: "The series page is /series/{address}." },
  title: { label: "Title" },
  genres: shared.genres ?? {},
  keywords: shared.keywords ?? {},
  trailerUrl: bookHints.trailerUrl ?? {},
  status: {
    label: "Status",
    hint: "complete or ongoing: the series page and each book's series line say so (Book 2 of 8 in The Series · the series is complete). Leave empty to say neither.",
  },
  planned: {
    label: "Planned books",
    hint: "For an ongoing series: how many books it will have in all (Book 2 of 5 planned).",
  },
};

export const newsHints: Hints = {
  ...shared,
  title: { label: "Headline" },
  pubDate: { label: "Date", ...datePicker },
  contentUrl: { label: "Blog post", hint: "The full post's https address." },
};

export const sampleHints: Hints = { title: { label: "Chapter title" } };

export const guideHints: Hints = {
  spoilers: {
    label: "Spoiler warning",
    hint: "Only if the questions give the story away, in your words, such as: Questions 8 to 12 talk about the ending. Left empty, the page warns of nothing.",
  },
};

/**
 * An event's times are on its own zone's clock, written as `2026-12-05 19:00`: the picker
 * works in UTC both ways, so what it shows is what the file holds, whatever the clock of the
 * computer the author edits on.
 */
const eventTime = {
  widget: "datetime",
  format: "YYYY-MM-DD HH:mm",
  date_format: "YYYY-MM-DD",
  time_format: "HH:mm",
  picker_utc: true,
} as const;

const zones = knownTimeZones();

export const eventHints: Hints = {
  id: { label: "Id", hint: ID_HINT },
  title: { label: "Name", hint: "Such as: Launch party for My First Book." },
  start: { label: "Starts", hint: "On the clock of the place it is held.", ...eventTime },
  end: { label: "Ends", ...eventTime },
  timeZone: {
    label: "Time zone",
    hint: "Where the event's clock is, such as America/Chicago or Europe/London.",
    ...(zones.length > 0 ? { widget: "select", options: zones } : {}),
  },
  place: {
    label: "Place",
    hint: "The venue and its address. Leave both empty for an event only online.",
    collapsed: false,
    required: false,
    // Both or neither: saving says which is missing.
    fields: {
      venue: { label: "Venue", required: false },
      address: { label: "Address", required: false },
    },
  },
  online: { label: "Join online", hint: "The https address to watch or join it." },
  books: choiceOf("books", "Books", "The books it is about; their pages list it."),
};

/** How a mailing list tells the free book's or the review team's subscribers apart. */
const signupHints: Hint = {
  label: "Sign-up on your mailing list",
  collapsed: true,
  hint: "Instead of a landing page: how your mailing list tells these subscribers apart. Buttondown: tag. Kit: formId or tagId. MailerLite: groupId or formId. Mailchimp: tagId or group. WordPress.com cannot (docs/mailing-list.md).",
  fields: {
    tag: { label: "Buttondown tag", hint: "Buttondown: the tag's name." },
    formId: {
      label: "Form number",
      hint: "Kit or MailerLite: a form of its own, as in its embed code's action.",
    },
    tagId: {
      label: "Tag number",
      hint: "Kit: the value of the tag's tags[] field. Mailchimp: the value of the hidden tags field.",
    },
    groupId: {
      label: "MailerLite group number",
      hint: "The value of the group's groups[] field in the embed code.",
    },
    group: {
      label: "Mailchimp group field",
      hint: "The name of the group's field in the embed code, such as group[13145][4].",
    },
  },
};

/**
 * The text below the front matter, in the site's Markdown subset (paragraphs, **bold**, rules),
 * edited as plain Markdown in a labelled text box: what the author types is what the file holds
 * (a rich-text round trip would rewrite the existing descriptions' markup on every save, and
 * Decap's Markdown editor has no accessible name).
 */
const body = (label: string): CmsField => ({
  name: "body",
  label,
  hint: "Markdown: paragraphs separated by a blank line; `**bold**`; a line of `---` for a break.",
  widget: "text",
});

/** A guide's text: a description's Markdown, and its numbered questions. */
const guideBody: CmsField = {
  ...body("Questions"),
  hint: "A few words for the group, then the questions, each on a line starting with its number (1. Why...), with a blank line before the first. Numbers are kept as you write them, so a second list may start at 8. Paragraphs between lists, such as **After the last page**, are fine; lines starting with - are a list without numbers.",
};

/** The cover: uploaded into public/assets/books as {id}.jpg (see ./cover-widget.tsx). */
const cover: CmsField = {
  name: "cover",
  label: "Cover",
  hint: "A JPEG at 2:3 (such as 1600 x 2400 pixels). It is saved as public/assets/books/{id}.jpg.",
  widget: "cover",
  required: false,
  // The folder covers are uploaded to, and where the site serves them from.
  media_folder: `/${publicFile(assetPaths.folders.books)}`,
  public_folder: assetPaths.folders.books,
} as CmsField; // "cover" is our widget (./cover-widget.tsx); Decap's types know only its own.

/**
 * The book a sample or a guide is to: its file is named after it. Only needed when one is
 * created (an existing one keeps its file), and not written into the file (see `entryText`
 * in ./file-format.ts).
 */
const bookOf = (what: string): CmsField => ({
  ...choiceOf("books", "Book", `The book this is ${what}. Its file is named after the book.`),
  name: "book",
  multiple: false,
  required: false,
});

const markdownFolder = (
  name: FolderKind,
  label: string,
  labelSingular: string,
  fields: CmsField[],
  extra: Partial<CmsCollection> = {},
): CmsCollection => ({
  name,
  label,
  label_singular: labelSingular,
  folder: `content/${name}`,
  extension: "md",
  format: formatName(name),
  create: true,
  slug: "{{fields.id}}",
  identifier_field: "id",
  summary: "{{title}}",
  fields,
  ...extra,
});

/** The hint of a mailing-list setting only WordPress.com's subscription has. */
const WORDPRESS_ONLY = { hint: "WordPress.com only." };

/** A collection's fields: its schema's, with their hints (./fields.ts). */
const schemaFields = (name: FolderKind | SettingsKind, hints: Hints) =>
  fieldsOf(jsonSchemaOf(name === "site" ? siteForm : FILE_SCHEMAS[name]), hints);

/** A settings file (`content/{name}.yaml`), a collection of its own: no page, so no preview. */
const settingsFile = (
  name: SettingsKind,
  label: string,
  fileLabel: string,
  hints: Hints,
): CmsCollection => ({
  name,
  label,
  format: formatName(name),
  editor: { preview: false },
  files: [
    {
      name,
      label: fileLabel,
      file: `content/${name}.yaml`,
      fields: schemaFields(name, hints),
    },
  ],
});

export const collections: CmsCollection[] = [
  markdownFolder("books", "Books", "Book", [
    ...schemaFields("books", bookHints).flatMap((field) =>
      field.name === "title" ? [field, cover] : [field],
    ),
    body("Description"),
  ]),
  markdownFolder("series", "Series", "Series", [
    ...schemaFields("series", seriesHints),
    body("Description"),
  ]),
  markdownFolder("news", "News", "News item", [
    ...schemaFields("news", newsHints),
    body("Summary"),
  ]),
  markdownFolder("events", "Events", "Event", [
    ...schemaFields("events", eventHints),
    body("Description"),
  ]),
  markdownFolder(
    "authors",
    "Authors",
    "Author",
    [...schemaFields("authors", authorHints), body("Biography")],
    { summary: "{{name}}" },
  ),
  markdownFolder(
    "samples",
    "Samples",
    "Sample chapter",
    [bookOf("a sample of"), ...schemaFields("samples", sampleHints), body("Text")],
    { slug: "{{fields.book}}", identifier_field: "title" },
  ),
  markdownFolder(
    "guides",
    "Book-club guides",
    "Book-club guide",
    [bookOf("a guide to"), ...schemaFields("guides", guideHints), guideBody],
    { slug: "{{fields.book}}", identifier_field: "book", summary: "{{filename}}" },
  ),
  settingsFile("categories", "Categories", "Categories", {
    categories: { label_singular: "category", summary: "{{fields.label}}" },
  }),
  settingsFile("site", "Site settings", "Author, links and settings", {
    url: { label: "Site address" },
    language: {
      label: "Language",
      hint: "The language the site speaks, as a tag: en, es, de, fr or he, or one with a catalogue in app/i18n/messages/ (docs/languages.md).",
    },
    blogUrl: { label: "Blog address" },
    shopUrl: {
      label: "Your store",
      hint: "Your store front's https address (at Payhip, Shopify, Gumroad...): Shop in the header and footer. Leave empty for none.",
    },
    vitalsBeaconUrl: { label: "Web vitals endpoint" },
    directStores: {
      label: "Your own store's place",
      hint: "Where an edition you sell yourself shows among its stores: first (the format's button) or last, after the retailers.",
    },
    author: {
      fields: { bio: { widget: "text" }, portrait: { hint: "Under /assets/author/." } },
    },
    intro: { fields: { text: { widget: "text" } } },
    authors: {
      label: "Authors shown",
      hint: "The authors this site shows, by id: every author of the catalogue when left empty.",
    },
    sites: {
      label: "Sites apart",
      collapsed: true,
      hint: "Other sites from the same catalogue, each showing its own authors at its own address (docs/authors.md). Give each its id, authors and address; fill in any other setting it has of its own, and it takes the rest from these settings.",
      fields: {
        id: { hint: "Its build folder: build/sites/{id}/." },
        author: {
          fields: { bio: { widget: "text" }, portrait: { hint: "Under /assets/author/." } },
        },
        intro: { fields: { text: { widget: "text" } } },
      },
    },
    sections: {
      label: "Home page sections",
      collapsed: true,
      hint: "The titles of the home page's sections of covers. Left empty: Featured Books, Fiction Books and Nonfiction Books, in the site's language.",
      fields: {
        featured: { label: "Featured books" },
        singles: {
          hint: "Needed once a book's genre is single: what you call your short works, such as Kindle Singles or Short Reads.",
        },
      },
    },
    subscribe: {
      label: "Mailing list",
      collapsed: true,
      hint: "The subscription form in the footer. Choose the service, then fill in only its settings (see docs/mailing-list.md); saving says what is missing.",
      fields: {
        provider: {
          label: "Service",
          hint: "wordpress (WordPress.com, also when left empty), buttondown, kit, mailerlite or mailchimp.",
        },
        action: {
          label: "Form address",
          hint: "WordPress.com: the subscription form's address. Mailchimp: the action of the embedded form's code (https://….list-manage.com/subscribe/post?u=…&id=…).",
        },
        blogId: { label: "Blog id", ...WORDPRESS_ONLY },
        source: WORDPRESS_ONLY,
        subType: { label: "Subscription type", ...WORDPRESS_ONLY },
        redirectFragment: WORDPRESS_ONLY,
        nonce: WORDPRESS_ONLY,
        username: {
          label: "Buttondown username",
          hint: "Buttondown only: as in buttondown.com/{username}.",
        },
        formId: {
          label: "Form number",
          hint: "Kit and MailerLite: the number in the form's embed code (Kit: app.kit.com/forms/{number}; MailerLite: …/forms/{number}/subscribe).",
        },
        accountId: {
          label: "MailerLite account number",
          hint: "MailerLite only: the number after /jsonp/ in the embedded form's action.",
        },
      },
    },
    magnet: {
      label: "Free book for subscribers",
      collapsed: true,
      hint: "A free book for joining your mailing list, on a page of its own (/free). Give a book of the catalogue, or the title, cover and description of one that is only the gift; then a landing page at BookFunnel or StoryOrigin, or a sign-up on your list (docs/mailing-list.md). Leave empty for none.",
      fields: {
        book: {
          label: "Book",
          hint: "The id of a book of the catalogue; or leave it empty and fill in the title.",
        },
        title: { hint: "Only for a book that is not in the catalogue." },
        cover: { hint: "Only for a book that is not in the catalogue: under /assets/books/." },
        description: { widget: "text", hint: "Only for a book that is not in the catalogue." },
        format: { hint: "ebook or audiobook." },
        offer: {
          label: "What the reader gets",
          hint: "In your words; left empty: the ebook of the book, free when a reader joins your list.",
        },
        next: {
          label: "What happens next",
          hint: "In your words; left empty, the page says how the book arrives.",
        },
        path: { label: "Page address", hint: "/free unless you choose another." },
        landing: {
          label: "Landing page",
          hint: "The book's page at BookFunnel or StoryOrigin, which takes the address and sends the book.",
        },
        signup: signupHints,
      },
    },
    reviewTeam: {
      label: "Review team",
      collapsed: true,
      hint: "A page (/review-team) where readers apply to read your books before they come out. Leave empty for none.",
      fields: {
        terms: {
          widget: "text",
          hint: "What a reviewer gets and what you ask; paragraphs, **bold** allowed.",
        },
        path: { label: "Page address", hint: "/review-team unless you choose another." },
        landing: {
          label: "StoryOrigin page",
          hint: "Your review team's page at StoryOrigin; readers apply there.",
        },
        signup: signupHints,
        reviewsField: {
          label: "Where-do-you-post-reviews field",
          hint: 'The key of a custom field on your list (Mailchimp: its merge tag) for "Where do you post reviews?". Not with WordPress.com or a landing page.',
        },
      },
    },
    start: {
      label: "Start here",
      collapsed: true,
      hint: "A page (/start, first in the menu) with your ways into your books: the series to read first, where the short reads and crossovers fall between them, the standalones. Leave empty for none.",
      fields: {
        title: {
          hint: "The page's title and its menu item: Start here unless you choose another.",
        },
        intro: {
          widget: "text",
          hint: "A few words on where to begin; paragraphs, **bold** allowed.",
        },
        path: { label: "Page address", hint: "/start unless you choose another." },
        steps: {
          label: "Steps",
          hint: "In the order you recommend. Each names a series (shown in reading order) or books.",
          fields: {
            title: { hint: "Such as: Begin with the first series." },
            text: {
              widget: "text",
              hint: "Why this step, and where it falls between the others; **bold** allowed.",
            },
            series: {
              ...choiceOf("series", "Series", "A series: its books, in reading order."),
              multiple: false,
            },
            books: choiceOf("books", "Books", "Or books, in the order to read them."),
          },
        },
      },
    },
    analytics: {
      label: "Analytics",
      collapsed: true,
      hint: "Counts visits, without cookies. Choose the service, then fill in only its settings (see docs/analytics.md); saving says what is missing. Leave empty for none.",
      fields: {
        provider: {
          label: "Analytics service",
          hint: "plausible, goatcounter, umami or cloudflare (Cloudflare Web Analytics).",
        },
        domain: {
          label: "Plausible domain",
          hint: "Plausible only: the site's domain as added in Plausible; empty for the site address's own.",
        },
        code: {
          label: "GoatCounter code",
          hint: "GoatCounter only: as in https://{code}.goatcounter.com; empty when you give your own GoatCounter's address.",
        },
        websiteId: {
          label: "Umami website id",
          hint: "Umami only: the data-website-id of its tracking code.",
        },
        token: {
          label: "Cloudflare token",
          hint: "Cloudflare only: the token in its snippet's data-cf-beacon.",
        },
        host: {
          label: "Your own server's address",
          hint: "Plausible, GoatCounter or Umami on a server of your own (https://…); empty for the service's own.",
        },
      },
    },
    theme: {
      collapsed: true,
      hint: "The site's colours and fonts. Text must keep WCAG AA contrast, which saving checks.",
      fields: {
        accent: { widget: "color", hint: "Buttons, links and rules on the dark base." },
        dark: { label: "Dark base", widget: "color", hint: "Header, hero, book pages, footer." },
        light: {
          label: "Light base",
          widget: "color",
          hint: "Paper sections; text on the dark base.",
        },
        displayFont: { label: "Headings font" },
        textFont: { label: "Text font" },
      },
    },
  }),
];

/** The names of a collection's fields, in the form's order: the order its files are written in. */
export function fieldNames(collection: string): string[] {
  const found = collections.find((c) => c.name === collection);
  return (found?.fields ?? found?.files?.[0]?.fields ?? []).map((field) => field.name);
}

/**
 * The whole configuration. On the author's machine the editor finds decap-server at
 * `localBackend` and saves to the files on disk; elsewhere it uses `backend` (./backend.ts),
 * and with none set it can only be used locally.
 */
export function editorConfig(backend: CmsBackend | null, localBackend: string): CmsConfig {
  return {
    load_config_file: false,
    local_backend: { url: localBackend },
    backend: backend ?? { name: "proxy", proxy_url: localBackend },
    // The site's address under its base path; the content keeps the site's own paths
    // (`/assets/...`), which its pages put under the base path when they show them.
    site_url: basePath(),
    display_url: basePath(),
    media_folder: "public/assets",
    public_folder: "/assets",
    collections,
  } as CmsConfig; // Decap's type for a whole configuration also asks for options it defaults.
}
