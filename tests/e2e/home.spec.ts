import { formatLongDate } from "../../app/catalogue/dates.ts";
import { booksInCategory, genreSection, newestFirst } from "../../app/catalogue/queries.ts";
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

test("the home page has the spec's sections in order", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogue.site.author.name);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Featured Books",
    "Latest News",
    "About Me",
    "Book Trailers",
    "Fiction Books",
    "Nonfiction Books",
    "Kindle Singles",
  ]);
  for (const id of ["featured", "about", "trailers", "fiction", "nonfiction", "singles"]) {
    await expect(page.locator(`#${id}`)).toHaveCount(1);
  }
});

test("featured books are the featured category, newest first, with no filters", async ({
  page,
}) => {
  await page.goto("/");
  const featured = page.locator("#featured");
  expect(await bookLinks(featured)).toEqual(hrefs(booksInCategory(catalogue.books, "featured")));
  await expect(featured.getByRole("button")).toHaveCount(0);
});

test("the news shows the four items newest first, each linking out", async ({ page }) => {
  await page.goto("/");
  const news = page.locator("#news");
  const items = newestFirst(catalogue.news);
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
  await expect(about.getByText(/newspaper reporter/)).toBeVisible();
});

test("the trailers section shows the four newest and links to all", async ({ page }) => {
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
  test(`the ${id} section lists its books newest first`, async ({ page }) => {
    await page.goto("/");
    expect(await bookLinks(page.locator(`#${id}`))).toEqual(
      hrefs(genreSection(catalogue.books, genre, { kind: "all" })),
    );
  });
}

test("choosing a filter narrows the covers and resets the other list", async ({ page }) => {
  await page.goto("/");
  const fiction = page.locator("#fiction");
  const categories = fiction.getByRole("list", { name: "Fiction Books: filter by category" });
  const series = fiction.getByRole("list", { name: "Fiction Books: filter by series" });
  await expect(categories.getByRole("button", { name: "All" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await categories.getByRole("button", { name: "Science Fiction" }).click();
  await expect(categories.getByRole("button", { name: "Science Fiction" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(categories.getByRole("button", { name: "All" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  expect(await bookLinks(fiction)).toEqual(
    hrefs(genreSection(catalogue.books, "fiction", { kind: "category", key: "scifi" })),
  );

  await series.getByRole("button", { name: "Days of Noah" }).click();
  await expect(series.getByRole("button", { name: "Days of Noah" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(categories.getByRole("button", { name: "All" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(categories.getByRole("button", { name: "Science Fiction" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  expect(await bookLinks(fiction)).toEqual(
    hrefs(genreSection(catalogue.books, "fiction", { kind: "series", id: "noah" })),
  );

  await categories.getByRole("button", { name: "Box Sets" }).click();
  await expect(series.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  await series.getByRole("button", { name: "All" }).click();
  expect(await bookLinks(fiction)).toEqual(
    hrefs(genreSection(catalogue.books, "fiction", { kind: "all" })),
  );
});

test("each section offers only the categories and series of its genre", async ({ page }) => {
  await page.goto("/");
  const nonfiction = page.locator("#nonfiction");
  await expect(nonfiction.getByRole("list", { name: /category/ }).getByRole("button")).toHaveText([
    "All",
    "Christian",
    "Political",
  ]);
  await expect(nonfiction.getByRole("list", { name: /series/ })).toHaveCount(0);
  await expect(
    page
      .locator("#singles")
      .getByRole("list", { name: /category/ })
      .getByRole("button"),
  ).toHaveText(["All", "Christian", "Alternate History", "Political"]);
});

test("covers of books upcoming on the visitor's day carry a ribbon", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2025-05-01T12:00:00"));
  await page.goto("/");
  // Starfall (September 16, 2025) is featured and can be preordered.
  const starfall = page.locator("#featured").getByRole("link", { name: /^Starfall/ });
  await expect(starfall.getByRole("img", { name: "Pre-order" })).toBeVisible();
  const beyond = page.locator("#featured").getByRole("link", { name: /^Beyond the Veil/ });
  await expect(beyond.getByRole("img", { name: "Pre-order" })).toHaveCount(0);
});
