import { formatLongDate, type IsoDay } from "../content/dates.ts";
import { isbn10Of } from "../content/isbn.ts";
import { HEAT_SCALE } from "../content/tropes.ts";
import type { Catalogue } from "../content/types.ts";
import {
  type AuthorModel,
  type BookModel,
  type CatalogueModel,
  type EditionModel,
  type FileStyle,
  type IsbnStyle,
  type SeriesModel,
  type SignupWay,
  type SiteModel,
  TODAY,
} from "./catalogue-model.test-helper.ts";
import { readYaml } from "./content-yaml.ts";
import { CATEGORIES_YAML } from "./fixtures.test-helper.ts";
import { type ContentSources, parseCatalogue, type SourceFile } from "./parse-catalogue.ts";

/**
 * A catalogue (./catalogue-model.test-helper.ts) written out as its author's files, in each
 * file's habits (FileStyle): quoted or plain values, lists in brackets or a line each, ISO or
 * written dates, ISBNs and prices as numbers or text, a comment, fields in any order, Windows'
 * line endings and a byte-order mark. What the properties check is what the build makes of
 * these texts.
 */

/** A value as the author typed it, written into the YAML as it is. */
type Typed = { typed: string };
type Scalar = string | number | boolean | Typed;
type Value = Scalar | Value[] | Fields | null | undefined;
type Fields = { fields: [string, Value][] };

const typed = (text: string): Typed => ({ typed: text });
const isFields = (value: Value): value is Fields =>
  typeof value === "object" && value !== null && "fields" in value;
const isScalar = (value: Value): value is Scalar =>
  value !== null && value !== undefined && !Array.isArray(value) && !isFields(value);

const readBack = new Map<string, boolean>();
/** Whether `yaml` reads back as `value`, as the build reads it (asked once per text). */
function readsAs(yaml: string, value: unknown): boolean {
  // Words alone read as themselves, but for the few YAML reads as something else.
  if (/^\p{L}[\p{L}\p{M}\p{N} ]*$/u.test(yaml) && !/^(?:null|true|false)$/i.test(yaml)) {
    return true;
  }
  let same = readBack.get(yaml);
  if (same === undefined) {
    const read = readYaml(`k: ${yaml}\n`);
    same = read.ok && JSON.stringify((read.data as { k?: unknown }).k) === JSON.stringify(value);
    readBack.set(yaml, same);
  }
  return same;
}

/** A string in the file's quotes: plain only where YAML reads it back as written. */
function quoted(text: string, style: FileStyle, inFlow: boolean): string {
  const plain = inFlow ? readsAs(`[${text}]`, [text]) : readsAs(text, text);
  if (style.quotes === "plain" && plain) return text;
  if (style.quotes === "double") return JSON.stringify(text);
  return `'${text.replaceAll("'", "''")}'`;
}

function scalar(value: Scalar, style: FileStyle, inFlow = false): string {
  if (typeof value === "object") return value.typed;
  return typeof value === "string" ? quoted(value, style, inFlow) : String(value);
}

const isEmpty = (value: Value): boolean =>
  value === null ||
  value === undefined ||
  (Array.isArray(value) && value.length === 0) ||
  (isFields(value) && value.fields.every(([, inner]) => isEmpty(inner)));

/** The lines of a map of fields at an indent, lists and maps nested under their keys. */
function lines(fields: [string, Value][], indent: string, style: FileStyle): string[] {
  return fields.flatMap(([key, value]): string[] => {
    if (isEmpty(value)) return [];
    // Paragraphs as a block of text, as authors write them (and YAML keeps them).
    if (typeof value === "string" && value.includes("\n")) {
      const block = value.split("\n").map((line) => (line === "" ? "" : `${indent}  ${line}`));
      return [`${indent}${key}: |-`, ...block];
    }
    if (isScalar(value)) return [`${indent}${key}: ${scalar(value, style)}`];
    if (isFields(value)) return [`${indent}${key}:`, ...lines(value.fields, `${indent}  `, style)];
    const items = value ?? [];
    if (items.every(isScalar)) {
      if (style.flowLists && items.every((item) => typeof item !== "object")) {
        return [`${indent}${key}: [${items.map((item) => scalar(item, style, true)).join(", ")}]`];
      }
      return [`${indent}${key}:`, ...items.map((item) => `${indent}  - ${scalar(item, style)}`)];
    }
    return [
      `${indent}${key}:`,
      ...items.flatMap((item) => {
        const inner = isFields(item) ? lines(item.fields, `${indent}    `, style) : [];
        return inner.map((line, at) => (at === 0 ? `${indent}  - ${line.trimStart()}` : line));
      }),
    ];
  });
}

