import type { CmsCollection, CmsField } from "decap-cms-core";
import { expect, test } from "vitest";
import { ANALYTICS_PROVIDERS, analyticsSchema } from "~/schema/analytics";
import { editionSchema, editionStoresSchema, FORMATS } from "~/schema/editions";
import { bookFile, catalogue } from "~/schema/fixtures.test-helper";
import { FILE_SCHEMAS } from "~/schema/parse-catalogue";
import { PROVIDERS, subscribeSchema } from "~/schema/subscribe-providers";
import {
  bookHints,
  collections,
  eventHints,
  fieldNames,
  guideHints,
  newsHints,
  sampleHints,
  seriesHints,
} from "./config";
import { editionHints } from "./edition-hints";
import { fieldsOf, type JsonSchema, jsonSchemaOf, mergedVariants } from "./fields";
import { entryText, readEntry } from "./file-format";

const collection = (name: string) => collections.find((c) => c.name === name) as CmsCollection;
const names = (fields: CmsField[] | undefined) => (fields ?? []).map((field) => field.name);
/** Fields the editor has that are not front matter: the text below it, the cover file, a sample's or guide's book. */
const NOT_FRONT_MATTER = ["body", "cover", "book"];
/** The fields of a kind of file's schema, in its order: a book's as its author writes them. */
function shapeOf(kind: keyof typeof FILE_SCHEMAS) {
  const schema = FILE_SCHEMAS[kind];
  return "in" in schema ? schema.in.shape : schema.shape;
}

// The editor's fields follow the content schema.

test.each(["books", "series", "news", "samples", "guides", "events"] as const)(
  "%s: one field per schema field, in its order, plus the text",
  (name) => {
    const fields = names(collection(name).fields).filter((n) => !NOT_FRONT_MATTER.includes(n));
    expect(fields).toEqual(Object.keys(shapeOf(name)));
    expect(names(collection(name).fields)).toContain("body");
  },
);

test("the site settings and the categories have their files' fields", () => {
  const file = (name: string) => collection(name).files?.find((f) => f.name === name);
  expect(names(file("site")?.fields)).toEqual(Object.keys(shapeOf("site")));
  expect(names(file("categories")?.fields)).toEqual(Object.keys(shapeOf("categories")));
});

test("every hint names a field the schema has", () => {
  for (const [hints, kind] of [
    [bookHints, "books"],
    [seriesHints, "series"],
    [newsHints, "news"],
    [sampleHints, "samples"],
    [guideHints, "guides"],
    [eventHints, "events"],
  ] as const) {
    expect(Object.keys(shapeOf(kind))).toEqual(expect.arrayContaining(Object.keys(hints)));
  }
});

test("a field is required exactly when the schema has no default and does not make it optional", () => {
  const fields = collection("books").fields ?? [];
  const required = fields.filter((f) => f.required !== false).map((f) => f.name);
  expect(required.sort()).toEqual(["body", "genres", "id", "pubDate", "title"]);
});

test("choices come from the schema, and ids are chosen among the entries they name", () => {
  const fields = collection("books").fields ?? [];
  const byName = (name: string): Record<string, unknown> => ({
    ...fields.find((f) => f.name === name),
  });
  expect(byName("genres")).toMatchObject({ widget: "select", multiple: true, min: 1 });
  expect(byName("genres").options).toEqual(FILE_SCHEMAS.books.in.shape.genres.element.options);
  expect(byName("series")).toMatchObject({ widget: "relation", collection: "series" });
  expect(byName("related")).toMatchObject({ widget: "relation", collection: "books" });
  expect(byName("pubDate")).toMatchObject({ widget: "datetime", format: "MMMM D, YYYY" });
  expect(byName("id")).toMatchObject({
    pattern: ["^[a-z0-9]+(?:-[a-z0-9]+)*$", expect.any(String)],
  });
  expect(byName("isbn")).toMatchObject({ widget: "string" });
});

test("ids and text YAML may read as numbers are text boxes with the text's pattern", () => {
  const fields = collection("books").fields ?? [];
  const byName = (name: string): Record<string, unknown> => ({
    ...fields.find((f) => f.name === name),
  });
  expect(byName("title")).toMatchObject({ widget: "string" });
  expect(byName("isbn")).toMatchObject({
    widget: "string",
    pattern: [expect.stringContaining("97[89]"), expect.any(String)],
  });
  expect(byName("amazonId")).toMatchObject({ widget: "string" });
  expect(byName("aliases")).toMatchObject({
    widget: "list",
    field: { widget: "string", pattern: [expect.stringContaining("\\/"), expect.any(String)] },
  });
  expect(byName("seriesNum")).toMatchObject({ widget: "number", value_type: "float" });
  const site = collection("site").files?.find((f) => f.name === "site");
  const subscribe = site?.fields.find((f) => f.name === "subscribe");
  const inSubscribe = subscribe && "fields" in subscribe ? subscribe.fields : [];
  expect(inSubscribe?.find((f) => f.name === "blogId")).toMatchObject({ widget: "string" });
  expect(inSubscribe?.find((f) => f.name === "formId")).toMatchObject({
    widget: "string",
    pattern: ["^[0-9]+$", expect.any(String)],
  });
});

