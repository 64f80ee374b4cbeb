import { expect, test } from "vitest";
import { isNode, parseDocument, visit } from "yaml";
import { listedSeries } from "../../app/catalogue/queries.ts";
import { readContentSources } from "../../app/schema/content.server.ts";
import { FRONT_MATTER, fileId, type SourceFile } from "../../app/schema/parse-catalogue.ts";
import { catalogue, hidden } from "../catalogue.ts";
import { site } from "./main-build.ts";

// The content as the editor checks saves against it, admin/content-snapshot.json: anyone can
// fetch it beside the editor's page, so it holds nothing the site does not publish. What it
// must not hold is found in the content's own files, so that this holds for any catalogue.

const snapshot: { sources: Record<string, SourceFile | SourceFile[]>; withheld: string[] } =
  JSON.parse(site.text("admin/content-snapshot.json"));
const snapshotFiles = Object.values(snapshot.sources).flat();
const snapshotText = snapshotFiles.map(({ text }) => text).join("\n");
const content = readContentSources(process.cwd());
const contentFiles = [content.site, content.categories, ...Object.values(content).flat()].filter(
  (file, index, files) => files.indexOf(file) === index,
);

/** A settings file's YAML, or a Markdown file's front matter. */
const yamlOf = ({ file, text }: SourceFile) =>
  file.endsWith(".yaml") ? text : (FRONT_MATTER.exec(text)?.[1] ?? "");
/** A Markdown file's text below its front matter (a guide may have none). */
const bodyOf = ({ text }: SourceFile) => FRONT_MATTER.exec(text)?.[2] ?? text;

/** The comments of a YAML text, a line each, as the yaml package reads them. */
function commentsOf(yaml: string): string[] {
  const doc = parseDocument(yaml);
  const comments: (string | null | undefined)[] = [doc.commentBefore, doc.comment];
  visit(doc, (_, node) => {
    if (isNode(node)) comments.push(node.commentBefore, node.comment);
  });
  return comments
    .flatMap((comment) => comment?.split("\n") ?? [])
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** A text's lines of prose, four words or more, which no other file shares by chance. */
const proseLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.split(/\s+/).length >= 4);

test("the editor's snapshot carries none of the YAML comments in the content's files", () => {
  const carried = contentFiles.flatMap((file) => {
    const published = snapshotFiles.find((f) => f.file === file.file)?.text ?? "";
    const comments = commentsOf(yamlOf(file)).filter((comment) => published.includes(comment));
    return comments.map((comment) => `${file.file}: # ${comment}`);
  });
  expect(carried).toEqual([]);
});

test("the editor's snapshot carries no text the site does not build: a hidden book's sample and guide, the page of a series without a visible book", () => {
  const hiddenIds = new Set(hidden.map((book) => book.id));
  const unbuilt = [...content.samples, ...content.guides].filter(({ file }) =>
    hiddenIds.has(fileId(file)),
  );
  const listed = new Set(listedSeries(catalogue).map((series) => series.id));
  const withoutPage = content.series.filter(({ text }) => {
    const id = /^id:\s*(\S+)/m.exec(yamlOf({ file: "", text }))?.[1];
    return id !== undefined && !listed.has(id.replace(/^["']|["']$/g, ""));
  });
  const carried = [...unbuilt, ...withoutPage].flatMap((file) =>
    proseLines(bodyOf(file))
      .filter((line) => snapshotText.includes(line))
      .map((line) => `${file.file}: ${line}`),
  );
  expect(carried).toEqual([]);
});

test("the editor knows every content file: by its text, or by its name where the site does not build it", () => {
  const known = [...snapshotFiles.map(({ file }) => file), ...snapshot.withheld];
  expect(known.sort()).toEqual(contentFiles.map(({ file }) => file).sort());
});
