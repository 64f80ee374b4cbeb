import type { CmsField } from "decap-cms-core";
import { z } from "zod";

/**
 * The editor's fields, generated from the content schema: zod gives each field's type, whether
 * it is required, its pattern and its choices (through its JSON Schema), so a field added to
 * or changed in `app/schema/schema.ts` changes the form with it. What a schema cannot say
 * (a label, a date picker, that a list of ids is a choice among the series) comes from a
 * small table of hints keyed by field name, which a unit test holds to the schema.
 */

/** The part of JSON Schema that zod writes for the content schemas. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  /** A map's keys and values (zod's `z.record`), such as an edition's prices by currency. */
  propertyNames?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  pattern?: string;
  minLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
};

/** What the form shows for a field beyond its type: label, help, widget and its options. */
export type Hint = Partial<CmsField> & { fields?: Hints };
export type Hints = Record<string, Hint>;

/** A content schema as JSON Schema, as the build reads the file (before defaults apply). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  // `any` for what JSON Schema cannot express (a refinement's rule, a transform's output):
  // the field keeps its input type, and the schema itself checks the rest when saving.
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** "seriesNum" -> "Series num"; hints give the labels that read better. */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const PATTERN_MESSAGE = "Does not have the form this field needs (see the hint)";

/** The editor's fields for an object schema, in the schema's order. */
export function fieldsOf(schema: JsonSchema, hints: Hints = {}): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const { fields: nested, ...hint } = hints[name] ?? {};
    const field = {
      name,
      label: labelOf(name),
      required: required.has(name) && property.default === undefined,
      ...widgetOf(property, nested),
      ...hint,
    };
    // A hint may name any widget's options; Decap checks the assembled field when it starts.
    return field as CmsField;
  });
}

/**
 * A field the schema takes in more than one form is edited as text when text is one of them:
 * an id or a title that YAML may read as a number (`1984`), a date given as text or a date.
 */
function asEdited(property: JsonSchema): JsonSchema {
  const text = property.anyOf?.find((branch) => [branch.type].flat().includes("string"));
  return text ? { ...text, default: property.default } : property;
}

/**
 * Settings of one of several kinds, told apart by a field of fixed value (the mailing-list
 * service and its settings, `provider`): Decap cannot show fields by a choice, so the form has
 * the choice as a select and every kind's fields, none required; saving checks the chosen
 * kind's against the schema (./content-check.ts), whose messages name what is missing.
 */
export function mergedVariants(variants: JsonSchema[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const variant of variants) {
    for (const [name, property] of Object.entries(variant.properties ?? {})) {
      const before = properties[name];
      if (typeof property.const === "string") {
        properties[name] = { type: "string", enum: [...(before?.enum ?? []), property.const] };
      } else if (before === undefined || JSON.stringify(before) === JSON.stringify(property)) {
        properties[name] = property;
      } else {
        // A name two kinds use differently: text, each kind's rule checked on saving.
        properties[name] = { type: "string" };
      }
    }
  }
  return { type: "object", properties, required: [] };
}

const isVariants = (field: JsonSchema) =>
  (field.oneOf?.length ?? 0) > 0 &&
  (field.oneOf ?? []).every((variant) => variant.type === "object");

function widgetOf(field: JsonSchema, nested: Hints | undefined): Partial<CmsField> {
  const property = isVariants(field) ? mergedVariants(field.oneOf ?? []) : asEdited(field);
  const types = [property.type].flat();
  if (isMap(property)) return pairsOf(property, nested);
  if (types.includes("object")) return { widget: "object", fields: fieldsOf(property, nested) };
  if (types.includes("boolean")) {
    // A default of false is left unsaid: Decap gives a new entry's list an item of its own
    // for a field in it with a default (a new book would start with an edition), and
    // unticked is false to the schema anyway.
    return { widget: "boolean", ...(property.default === true ? { default: true } : {}) };
  }
  // YAML reads `1942` or an ISBN as a number; where the schema takes either, it is text.
  if (!types.includes("string") && (types.includes("number") || types.includes("integer"))) {
    return { widget: "number", value_type: types.includes("integer") ? "int" : "float" };
  }
  if (types.includes("array")) return listOf(property, nested);
  if (property.enum) return { widget: "select", options: property.enum };
  return {
    widget: "string",
    ...(property.pattern ? { pattern: [property.pattern, PATTERN_MESSAGE] } : {}),
  };
}

/** An object of any keys of one kind (zod's `z.record`), rather than of named fields. */
const isMap = (property: JsonSchema) =>
  property.properties === undefined && typeof property.additionalProperties === "object";

/**
 * A map (`prices: {USD: 24.99}`) is edited as a list of pairs, each a `key` and its `value`:
 * Decap has no widget for a map. The file format turns the pairs back into the map the file
 * holds (./edition-form.ts).
 */
function pairsOf(property: JsonSchema, nested: Hints | undefined): Partial<CmsField> {
  const value =
    typeof property.additionalProperties === "object" ? property.additionalProperties : {};
  const pair: JsonSchema = {
    type: "object",
    properties: { key: property.propertyNames ?? { type: "string" }, value },
    required: ["key", "value"],
  };
  return { widget: "list", fields: fieldsOf(pair, nested) };
}

function listOf(property: JsonSchema, nested: Hints | undefined): Partial<CmsField> {
  const items = asEdited(property.items ?? {});
  const bounds = {
    ...(property.minItems !== undefined ? { min: property.minItems } : {}),
    ...(property.maxItems !== undefined ? { max: property.maxItems } : {}),
  };
  if (items.enum) return { widget: "select", multiple: true, options: items.enum, ...bounds };
  if ([items.type].flat().includes("object")) {
    return { widget: "list", fields: fieldsOf(items, nested), ...bounds };
  }
  return {
    widget: "list",
    field: {
      name: "item",
      label: "Item",
      widget: "string",
      ...(items.pattern ? { pattern: [items.pattern, PATTERN_MESSAGE] } : {}),
    },
    ...bounds,
  };
}
