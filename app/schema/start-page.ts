import { z } from "zod";
import { expecting, fields, idList, slug, words } from "./schema-fields.ts";
import { pagePath } from "./signups.ts";

/**
 * `start:` in site.yaml: the "Start here" page (`/start` unless `path` says otherwise), the
 * author's ways into the whole catalogue in the order they recommend: a series to read first,
 * where a novella or a crossover falls between two series, the standalones. Each step names a
 * series (shown in its reading order) or books, in the author's words.
 */
const startStep = fields(
  {
    title: words("the step's heading, such as Begin with the first series"),
    /** Why this step, and where it falls between the others (the descriptions' Markdown). */
    text: words("what the reader should know of this step").optional(),
    series: slug("the id of the series to read").optional(),
    books: idList("book id", "[my-first-novel, a-short-read]"),
  },
  { expected: "write each step's title, then its series: or books:" },
);

export const startSchema = fields(
  {
    /** Left out, "Start here" in the site's language (app/pages/start-page.ts). */
    title: words("the page's title").optional(),
    /** The page's opening, in paragraphs (the descriptions' Markdown). */
    intro: words("a few words on where to begin").optional(),
    path: pagePath("/start"),
    steps: z
      .array(startStep, { error: expecting("list the steps, each with a title") })
      .min(1, { error: expecting("list at least one step") }),
  },
  { expected: "write the Start here page's settings, indented under start" },
);
export type StartPage = z.infer<typeof startSchema>;

/** A problem with the Start here page's settings: its path in site.yaml and the message. */
export type StartIssue = { path: (string | number)[]; message: string };

/**
 * What the schema cannot see of the Start here page, the ids aside (parse-catalogue.ts checks
 * those as it checks every reference): each step names a series or books, not both and not
 * neither, never a hidden book, which no page lists, nor a series with no book to show.
 */
export function startPageIssues(
  start: StartPage,
  {
    hiddenBookIds,
    seriesIds,
    shownSeriesIds,
  }: {
    hiddenBookIds: ReadonlySet<string>;
    /** The series there are, and those with a visible book, which have a page. */
    seriesIds: ReadonlySet<string>;
    shownSeriesIds: ReadonlySet<string>;
  },
): StartIssue[] {
  const issues: StartIssue[] = [];
  start.steps.forEach((step, index) => {
    const at = ["start", "steps", index];
    const where = `step ${index + 1} of start (${step.title})`;
    if (step.series === undefined && step.books.length === 0) {
      issues.push({
        path: at,
        message: `${where} names no book: write series: with a series' id, or books: with the books' ids`,
      });
    }
    if (step.series !== undefined && step.books.length > 0) {
      issues.push({
        path: [...at, "books"],
        message: `${where} names a series and books: make the books a step of their own, so that each says where it falls`,
      });
    }
    // An unknown series is reported as every unknown id is; a known one needs a book to show.
    if (
      step.series !== undefined &&
      seriesIds.has(step.series) &&
      !shownSeriesIds.has(step.series)
    ) {
      issues.push({
        path: [...at, "series"],
        message: `${where} names the series '${step.series}', which has no visible book, so no page: name another, or show one of its books`,
      });
    }
    step.books.forEach((id, book) => {
      if (hiddenBookIds.has(id)) {
        issues.push({
          path: [...at, "books", book],
          message: `${where} names '${id}', a hidden book, which no page lists: take it off, or show the book`,
        });
      }
    });
  });
  return issues;
}