/** The fields in the order the file's author put them: `id` first, the rest shuffled by a seed. */
function ordered(fields: [string, Value][], seed: number): [string, Value][] {
  if (seed === 0) return fields;
  const rank = (key: string) =>
    [...`${key}${seed}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const [first, ...rest] = fields;
  return [...(first ? [first] : []), ...rest.sort(([a], [b]) => rank(a) - rank(b))];
}

/** A file's text saved as its author's editor saves it. */
const saved = (text: string, style: FileStyle) =>
  `${style.bom ? "\uFEFF" : ""}${style.crlf ? text.replaceAll("\n", "\r\n") : text}`;

/** A Markdown file: the front matter's fields, then the text. */
function markdownFile(file: string, fields: [string, Value][], body: string, style: FileStyle) {
  const head = [
    ...(style.blankLine ? [""] : []),
    ...(style.comment ? ["# Written by hand: check it before it goes out"] : []),
    ...lines(ordered(fields, style.order), "", style),
  ];
  return { file, text: saved(`---\n${head.join("\n")}\n---\n${body}\n`, style) };
}

/** A day as the file's author writes days. */
function day(iso: IsoDay, style: FileStyle): Typed {
  if (style.dates === "quoted") return typed(`"${iso}"`);
  if (style.dates === "long") return typed(formatLongDate(iso));
  if (style.dates === "time") return typed(`${iso}T09:30:00+02:00`);
  return typed(iso);
}

function isbnAs(isbn13: string, style: IsbnStyle): Typed {
  if (style === "quoted") return typed(`"${isbn13}"`);
  if (style === "hyphens")
    return typed(
      `${isbn13.slice(0, 3)}-${isbn13.slice(3, 4)}-${isbn13.slice(4, 12)}-${isbn13.slice(12)}`,
    );
  if (style === "isbn10") return typed(isbn10Of(isbn13) ?? isbn13);
  return typed(isbn13);
}

const storeFields = (stores: Record<string, string>): Fields => ({
  fields: Object.entries(stores),
});

function editionFields(edition: EditionModel, style: FileStyle): Fields {
  return {
    fields: [
      ["format", edition.format],
      ["language", edition.language],
      ["translator", edition.translator],
      ["isbn", edition.isbn && isbnAs(edition.isbn.isbn13, edition.isbn.style)],
      ["pubDate", edition.pubDate && day(edition.pubDate, style)],
      ["publisher", edition.publisher],
      ["pages", edition.pages],
      ["length", edition.length],
      ["narrators", edition.narrators],
      [
        "prices",
        {
          fields: edition.prices.map(({ currency, cents, quoted: inQuotes }) => {
            const amount = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
            return [currency, typed(inQuotes ? `"${amount}"` : amount)];
          }),
        },
      ],
      ["stores", storeFields(edition.stores)],
      ["direct", edition.direct?.url],
      ["directOffer", edition.direct?.offer],
      ["kdpSelect", edition.kdpSelect || null],
    ],
  };
}

function heatAs(heat: BookModel["heat"]): Value {
  if (heat === null) return null;
  if (heat.as === "number") return heat.level;
  if (heat.as === "quoted") return typed(`"${heat.level}"`);
  const label = HEAT_SCALE.find((level) => level.level === heat.level)?.label ?? "";
  return heat.level % 2 === 0 ? label.toLowerCase() : label;
}

/** A book's file, `content/books/{id}.md`. */
export function bookFileOf(book: BookModel): SourceFile {
  const { style, legacy } = book;
  return markdownFile(
    `content/books/${book.id}.md`,
    [
      ["id", book.id],
      ["title", book.title],
      ["subTitle", book.subTitle],
      ["authors", book.authors],
      ["genres", book.genres],
      ["categories", book.categories],
      ["series", book.series],
      ["seriesNum", book.seriesNum],
      ["contains", book.contains],
      ["pubDate", day(book.pubDate, style)],
      ["hidden", book.hidden || null],
      ["amazonId", legacy?.amazonId],
      ["isbn", legacy?.isbn && isbnAs(legacy.isbn.isbn13, legacy.isbn.style)],
      ["audioId", legacy?.audioId],
      ["stores", legacy && storeFields(legacy.stores)],
      ["editions", book.editions.map((edition) => editionFields(edition, style))],
      ["tropes", book.tropes],
      ["heat", heatAs(book.heat)],
      [
        "contentNotes",
        book.contentNotes.map(({ term, note }) => ({
          fields: [
            ["term", term],
            ["note", note],
          ],
        })),
      ],
      ["keywords", book.keywords],
      ["related", book.related],
      ["aliases", book.aliases],
      ["trailerUrl", book.trailer ? "dQw4w9WgXcQ" : null],
      [
        "praise",
        book.praise.map(({ quote, source }) => ({
          fields: [
            ["quote", quote],
            ["source", source],
          ],
        })),
      ],
    ],
    book.description,
    style,
  );
}

function authorFileOf(author: AuthorModel): SourceFile {
  return markdownFile(
    `content/authors/${author.id}.md`,
    [
      ["id", author.id],
      ["name", author.name],
      ["sortName", author.sortName],
      ["shortBio", author.shortBio],
      [
        "social",
        author.profile
          ? [
              {
                fields: [
                  ["network", "bluesky"],
                  ["label", "Bluesky"],
                  ["url", `https://bsky.app/profile/${author.id}.example`],
                ],
              },
            ]
          : [],
      ],
      [
        "subscribe",
        author.list
          ? {
              fields: [
                ["provider", "buttondown"],
                ["username", author.id],
              ],
            }
          : null,
      ],
    ],
    author.bio,
    author.style,
  );
}

