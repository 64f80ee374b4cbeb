import { audiobookUrl, retailUrl, reviewUrl } from "../../app/catalogue/links.ts";
import { relatedBooks, seriesBooks, subtitleFor } from "../../app/catalogue/queries.ts";
import { allTrailers } from "../../app/catalogue/trailers.ts";
import { isVideoId } from "../../app/content/validators.ts";
import { catalogue, largestSeries, someBook, visible } from "./catalogue.ts";
import { expect, test } from "./fixtures.ts";

test("a book page links to the store, the audiobook and the reviews in new tabs", async ({
  page,
}) => {
  const book = visible.find((b) => b.amazonId && b.audioId && b.goodreadsId);
  test.skip(!book, "no visible book has a store, an audiobook and a review id");
  if (!book) return;
  await page.goto(`/book/${book.id}`);
  const buy = page.getByRole("link", { name: /Buy the book/ });
  await expect(buy).toHaveAttribute("href", retailUrl(catalogue.site, book.amazonId) ?? "");
  await expect(buy).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: /Listen to the audiobook/ })).toHaveAttribute(
    "href",
    audiobookUrl(catalogue.site, book.audioId) ?? "",
  );
  await expect(page.getByRole("link", { name: /Read the reviews/ })).toHaveAttribute(
    "href",
    reviewUrl(catalogue.site, book.goodreadsId) ?? "",
  );
});

test("a book without an audiobook has no audiobook button", async ({ page }) => {
  const book = visible.find((b) => b.amazonId && !b.audioId);
  test.skip(!book, "every visible book has an audiobook, or none a store");
  await page.goto(`/book/${book?.id}`);
  await expect(page.getByRole("link", { name: /Buy the book/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Listen to the audiobook/ })).toHaveCount(0);
});

test("a book page shows its trailer, keywords, series books and related books", async ({
  page,
}) => {
  const book = visible.find(
    (b) => isVideoId(b.trailerUrl) && b.series.length > 0 && b.keywords.length > 0,
  );
  test.skip(!book, "no visible book in a series has a trailer and keywords");
  if (!book) return;
  await page.goto(`/book/${book.id}`);
  await expect(
    page.getByRole("button", { name: `Play the trailer for ${book.title}` }),
  ).toBeVisible();
  for (const keyword of book.keywords) {
    await expect(page.getByRole("link", { name: keyword, exact: true })).toHaveAttribute(
      "href",
      `/search/${encodeURIComponent(keyword)}`,
    );
  }
  const series = catalogue.series.find((s) => s.id === book.series[0]);
  const others = seriesBooks(catalogue.books, series?.id ?? "").filter((b) => b.id !== book.id);
  await expect(
    page.getByRole("list", { name: `More in ${series?.title}` }).getByRole("link"),
  ).toHaveCount(others.length);
  const related = relatedBooks(book, catalogue.books);
  const relatedCovers = page.getByRole("list", { name: "Related books" }).getByRole("img");
  expect(
    await relatedCovers.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt"))),
  ).toEqual(related.map((b) => b.title));
});

test("Go Back returns to the previous page", async ({ page }) => {
  const book = largestSeries && seriesBooks(catalogue.books, largestSeries.id)[0];
  test.skip(!largestSeries || !book, "no series has a visible book");
  await page.goto(`/series/${largestSeries?.key}`);
  await page.getByRole("link", { name: book?.title, exact: true }).first().click();
  await expect(page).toHaveURL(`/book/${book?.id}`);
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(`/series/${largestSeries?.key}`);
});

test("Go Back on the first page visited goes home", async ({ page }) => {
  test.skip(!someBook, "the catalogue has no visible book");
  await page.goto(`/book/${someBook?.id}`);
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL("/");
});

test("an unknown book or series shows Not Found, by address or in the app", async ({ page }) => {
  for (const path of ["/book/no-such-book", "/series/nosuchseries", "/book/no-such-book/"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Oops! We couldn't find that page!",
    );
  }
  // A navigation inside the app (back to an address pushed onto the history).
  await page.goto("/");
  await page.evaluate(() => {
    history.pushState(null, "", "/book/no-such-book");
    history.pushState(null, "", "/");
    history.back();
  });
  await expect(page).toHaveURL("/book/no-such-book");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Oops! We couldn't find that page!",
  );
});

test("a series page lists each book's details with rules between, then the trailer and keywords", async ({
  page,
}) => {
  const series = largestSeries;
  test.skip(!series, "the catalogue has no series");
  if (!series) return;
  await page.goto(`/series/${series.key}`);
  const books = seriesBooks(catalogue.books, series.id);
  const trailer = allTrailers(catalogue).some((t) => t.id === series.id);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(series.title);
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(headings).toHaveText([
    ...books.map((b) => b.title),
    ...(trailer ? ["Series Trailer"] : []),
    ...(series.keywords.length > 0 ? ["Keywords"] : []),
  ]);
  // A rule between books, and one above the trailer.
  await expect(page.locator("main hr")).toHaveCount(books.length - 1 + (trailer ? 1 : 0));
  for (const book of books) {
    const line = subtitleFor(book, catalogue.series);
    if (line) await expect(page.getByText(line, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole("link", { name: /Buy the book/ })).toHaveCount(0);
  for (const keyword of series.keywords)
    await expect(page.getByRole("link", { name: keyword, exact: true })).toBeVisible();
});

test("the trailers page shows every trailer, newest first, with captions", async ({ page }) => {
  await page.goto("/trailers/all");
  const trailers = allTrailers(catalogue);
  await expect(page.locator("main figcaption")).toHaveText(trailers.map((t) => t.title));
  expect(trailers.some((t) => catalogue.books.find((b) => b.id === t.id)?.hidden)).toBe(false);
});

test("Not Found sits inside the site's header and footer with a way back", async ({ page }) => {
  await page.goto("/some/where/else");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("an unexpected error shows the error page with its message inside the site's frame", async ({
  page,
}) => {
  // A book's data file that arrives broken, as after a botched deploy.
  await page.route(/\/book\/[^/]+\.data(\?|$)/, (route) =>
    route.fulfill({ status: 200, body: "boom" }),
  );
  await page.goto("/");
  await page.getByRole("main").locator('a[href^="/book/"]').first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
  const error = page.getByRole("region", { name: "Unexpected Application Error!" });
  await expect(error.getByRole("paragraph").first()).not.toBeEmpty();
  const details = page.getByText("Technical details");
  await expect(details).toBeVisible();
  await expect(page.locator("details pre")).toBeHidden();
  await details.click();
  await expect(page.locator("details pre")).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});