test("the mailing list offers its services as a choice, with every service's settings", () => {
  const site = collection("site").files?.find((f) => f.name === "site");
  const subscribe = site?.fields.find((f) => f.name === "subscribe");
  expect(subscribe).toMatchObject({ widget: "object", label: "Mailing list", required: false });
  const inSubscribe = subscribe && "fields" in subscribe ? (subscribe.fields ?? []) : [];
  expect(inSubscribe[0]).toMatchObject({
    name: "provider",
    label: "Service",
    widget: "select",
    options: [...PROVIDERS],
    required: false,
  });
  expect(names(inSubscribe).sort()).toEqual(
    [...new Set(subscribeSchema.options.flatMap((variant) => Object.keys(variant.shape)))].sort(),
  );
  // Each service needs only its own settings: saving checks them against the schema.
  expect(inSubscribe.filter((f) => f.required !== false)).toEqual([]);
});

test("analytics offers its services as a choice, with every service's settings", () => {
  const site = collection("site").files?.find((f) => f.name === "site");
  const analytics = site?.fields.find((f) => f.name === "analytics");
  expect(analytics).toMatchObject({ widget: "object", label: "Analytics", required: false });
  const inAnalytics = analytics && "fields" in analytics ? (analytics.fields ?? []) : [];
  expect(inAnalytics[0]).toMatchObject({
    name: "provider",
    label: "Analytics service",
    widget: "select",
    options: [...ANALYTICS_PROVIDERS],
  });
  expect(names(inAnalytics).sort()).toEqual(
    [...new Set(analyticsSchema.options.flatMap((variant) => Object.keys(variant.shape)))].sort(),
  );
  expect(inAnalytics.filter((f) => f.required !== false)).toEqual([]);
  // Every setting says which service it belongs to.
  expect(inAnalytics.filter((f) => !f.hint)).toEqual([]);
});

test("a book's editions are a list of the edition's fields, each labelled by format and language", () => {
  const editions = collection("books").fields?.find((f) => f.name === "editions");
  expect(editions).toMatchObject({
    label: "Editions",
    widget: "list",
    summary: "{{fields.format}} {{fields.language}}",
    required: false,
  });
  const fields = editions && "fields" in editions ? (editions.fields ?? []) : [];
  expect(names(fields)).toEqual(Object.keys(editionSchema.shape));
  const field = (name: string) => fields.find((f) => f.name === name);
  expect(field("format")).toMatchObject({
    widget: "select",
    options: [...FORMATS],
    required: true,
  });
  expect(field("pubDate")).toMatchObject({ widget: "datetime", format: "MMMM D, YYYY" });
  expect(field("pages")).toMatchObject({ widget: "number", value_type: "int" });
  expect(field("length")).toMatchObject({
    widget: "string",
    hint: expect.stringContaining("11h 42m"),
  });
  expect(field("narrators")).toMatchObject({ widget: "list" });
  // Decap has no map widget: the prices are pairs, a currency and a number.
  const prices = field("prices");
  expect(prices).toMatchObject({ widget: "list" });
  expect(prices && "fields" in prices ? prices.fields : []).toEqual([
    expect.objectContaining({ name: "key", label: "Currency", widget: "string", required: true }),
    expect.objectContaining({ name: "value", label: "Amount", widget: "number", required: true }),
  ]);
  const stores = field("stores");
  const inStores = stores && "fields" in stores ? (stores.fields ?? []) : [];
  expect(names(inStores)).toEqual(Object.keys(editionStoresSchema.shape));
  // Labelled with the names the book page's links give the stores.
  expect(inStores.map((f) => f.label)).toEqual([
    "Amazon",
    "Audible",
    "Apple Books",
    "Kobo",
    "Barnes & Noble",
    "Bookshop.org",
    "Libro.fm",
    "Google Books",
  ]);
  // Each store says what it takes, and each format-bound field which formats take it.
  expect(inStores.filter((f) => !f.hint)).toEqual([]);
  for (const name of ["pages", "length", "narrators"]) {
    expect(field(name)?.hint, name).toMatch(/only/);
  }
});

test("every edition hint names a field the edition's schema has", () => {
  const { stores, ...rest } = editionHints;
  expect(Object.keys(editionSchema.shape)).toEqual(expect.arrayContaining(Object.keys(rest)));
  expect(Object.keys(editionStoresSchema.shape)).toEqual(
    expect.arrayContaining(Object.keys(stores?.fields ?? {})),
  );
});

test("dates of books and news are picked in a calendar and written in the long form", () => {
  for (const kind of ["books", "news"]) {
    const date = collection(kind).fields?.find((f) => f.name === "pubDate");
    expect(date, kind).toMatchObject({
      widget: "datetime",
      format: "MMMM D, YYYY",
      time_format: false,
      picker_utc: true,
    });
  }
});