function seriesFileOf(series: SeriesModel): SourceFile {
  return markdownFile(
    `content/series/${series.id}.md`,
    [
      ["id", series.id],
      ["key", series.key],
      ["title", series.title],
      ["genres", series.genres],
      ["status", series.status],
      ["planned", series.planned],
    ],
    series.description,
    series.style,
  );
}

const wayFields = (way: SignupWay): [string, Value][] =>
  "landing" in way
    ? [["landing", way.landing]]
    : [["signup", { fields: [["tag", way.signup.tag]] }]];

/** The author, by the name the model gives. */
const authorFields = (name: string): Fields => ({
  fields: [
    ["name", name],
    ["initials", "T."],
    ["surname", "Author"],
    ["tagline", "Tests all the way down."],
    ["bio", "Writes tests."],
    ["portrait", "/assets/author/me.jpg"],
  ],
});

/** What every generated site says of itself beside its author: its links and its assistant. */
const SITE_FIELDS: [string, Value][] = [
  [
    "intro",
    {
      fields: [
        ["heading", "Hello"],
        ["text", "Welcome."],
      ],
    },
  ],
  [
    "links",
    {
      fields: [
        ["retail", "https://shop.example/dp/{id}"],
        ["audiobook", "https://audio.example/pd/{id}"],
        ["review", "https://reviews.example/book/show/{id}"],
      ],
    },
  ],
  ["blogUrl", "https://blog.example"],
  [
    "assistant",
    { fields: [["questions", ["One?", "Two?", "Three?", "Four?", "Five?", "Six?", "Seven?"]]] },
  ],
  ["sections", { fields: [["singles", "Short Reads"]] }],
];

