import { FIRST_ROWS } from "../../app/catalogue/book-sections.ts";
import { comingEvents } from "../../app/catalogue/events.ts";
import { booksInCategory, sectionFilters } from "../../app/catalogue/queries.ts";
import { newestTrailers } from "../../app/catalogue/trailers.ts";
import { formatLongDate } from "../../app/content/dates.ts";
import type { Book } from "../../app/content/schema.ts";
import { HOME_NEWS_COUNT, homePage } from "../../app/pages/home-page.ts";
import { bookById, catalogue, today } from "./catalogue.ts";
import { expect, type Locator, test } from "./fixtures.ts";

const bookLinks = (section: Locator) =>
  section
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((a) => a.getAttribute("href") ?? "").filter((href) => href.startsWith("/book/")),
    );
const home = homePage(catalogue);

/** Whether `a` comes before `b` in the spec's order: newer first, books of one day by title. */
const before = (a: { pubDate: string; title: string }, b: { pubDate: string; title: string }) =>
  a.pubDate > b.pubDate || (a.pubDate === b.pubDate && a.title.localeCompare(b.title) <= 0);

/**
 * Checks the covers a section shows against the rule, read from the outside rather than from
 * the code that sorts the page: they are the section's books (visible, and `belongs`), as many
 * as its first rows hold, each newer than (or of the day of and titled before) the next, and no
 * book left out is newer than the last shown.
 */
function expectNewestFirst(shown: string[], belongs: (book: Book) => boolean) {
  const pool = catalogue.books.filter((book) => !book.hidden && belongs(book));
  const books = shown.map((href) => bookById(href.replace("/book/", "")));
  expect(
    books.every((book) => pool.includes(book)),
    "only the section's books",
  ).toBe(true);
  expect(books).toHaveLength(Math.min(pool.length, FIRST_ROWS));
  books.slice(1).forEach((book, i) => {
    const previous = books[i] as Book;
    expect(before(previous, book), `${previous.id} before ${book.id}`).toBe(true);
  });
  const last = books.at(-1);
  for (const book of pool.filter((b) => !books.includes(b))) {
    expect(last && before(last, book), `${book.id} is not newer than the last shown`).toBe(true);
  }
}

test("the home page has the spec's sections in order, those with something to show", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogue.site.author.name);
  const sections = [
    ["featured", "Featured Books", home.featured],
    ["news", "Latest News", home.news],
    ["about", "About Me", home.about],
    ["events", "Upcoming events", comingEvents(catalogue, today).length > 0 ? true : null],
    ["trailers", "Book Trailers", home.trailers],
    ["fiction", "Fiction Books", home.fiction],
    ["nonfiction", "Nonfiction Books", home.nonfiction],
    ["singles", "Kindle Singles", home.singles],
  ] as const;
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
    sections.filter(([, , data]) => data !== null).map(([, title]) => title),
  );
  for (const [id, , data] of sections) {
    await expect(page.locator(`#${id}`)).toHaveCount(data === null ? 0 : 1);
  }
});

test("featured books are the featured category, newest first, with no filters", async ({
  page,
}) => {
  test.skip(home.featured === null, "no book is featured");
  await page.goto("/");
  const featured = page.locator("#featured");
  expectNewestFirst(await bookLinks(featured), (book) => book.categories.includes("featured"));
  await expect(featured.getByRole("list", { name: /filter/ })).toHaveCount(0);
});

test("the news shows the newest items, newest first, each linking out", async ({ page }) => {
  test.skip(home.news === null, "the content has no news");
  await page.goto("/");
  const news = page.locator("#news");
  // The items shown, found by their titles; the newest of the content, newest first.
  const titles = await news.getByRole("heading", { level: 3 }).allTextContents();
  const items = titles.map((title) => {
    const item = catalogue.news.find((n) => `${n.title} (opens in a new tab)` === title);
    if (!item) throw new Error(`the news item "${title}" is not in the content`);
    return item;
  });
  expect(items).toHaveLength(Math.min(catalogue.news.length, HOME_NEWS_COUNT));
  items.slice(1).forEach((item, i) => {
    expect(before(items[i] ?? item, item), `${items[i]?.title} before ${item.title}`).toBe(true);
  });
  const oldestShown = items.at(-1);
  for (const other of catalogue.news.filter((n) => !items.includes(n))) {
    expect(oldestShown && oldestShown.pubDate >= other.pubDate, other.title).toBe(true);
  }
  await expect(news.locator("time")).toHaveText(items.map((n) => formatLongDate(n.pubDate)));
  for (const item of items) {
    const link = news.getByRole("link", { name: item.title });
    await expect(link).toHaveAttribute("href", item.contentUrl);
    await expect(link).toHaveAttribute("target", "_blank");
  }
});