test("fieldsOf turns a JSON Schema object into fields of the matching widgets", () => {
  const schema: JsonSchema = {
    type: "object",
    properties: {
      name: { type: "string", minLength: 1 },
      code: { anyOf: [{ type: "string", pattern: "^[a-z]+$" }, { type: "number" }] },
      count: { type: "integer" },
      shown: { type: "boolean", default: false },
      tags: { type: "array", items: { type: "string" }, default: [] },
      quotes: {
        type: "array",
        items: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
      },
    },
    required: ["name", "count", "quotes"],
  };
  expect(fieldsOf(schema, { name: { label: "Name" } })).toEqual([
    { name: "name", label: "Name", required: true, widget: "string" },
    {
      name: "code",
      label: "Code",
      required: false,
      widget: "string",
      pattern: ["^[a-z]+$", expect.any(String)],
    },
    { name: "count", label: "Count", required: true, widget: "number", value_type: "int" },
    // Unticked without a default: Decap would start a new entry's list with an item for one.
    { name: "shown", label: "Shown", required: false, widget: "boolean" },
    {
      name: "tags",
      label: "Tags",
      required: false,
      widget: "list",
      field: { name: "item", label: "Item", widget: "string" },
    },
    {
      name: "quotes",
      label: "Quotes",
      required: true,
      widget: "list",
      fields: [{ name: "text", label: "Text", required: true, widget: "string" }],
    },
  ]);
});

test("fieldsOf makes settings of several kinds one form: the kind as a select, every kind's fields", () => {
  const variant = (kind: string, properties: Record<string, JsonSchema>): JsonSchema => ({
    type: "object",
    properties: { kind: { type: "string", const: kind }, ...properties },
    required: ["kind", ...Object.keys(properties)],
  });
  const merged = mergedVariants([
    variant("a", { shared: { type: "string", pattern: "^[0-9]+$" }, name: { type: "string" } }),
    variant("b", { shared: { type: "string", pattern: "^[0-9]+$" }, other: { type: "string" } }),
    variant("c", { name: { type: "string", pattern: "^x$" } }),
  ]);
  expect(merged).toEqual({
    type: "object",
    properties: {
      kind: { type: "string", enum: ["a", "b", "c"] },
      shared: { type: "string", pattern: "^[0-9]+$" },
      name: { type: "string" },
      other: { type: "string" },
    },
    required: [],
  });
});

test("jsonSchemaOf reads the book schema as the build does, before defaults", () => {
  expect(jsonSchemaOf(FILE_SCHEMAS.books).required).toEqual(["id", "title", "genres", "pubDate"]);
});

test("a book's heat is chosen from the site's scale by its level, the number a file holds", () => {
  const heat = collection("books").fields?.find((field) => field.name === "heat");
  expect(heat?.widget).toBe("select");
  const options = heat && "options" in heat ? heat.options : [];
  expect(options).toEqual([
    {
      label:
        "1 Closed door: No sex on the page: kisses at most, and the door closes on anything more.",
      value: 1,
    },
    {
      label:
        "2 Fade to black: Desire and intimacy on the page, but the scene cuts away before sex.",
      value: 2,
    },
    { label: "3 Open door: Sex on the page, written warmly and without graphic detail.", value: 3 },
    { label: "4 Steamy: Several open-door scenes, in frank language.", value: 4 },
    { label: "5 Explicit: Frequent, graphic sex scenes: for adult readers.", value: 5 },
  ]);
  // Decap's select shows the option whose value equals the file's (lodash's find, so 2 is not
  // "2"), and saves the option's value as it is: a file of heat: 2 opens on its level, and a
  // save writes the level chosen as a number (heat: 4), which the build reads.
  const { file, text } = bookFile("one", "heat: 2\n");
  const opened = readEntry("books", text);
  expect(
    options.filter((option) => typeof option === "object" && option.value === opened.heat),
  ).toHaveLength(1);
  const saved = entryText("books", { ...opened, heat: 4 }, text, fieldNames("books"));
  expect(saved).toContain("\nheat: 4\n");
  expect(catalogue({ books: [{ file, text: saved }] }).books[0]?.heat).toBe(4);
});

test("a book's content notes are a list of a term chosen among the site's, and the author's words, each optional", () => {
  const notes = collection("books").fields?.find((f) => f.name === "contentNotes");
  expect(notes).toMatchObject({ label: "Content notes", widget: "list", required: false });
  const fields = notes && "fields" in notes ? (notes.fields ?? []) : [];
  expect(fields).toEqual([
    expect.objectContaining({ name: "term", widget: "select", required: false }),
    expect.objectContaining({ name: "note", widget: "string", required: false }),
  ]);
  const term = fields[0];
  expect(term && "options" in term ? term.options : []).toContainEqual({
    label: "Death of a loved one",
    value: "death",
  });
});
