import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import {
  afterCharset,
  checkHashedNames,
  decodedNames,
  FrameworkOutputChanged,
  folderDataCopies,
  inlineScriptHashes,
} from "./framework-output.ts";

// Pages as the pinned React Router prerenders them (captured by tools/capture-bootstrap-fixtures.ts).
const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, "defer-bootstrap-fixtures", name), "utf8");
const captured = ["home.html", "book.html"].map((name) => ({ name, html: fixture(name) }));

test("every inline script of a captured page is hashed, the JSON-LD and external ones are not", () => {
  for (const { name, html } of captured) {
    const hashes = inlineScriptHashes(html, name);
    const tags = html.match(/<script\b[^>]*>/g) ?? [];
    const data = tags.filter((tag) => tag.includes("application/ld+json")).length;
    // Each hash is one of the page's scripts, counted here by splitting the page at its tags.
    const sources = html
      .split(/<script\b[^>]*>/)
      .slice(1)
      .map((rest) => rest.slice(0, rest.indexOf("</script>")));
    const expected = new Set(
      sources
        .filter((_, i) => !tags[i]?.includes("application/ld+json") && !tags[i]?.includes("src="))
        .map((source) => createHash("sha256").update(source).digest("base64")),
    );
    expect(new Set(hashes), name).toEqual(expected);
    expect(hashes.length, name).toBeGreaterThan(0);
    expect(tags.length - data, name).toBeGreaterThanOrEqual(hashes.length);
  }
});

test("a script in a form the reader does not know stops the build, saying what was found", () => {
  const [home] = captured;
  if (!home) throw new Error("no captured page");
  const changed = home.html.replace("</body>", "<script\ntype=module>go()</script ></body>");
  expect(() => inlineScriptHashes(changed, "home.html")).toThrow(FrameworkOutputChanged);
  expect(() => inlineScriptHashes(changed, "home.html")).toThrow(/home\.html: .*<script> tags/);
});

test("the policy goes right after the character set, before any script or stylesheet", () => {
  for (const { name, html } of captured) {
    const result = afterCharset(html, "<meta data-policy/>", name);
    expect(result).toContain('<meta charSet="utf-8"/><meta data-policy/>');
    expect(result.indexOf("<meta data-policy/>")).toBeLessThan(result.search(/<(script|link)\b/));
  }
});

test("a page without the character set, or with a script before it, stops the build", () => {
  const [home] = captured;
  if (!home) throw new Error("no captured page");
  const without = home.html.replace('<meta charSet="utf-8"/>', '<meta charset="UTF8">');
  expect(() => afterCharset(without, "<meta/>", "home.html")).toThrow(
    /home\.html: .*no <meta charSet="utf-8"\/>; the head starts/,
  );
  const late = home.html.replace("<head>", "<head><script>early()</script>");
  expect(() => afterCharset(late, "<meta/>", "home.html")).toThrow(
    /a <script> comes before <meta charSet/,
  );
});

test("hashed file names are {chunk}-{8 characters}; any other stops the build", () => {
  const names = [
    "framework-CMweJEVU.js",
    "home-8n3KnyU-.js",
    "entry.client-Ama_C1RI.js",
    "root-Bx.css",
  ];
  expect(() => checkHashedNames(names.slice(0, 3), "static")).not.toThrow();
  expect(() => checkHashedNames(names, "static")).toThrow(/static: .*root-Bx\.css/);
  expect(() => checkHashedNames(["app.js", "display-Dqu5-eod.woff2"], "static")).toThrow(/app\.js/);
});

test("each page's data is copied to its folder's address; the home page's is there already", () => {
  const files = [
    "index.html",
    "_.data",
    "404.html",
    "book/remnant/index.html",
    "book/remnant.data",
    "book/remnant/sample/index.html",
    "book/remnant/sample.data",
    "book/remnant/release.ics",
    "book/remnant/release.ics.data",
    "tyrant/index.html",
    "tyrant.data",
    "search/index.html",
    "search.data",
    "admin/index.html",
    "static/app-12345678.js",
  ];
  expect(folderDataCopies(files, "client", ["search"])).toEqual([
    ["book/remnant.data", "book/remnant/_.data"],
    ["book/remnant/sample.data", "book/remnant/sample/_.data"],
    ["tyrant.data", "tyrant/_.data"],
  ]);
});

test("data files named otherwise than the trailing-slash-aware form stop the build", () => {
  expect(() => folderDataCopies(["index.html", "_root.data"], "client")).toThrow(
    FrameworkOutputChanged,
  );
  expect(() => folderDataCopies(["index.html", "_root.data"], "client")).toThrow(
    "the home page's data is expected in _.data (trailing-slash-aware data requests); found _root.data",
  );
  expect(() =>
    folderDataCopies(["index.html", "_.data", "book/remnant/index.html"], "client"),
  ).toThrow(
    "the page book/remnant/index.html has no data file book/remnant.data beside its folder",
  );
});

test("a page at an address in another script is renamed from its URL's escapes to its letters", () => {
  const trope = "tropes/%D0%BB%D1%8E%D0%B1%D0%BE%D0%B2%D1%8C-%D0%B8-war";
  const files = [
    "index.html",
    "tropes/war/index.html",
    "tropes/war.data",
    `${trope}/index.html`,
    `${trope}.data`,
    `${trope}/%C3%A9t%C3%A9/index.html`,
  ];
  expect(decodedNames(files)).toEqual([
    [`${trope}/%C3%A9t%C3%A9`, `${trope}/été`],
    [trope, "tropes/любовь-и-war"],
    [`${trope}.data`, "tropes/любовь-и-war.data"],
  ]);
});
