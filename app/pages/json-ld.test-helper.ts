import jsonld from "jsonld";

/**
 * JSON-LD as a processor reads it, for the tests: expanded, every term a full schema.org
 * address and every value a list, so a misspelt term or a wrong type shows.
 */

export const S = "https://schema.org/";

// schema.org's context says only that its terms are schema.org's; served here, not fetched.
const documentLoader = async (url: string) => {
  if (!url.startsWith("https://schema.org")) throw new Error(`no fetching ${url} in tests`);
  return {
    contextUrl: undefined,
    documentUrl: url,
    document: { "@context": { "@vocab": S } },
  };
};

export type Node = Record<string, unknown>;

/** The nodes of a JSON-LD document, expanded. */
export async function expand(document: object): Promise<Node[]> {
  return (await jsonld.expand(document as jsonld.JsonLdDocument, { documentLoader })) as Node[];
}

/** The values of a schema.org term on an expanded node: literals, addresses, or nodes. */
export const values = (node: Node, term: string): unknown[] =>
  ((node[`${S}${term}`] as { "@value"?: unknown; "@id"?: string }[] | undefined) ?? []).map(
    (v) => v["@value"] ?? (Object.keys(v).length === 1 ? v["@id"] : v) ?? v,
  );

/** The nodes a schema.org term holds on an expanded node. */
export const nodes = (node: Node, term: string): Node[] =>
  (node[`${S}${term}`] as Node[] | undefined) ?? [];

/** An expanded node's types, as schema.org names them (`Book`, not its full address). */
export const typesOf = (node: Node): string[] =>
  ((node["@type"] as string[] | undefined) ?? []).map((type) => type.replace(S, ""));
