import type { Book } from "../../app/content/types.ts";
import { bookOfLargestSeries, largestSeries } from "../catalogue.ts";
import { expect, type Page } from "./fixtures.ts";

/** A reader's way from one page of the site to another: a series' page, then one of its books. */
export type SeriesWalk = { seriesPath: string; book: Book };

/**
 * The way Go Back's tests retrace: the largest series' page, then the first book it lists;
 * none when no series has a visible book.
 */
export const seriesWalk: SeriesWalk | undefined =
  largestSeries && bookOfLargestSeries
    ? { seriesPath: `/series/${largestSeries.key}`, book: bookOfLargestSeries }
    : undefined;

/** The reader loads the series' page and taps the book's link, which opens the book's page. */
export async function tapBookOnSeriesPage(page: Page, walk: SeriesWalk) {
  await page.goto(walk.seriesPath);
  await tapBook(page, walk);
}

/** On the series' page, the reader taps the book's link, which opens the book's page. */
export async function tapBook(page: Page, { book }: SeriesWalk) {
  await page.getByRole("link", { name: book.title, exact: true }).first().click();
  await expect(page).toHaveURL(`/book/${book.id}`);
}
