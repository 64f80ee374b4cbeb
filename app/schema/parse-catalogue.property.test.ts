import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { environment } from "../../config/environment.mjs";
import { catalogueFiles } from "./catalogue-files.test-helper.ts";
import {
  lineOf,
  MISTAKE_NAMES,
  type Mistake,
  mistakenCatalogue,
} from "./catalogue-mistakes.test-helper.ts";
import { catalogueModel, catalogueRuns } from "./catalogue-model.test-helper.ts";
import { ContentError, type ContentIssue, formatIssue } from "./content-issues.ts";
import { type ContentSources, parseCatalogue } from "./parse-catalogue.ts";

/** The content rules on generated catalogues (docs/testing.md): what the build says of each. */

const { params, timeout } = catalogueRuns(environment.catalogueRuns);
// Every mistake in every run, each on a tenth as many catalogues as the other properties.
const eachMistake = catalogueRuns(Math.ceil(environment.catalogueRuns / 10));

function issues(sources: ContentSources, assetExists = (_path: string) => true): ContentIssue[] {
  try {
    parseCatalogue(sources, { assetExists });
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.issues;
    throw error;
  }
}

test.prop([catalogueModel()], params)(
  "a catalogue as authors write it, in any script and any of their habits, gives no content error",
  (model) => {
    expect(issues(catalogueFiles(model)).map(formatIssue)).toEqual([]);
  },
  timeout,
);

/** Whether the build names the mistake's file, its field and its line. */
function expectNamed({ mistake, sources, assetExists, files, field, at }: Mistake) {
  const found = issues(sources, assetExists);
  const text = (file: string) =>
    [
      ...sources.books,
      ...sources.series,
      ...sources.samples,
      ...sources.guides,
      ...sources.authors,
      sources.site,
    ].find((source) => source.file === file)?.text ?? "";
  const named = found.filter(
    (issue) =>
      files.includes(issue.file) &&
      issue.message.includes(field) &&
      (at === null || issue.line === lineOf(text(issue.file), at)),
  );
  const said = found.length === 0 ? "nothing" : found.map(formatIssue).join("\n");
  expect(named, `${mistake}, in ${files.join(" or ")}; the build said ${said}`).not.toEqual([]);
}

test.each(MISTAKE_NAMES)(
  "%s, made in a valid catalogue, gives a message naming its file, its field and its line",
  (name) => {
    fc.assert(fc.property(mistakenCatalogue(name), expectNamed), eachMistake.params);
  },
  eachMistake.timeout,
);
