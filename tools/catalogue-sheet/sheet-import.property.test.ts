import { test } from "@fast-check/vitest";
import { expect } from "vitest";
import { catalogueFiles } from "../../app/schema/catalogue-files.test-helper.ts";
import { catalogueModel, catalogueRuns } from "../../app/schema/catalogue-model.test-helper.ts";
import { environment } from "../../config/environment.mjs";
import { problemLine } from "./import-report.ts";
import { changedBooks, exportSheet, planImport } from "./sheet-import.ts";

/** The catalogue sheet over generated catalogues (docs/testing.md). */

const { params, timeout } = catalogueRuns(environment.catalogueRuns);

test.prop([catalogueModel()], params)(
  "export then import changes no byte of any book's file, in any script, habit, line ending or byte-order mark",
  (model) => {
    const sources = catalogueFiles(model);
    const plan = planImport(exportSheet(sources), sources);
    expect(plan.problems.map(problemLine)).toEqual([]);
    expect(plan.books.map((book) => [book.file, book.saved])).toEqual(
      sources.books.map((book) => [book.file, book.text]),
    );
    expect(changedBooks(plan)).toEqual([]);
  },
  timeout,
);
