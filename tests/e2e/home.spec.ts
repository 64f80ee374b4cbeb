import { FIRST_ROWS } from "../../app/catalogue/book-sections.ts";
import { formatLongDate } from "../../app/catalogue/dates.ts";
import { HOME_NEWS_COUNT, homePage } from "../../app/catalogue/home-page.ts";
import {
  booksInCategory,
  genreSection,
  newestFirst,
  sectionFilters,
} from "../../app/catalogue/queries.ts";
import { newestTrailers } from "../../app/catalogue/trailers.ts";
import { catalogue } from "./catalogue.ts";
import { expect, type Locator, test } from "./fixtures.ts";

const bookLinks = (section: Locator) =>
  section
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((a) => a.getAttribute("href") ?? "").filter((href) => href.startsWith("/book/")),
    );
const hrefs = (books: { id: string }[]) => books.map((b) => `/book/${b.id}`);
/** The covers a section shows before Show all: its first rows. */
const firstRows = (books: { id: string }[]) => hrefs(books.slice(0, FIRST_ROWS));
const home = homePage(catalogue);

test("the home page has the spec's sections in order, those with something to show", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogue.site.author.name);
  const sections = [
    ["featured", "Featured Books", home.featured],
    ["news", "Latest News", home.news],
    ["about", "About Me", home.about],
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
  expect(await bookLinks(featured)).toEqual(
    firstRows(booksInCategory(catalogue.books, "featured")),
  );
  await expect(featured.getByRole("list", { name: /filter/ })).toHaveCount(0);
});

test("the news shows the newest items, newest first, each linking out", async ({ page }) => {
  test.skip(home.news === null, "the content has no news");
  await page.goto("/");
  const news = page.locator("#news");
  const items = newestFirst(catalogue.news).slice(0, HOME_NEWS_COUNT);
  await expect(news.getByRole("heading", { level: 3 })).toHaveText(
    items.map((n) => `${n.title} (opens in a new tab)`),
  );
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
    expect(await bookLinks(page.locator(`#${id}`))).toEqual(
      firstRows(genreSection(catalogue.books, genre, { kind: "all" })),
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
  expect(await bookLinks(fiction)).toEqual(
    firstRows(genreSection(catalogue.books, "fiction", { kind: "category", key: category.key })),
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
  expect(await bookLinks(fiction)).toEqual(
    firstRows(genreSection(catalogue.books, "fiction", { kind: "series", id: series.id })),
  );

  await categories.getByRole("button", { name: otherCategory.label }).click();
  await expect(seriesList.getByRole("button", { name: "All", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await seriesList.getByRole("button", { name: "All", exact: true }).click();
  expect(await bookLinks(fiction)).toEqual(
    firstRows(genreSection(catalogue.books, "fiction", { kind: "all" })),
  );
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
