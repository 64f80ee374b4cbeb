import snapshot from "virtual:content-snapshot";
import themeStylesheet from "virtual:theme.css?inline";
import CMS from "decap-cms-app";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { fromJS } from "immutable";
import type { ComponentType } from "react";
import { isLocalHost } from "./backend";
import { bookPreview } from "./book-preview";
import { editorConfig, fieldNames } from "./config";
import { type ContentSnapshot, checkEntry, withFile, withFileRead } from "./content-check";
import { CoverControl } from "./cover-widget";
import { formProblems } from "./edition-form";
import { ENTRY_KINDS, isNamedAfterBook, isSettingsFile, savedEntry } from "./entry-file";
import { fileFormat, formatName, knownTexts, savedText } from "./file-format";
import { showNotSetUp } from "./not-set-up";

/**
 * The author's editor (Decap CMS): the collections generated from the content schema, the
 * site's book page as the preview, and the build's validation before every save.
 */

// The content as the editor knows it: as built, plus what it has read from the repository and
// saved since; and the files' texts as last read or written, which saves write into.
let content: ContentSnapshot = snapshot;
const texts = knownTexts();

// The site's styles, for the preview pane only (the editor's own page keeps Decap's look):
// the theme's colours and faces first, as on the site.
CMS.registerPreviewStyle(themeStylesheet, { raw: true });
for (const css of Object.values(
  import.meta.glob<string>("../app/**/*.css", { query: "?inline", import: "default", eager: true }),
)) {
  CMS.registerPreviewStyle(css, { raw: true });
}

// Decap passes its controls `getEntry` and `onPersistMedia` too; its type declarations omit them.
CMS.registerWidget("cover", CoverControl as unknown as ComponentType<CmsWidgetControlProps>);
for (const kind of ENTRY_KINDS) {
  const extension = isSettingsFile(kind) ? "yaml" : "md";
  const format = fileFormat(kind, texts, fieldNames(kind), (file, text) => {
    content = withFileRead(content, file, text);
  });
  CMS.registerCustomFormat(formatName(kind), extension, format);
}
CMS.registerPreviewTemplate(
  "books",
  bookPreview(() => content),
);

type Entry = {
  get(key: "data"): { toJS(): Record<string, unknown> };
  get(key: "collection" | "slug"): string;
  get(key: "raw"): string | undefined;
  get(key: "newRecord"): boolean | undefined;
};

/** What a save of the entry writes: its file, the file's text, and the cover it brings. */
function saveOf(entry: Entry) {
  const { file, data, cover, isNew } = savedEntry(
    entry.get("collection"),
    entry.get("slug"),
    entry.get("data").toJS(),
    entry.get("newRecord") === true,
  );
  // A sample's or guide's data does not name its file (its book is the file's name), so its
  // format cannot tell which file it read: Decap keeps the text it read as the entry's `raw`.
  const raw = entry.get("raw");
  if (!isNew && raw && texts.get(file.file) === undefined) texts.set(file.file, raw);
  const text = savedText(file.kind, data, texts, fieldNames(file.kind), file.file);
  return { file, data, cover, isNew, text };
}

// The cover each save brings, by file: preSave hands Decap the entry without it (the cover is
// a file of its own, not a field), so postSave's entry no longer names it.
const savedCovers = new Map<string, string[]>();

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }: { entry: Entry }) => {
    const { file, data, cover, isNew, text } = saveOf(entry);
    if (isNamedAfterBook(file.kind) && isNew && !data.book) {
      const what = file.kind === "samples" ? "sample" : "guide";
      throw new Error(`Choose the book this ${what} is for: the ${what}'s file is named after it.`);
    }
    // What only the form can get wrong first; then the build's checks on the file it writes.
    const problems = formProblems(data);
    const { issues } =
      problems.length > 0
        ? { issues: problems }
        : checkEntry(content, file, text, { assets: cover, isNew });
    if (issues.length > 0) throw new Error(issues.join("; "));
    savedCovers.set(file.file, cover);
    return fromJS(data);
  },
});

CMS.registerEventListener({
  name: "postSave",
  handler: ({ entry }: { entry: Entry }) => {
    const { file, text } = saveOf(entry);
    const cover = savedCovers.get(file.file) ?? [];
    savedCovers.delete(file.file);
    texts.set(file.file, text);
    content = withFile(content, file, text);
    content = { ...content, assets: [...content.assets, ...cover] };
  },
});

if (EDITOR_BACKEND === null && !isLocalHost(location.hostname)) showNotSetUp(document.body);
else CMS.init({ config: editorConfig(EDITOR_BACKEND, LOCAL_BACKEND_URL) });