/** The mailing list's settings: Buttondown's username, or WordPress.com's form. */
const subscribeFields = (list: SiteModel["mailingList"]): Fields =>
  list === "buttondown"
    ? {
        fields: [
          ["provider", "buttondown"],
          ["username", "nk_ashford"],
        ],
      }
    : {
        fields: [
          ["action", "https://subscribe.example"],
          ["blogId", typed("'1'")],
          ["source", "https://example.com/"],
          ["subType", "widget"],
          ["redirectFragment", "subscribe"],
          ["nonce", "abc"],
        ],
      };

/** The free book's settings: a book of the catalogue, or one of its own. */
const magnetFields = (magnet: NonNullable<SiteModel["magnet"]>): Fields => ({
  fields: [
    ...("book" in magnet
      ? ([["book", magnet.book]] as [string, Value][])
      : ([
          ["title", magnet.title],
          ["cover", "/assets/books/the-gift.jpg"],
          ["description", magnet.description],
        ] as [string, Value][])),
    ["format", magnet.format],
    ["path", magnet.path],
    ...wayFields(magnet.way),
  ],
});

const startFields = (start: NonNullable<SiteModel["start"]>): Fields => ({
  fields: [
    ["path", start.path],
    [
      "steps",
      start.steps.map((step) => ({
        fields: [
          ["title", step.title],
          ["text", step.text],
          ["series", step.series],
          ["books", step.books],
        ],
      })),
    ],
  ],
});

/** The settings file, `content/site.yaml`: the fixture's author and links, and the model's pages. */
function siteFile(site: SiteModel): SourceFile {
  const { magnet, reviewTeam, start, style } = site;
  const fields: [string, Value][] = [
    ["url", "https://example.com"],
    ["author", authorFields(site.author)],
    ...SITE_FIELDS,
    ["directStores", site.directStores],
    ["borrow", site.borrow],
    ["subscribe", subscribeFields(site.mailingList)],
    ["magnet", magnet && magnetFields(magnet)],
    [
      "reviewTeam",
      reviewTeam && {
        fields: [
          ["terms", reviewTeam.terms],
          ["path", reviewTeam.path],
          ...wayFields(reviewTeam.way),
        ],
      },
    ],
    ["start", start && startFields(start)],
  ];
  const head = [
    ...(style.comment ? ["# The site's settings"] : []),
    ...lines(ordered(fields, style.order), "", style),
  ];
  return { file: "content/site.yaml", text: saved(`${head.join("\n")}\n`, style) };
}

/** Every file of the catalogue, as its author wrote them. */
export function catalogueFiles(model: CatalogueModel): ContentSources {
  const { books } = model;
  return {
    site: siteFile(model.site),
    categories: { file: "content/categories.yaml", text: CATEGORIES_YAML },
    series: model.series.map(seriesFileOf),
    books: books.map(bookFileOf),
    news: [],
    samples: books.flatMap((book) =>
      book.sample
        ? [
            markdownFile(
              `content/samples/${book.id}.md`,
              [["title", book.sample.title]],
              book.sample.text,
              book.style,
            ),
          ]
        : [],
    ),
    guides: books.flatMap(({ id, guide, style }) => {
      if (!guide) return [];
      const file = `content/guides/${id}.md`;
      return [
        guide.spoilers === null
          ? { file, text: saved(`${guide.text}\n`, style) }
          : markdownFile(file, [["spoilers", guide.spoilers]], guide.text, style),
      ];
    }),
    events: model.events.map((event) =>
      markdownFile(
        `content/events/${event.id}.md`,
        [
          ["id", event.id],
          ["title", event.title],
          ["start", typed(`${TODAY.slice(0, 4)}-12-05 19:00`)],
          ["timeZone", "Europe/London"],
          ["online", "https://video.example/live"],
          ["books", event.books],
        ],
        "A reading, and questions.",
        event.style,
      ),
    ),
    authors: model.authors.map(authorFileOf),
  };
}

/** The catalogue the build reads from a model's files, every image there. */
export const catalogueOf = (model: CatalogueModel): Catalogue =>
  parseCatalogue(catalogueFiles(model), { assetExists: () => true });
