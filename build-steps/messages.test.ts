import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { GENERATED_MESSAGES } from "./generated-folders.mjs";
import {
  byArea,
  compileMessages,
  messageInputs,
  messagesUpToDate,
  readCatalogue,
  siteLanguageIn,
} from "./messages.ts";

let root = "";
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A project with these catalogues in app/i18n/messages/, as an editor may save them. */
function project(catalogues: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), "messages-"));
  const folder = path.join(root, "app", "i18n", "messages");
  mkdirSync(folder, { recursive: true });
  for (const [language, text] of Object.entries(catalogues))
    writeFileSync(path.join(folder, `${language}.json`), text);
  return root;
}

const module = (area: string, language: string) =>
  readFileSync(path.join(root, GENERATED_MESSAGES, area, "messages", `${language}.js`), "utf8");

test("each area is compiled into a module per language, with its types from English's", async () => {
  project({
    en: JSON.stringify({ frame_menu: "Menu", frame_magnet: "Free {format} for new readers:" }),
    // Saved by Notepad: a byte-order mark, Windows' line endings.
    de: `\uFEFF{\r\n"frame_menu": "Menü",\r\n"frame_magnet": "Gratis-{format} für neue Leser:"\r\n}`,
  });
  expect(await compileMessages(root)).toBe("1 area in 3 languages, compiled");
  expect(module("frame", "de")).toContain("Menü");
  // The placeholder, as the function Paraglide writes fills it in.
  const filled = "`Gratis-$" + "{i?.format} für neue Leser:`";
  expect(module("frame", "de")).toContain(filled);
  expect(module("frame", "en-XA")).toContain("[Mééñûû]");
  expect(
    readFileSync(path.join(root, GENERATED_MESSAGES, "frame", "messages", "en.d.ts"), "utf8"),
  ).toBe(
    [
      "// Made by build-steps/messages.ts from the English catalogue.",
      "export declare const menu: () => string;",
      "export declare const magnet: (inputs: { format: string | number }) => string;",
      "",
    ].join("\n"),
  );
  // Nothing changed, nothing compiled.
  expect(await compileMessages(root)).toBe("1 area in 3 languages, up to date");
}, 30_000);

test("a catalogue that lacks a message stops the build, naming the file and the message", async () => {
  project({
    en: JSON.stringify({ frame_menu: "Menu", frame_shop: "Shop" }),
    de: JSON.stringify({ frame_menu: "Menü" }),
  });
  await expect(compileMessages(root)).rejects.toThrow(
    'de.json has no message "frame_shop" (en.json has it)',
  );
});

test("a message's name says its area; the inputs are its placeholders and declared inputs", () => {
  expect(() => byArea({ en: { menu: "Menu" } })).toThrow('"menu" names no area');
  expect([...byArea({ en: { frame_menu: "Menu", error_title: "Oops" } }).keys()]).toEqual([
    "frame",
    "error",
  ]);
  expect(messageInputs("Page {n} of {total}")).toEqual(["n", "total"]);
  expect(
    messageInputs([
      {
        declarations: ["input count", "local countPlural = count: plural"],
        match: { "countPlural=one": "1 book", "countPlural=other": "{count} books" },
      },
    ]),
  ).toEqual(["count"]);
});

test("a catalogue is read as any editor saves it, the pseudo-language's made from English's, and one that is not JSON is named", () => {
  project({
    en: JSON.stringify({ frame_menu: "Menu" }),
    // Saved by Notepad: a byte-order mark, Windows' line endings.
    fr: '\uFEFF{\r\n"frame_menu": "Menu général"\r\n}',
    de: '{"frame_menu": "Menü",}',
  });
  expect(readCatalogue(root, "fr")).toEqual({ frame_menu: "Menu général" });
  expect(readCatalogue(root, "en-XA")).toEqual({ frame_menu: "[Mééñûû]" });
  expect(() => readCatalogue(root, "de")).toThrow(/de\.json is not JSON/);
});

test("`~messages/{area}` is the site's language's, as site.yaml names it; a catalogue edited is compiled again", async () => {
  project({
    en: JSON.stringify({ frame_menu: "Menu" }),
    de: JSON.stringify({ frame_menu: "Menü" }),
  });
  mkdirSync(path.join(root, "content"));
  // As Notepad saves it: a byte-order mark, Windows' line endings.
  writeFileSync(path.join(root, "content", "site.yaml"), "\uFEFFtitle: Bücher\r\nlanguage: de\r\n");
  expect(siteLanguageIn(root)).toBe("de");
  expect(messagesUpToDate(root)).toBe(false);
  await compileMessages(root);
  const site = path.join(root, GENERATED_MESSAGES, "frame", "site.js");
  expect(readFileSync(site, "utf8")).toBe('export * from "./messages/de.js";\n');
  expect(messagesUpToDate(root)).toBe(true);
  // A language with no catalogue is the content check's to report: English meanwhile.
  expect(messagesUpToDate(root, "it")).toBe(true);
  expect(readFileSync(site, "utf8")).toBe('export * from "./messages/en.js";\n');
  writeFileSync(path.join(root, "app", "i18n", "messages", "de.json"), '{"frame_menu": "Menü!"}');
  expect(messagesUpToDate(root)).toBe(false);
}, 30_000);