test("about me shows the portrait and biography", async ({ page }) => {
  await page.goto("/");
  const about = page.locator("#about");
  await expect(
    about.getByRole("img", { name: `Portrait of ${catalogue.site.author.name}` }),
  ).toBeVisible();
  const firstWords = catalogue.site.author.bio.split(/\s+/).slice(0, 6).join(" ");
  await expect(about.getByText(firstWords)).toBeVisible();
});

test("the trailers section shows the four newest and links to all", async ({ page }) => {
  test.skip(home.trailers === null, "the content has no trailer");
  await page.goto("/");
  const trailers = page.locator("#trailers");
  await expect(trailers.locator("figcaption")).toHaveText(
    newestTrailers(catalogue).map((t) => t.title),
  );
  await trailers.getByRole("link", { name: "See all trailers" }).click();
  await expect(page).toHaveURL("/trailers/all");
});

for (const [id, genre] of [
  ["fiction", "fiction"],
  ["nonfiction", "nonfiction"],
  ["singles", "single"],
] as const) {
  test(`the ${id} section lists its books newest first, its first rows at first`, async ({
    page,
  }) => {
    test.skip(home[id] === null, `the content has no ${genre} book`);
    await page.goto("/");
    expectNewestFirst(await bookLinks(page.locator(`#${id}`)), (book) =>
      book.genres.includes(genre),
    );
  });
}

test("choosing a filter narrows the covers and resets the other list", async ({ page }) => {
  const { categories: offered, series: offeredSeries } = sectionFilters(catalogue, "fiction");
  const [category, otherCategory] = offered;
  const [series] = offeredSeries;
  test.skip(
    !category || !otherCategory || !series,
    "the fiction section does not offer two categories and a series to filter by",
  );
  if (!category || !otherCategory || !series) return;
  await page.goto("/");
  const fiction = page.locator("#fiction");
  const categories = fiction.getByRole("list", { name: "Fiction Books: filter by category" });
  const seriesList = fiction.getByRole("list", { name: "Fiction Books: filter by series" });
  await expect(categories.getByRole("button", { name: "All", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await categories.getByRole("button", { name: category.label }).click();
  await expect(categories.getByRole("button", { name: category.label })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(categories.getByRole("button", { name: "All", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  expectNewestFirst(
    await bookLinks(fiction),
    (book) => book.genres.includes("fiction") && book.categories.includes(category.key),
  );

  await seriesList.getByRole("button", { name: series.title }).click();
  await expect(seriesList.getByRole("button", { name: series.title })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(categories.getByRole("button", { name: "All", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(categories.getByRole("button", { name: category.label })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  expectNewestFirst(
    await bookLinks(fiction),
    (book) => book.genres.includes("fiction") && book.series.includes(series.id),
  );

  await categories.getByRole("button", { name: otherCategory.label }).click();
  await expect(seriesList.getByRole("button", { name: "All", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await seriesList.getByRole("button", { name: "All", exact: true }).click();
  expectNewestFirst(await bookLinks(fiction), (book) => book.genres.includes("fiction"));
});

test("each section offers only the categories and series of its genre", async ({ page }) => {
  await page.goto("/");
  for (const [id, genre] of [
    ["fiction", "fiction"],
    ["nonfiction", "nonfiction"],
    ["singles", "single"],
  ] as const) {
    const section = page.locator(`#${id}`);
    const { categories, series } = sectionFilters(catalogue, genre);
    const lists = [
      [/category/, categories.map((c) => c.label)],
      [/series/, series.map((s) => s.title)],
    ] as const;
    for (const [name, labels] of lists) {
      const list = section.getByRole("list", { name });
      if (labels.length === 0) await expect(list, `${id} ${name}`).toHaveCount(0);
      else await expect(list.getByRole("button")).toHaveText(["All", ...labels]);
    }
  }
});

test("covers of books still to come on the visitor's day carry a ribbon", async ({ page }) => {
  // The newest featured book that can be ordered, seen the day before it comes out.
  const featured = booksInCategory(catalogue.books, "featured");
  const book = featured.find((b) => b.amazonId !== "");
  test.skip(!book, "no featured book can be ordered");
  if (!book) return;
  const dayBefore = new Date(`${book.pubDate}T12:00:00`);
  dayBefore.setDate(dayBefore.getDate() - 1);
  await page.clock.setFixedTime(dayBefore);
  await page.goto("/");
  const cover = (id: string) => page.locator(`#featured a[href="/book/${id}"]`);
  await expect(cover(book.id).getByRole("img", { name: "Pre-order" })).toBeVisible();
  const out = featured.find((b) => b.pubDate < book.pubDate);
  if (out) {
    await expect(cover(out.id)).toBeVisible();
    await expect(cover(out.id).locator("img[data-ribbon]")).toHaveCount(0);
  }
});
