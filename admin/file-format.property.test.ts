import { test } from "@fast-check/vitest";
import { expect } from "vitest";
import { catalogueFiles } from "~/schema/catalogue-files.test-helper";
import { catalogueModel, catalogueRuns } from "~/schema/catalogue-model.test-helper";
import { fileId } from "~/schema/parse-catalogue";
import { environment } from "../config/environment.mjs";
import { fieldNames } from "./config";
import type { EntryKind } from "./entry-file";
import { fileFormat, knownTexts, savedText } from "./file-format";

/** The editor's file formats over generated catalogues (docs/testing.md). */

const { params, timeout } = catalogueRuns(environment.catalogueRuns);

/** The editor's data, which comes with its keys in no particular order. */
const shuffled = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).sort(([a], [b]) => b.localeCompare(a)));

test.prop([catalogueModel()], params)(
  "every file the editor reads and saves unchanged is written back byte for byte, in any script, habit, line ending or byte-order mark",
  (model) => {
    const sources = catalogueFiles(model);
    const texts = knownTexts();
    const kinds: [EntryKind, { file: string; text: string }[]][] = [
      ["site", [sources.site]],
      ["categories", [sources.categories]],
      ["series", sources.series],
      ["books", sources.books],
      ["samples", sources.samples],
      ["guides", sources.guides],
      ["events", sources.events],
    ];
    for (const [kind, files] of kinds) {
      const order = fieldNames(kind);
      const format = fileFormat(kind, texts, order);
      for (const { file, text } of files) {
        const data = format.fromFile(text);
        // A save fills in a sample's or a guide's book from its file's name, and writes into
        // the text Decap read (the entry's raw) when the format could not tell its file.
        if (kind === "samples" || kind === "guides") data.book = fileId(file);
        if (texts.get(file) === undefined) texts.set(file, text);
        expect(savedText(kind, shuffled(data), texts, order, file), file).toBe(text);
      }
    }
  },
  timeout,
);
