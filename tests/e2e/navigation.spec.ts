import { FIRST_ROWS } from "../../app/catalogue/book-sections.ts";
import { genreSection } from "../../app/catalogue/queries.ts";
import { allTrailers } from "../../app/catalogue/trailers.ts";
import { homeAnchors } from "../../app/pages/home-page.ts";
import { catalogue, someBook } from "./catalogue.ts";
import { expect, test } from "./fixtures.ts";

const { site } = catalogue;
const anchors = new Set(homeAnchors(catalogue));
/** A page other than home to start from. */
const bookPath = someBook ? `/book/${someBook.id}` : "/trailers/all";

test("section links lead to the home page's anchors from any page and scroll there", async ({
  page,
}) => {
  await page.goto(bookPath);
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [name, id] of [
    ["Featured", "featured"],
    ["About", "about"],
    ["Trailers", "trailers"],
    ["Nonfiction", "nonfiction"],
    ["Singles", "singles"],
  ] as const) {
    // A section with nothing to show has no link.
    const link = nav.getByRole("link", { name, exact: true });
    if (anchors.has(id)) await expect(link).toHaveAttribute("href", `/#${id}`);
    else await expect(link).toHaveCount(0);
  }
  await nav.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL("/#about");
  await expect(page.getByRole("heading", { name: "About Me" })).toBeInViewport();
});

test("the blog link opens the configured blog in a new tab", async ({ page }) => {
  await page.goto("/");
  const blog = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Blog/ });
  await expect(blog).toHaveAttribute("href", site.blogUrl);
  await expect(blog).toHaveAttribute("target", "_blank");
  await expect(blog).toHaveAttribute("rel", "noopener noreferrer");
});

test("the Fiction dropdown opens by click and lists all fiction and every series", async ({
  page,
}) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Fiction", exact: true });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("link", { name: "All Fiction Titles" })).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: "All Fiction Titles" })).toHaveAttribute(
    "href",
    "/#fiction",
  );
  for (const series of catalogue.series) {
    await expect(page.getByRole("link", { name: series.title, exact: true })).toHaveAttribute(
      "href",
      `/series/${series.key}`,
    );
  }
  // An outside click closes it.
  await page.getByRole("heading", { level: 1 }).click();
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("the Fiction dropdown works by keyboard and closes on navigation", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Fiction", exact: true });
  await button.focus();
  await page.keyboard.press("ArrowDown");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: "All Fiction Titles" })).toBeFocused();
  const nav = page.getByRole("navigation", { name: "Main" });
  const series = catalogue.series[0];
  if (series) {
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: series.title, exact: true })).toBeFocused();
  }
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();

  test.skip(!series, "the catalogue has no series to go to");
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await nav.getByRole("link", { name: series?.title, exact: true }).click();
  await expect(page).toHaveURL(`/series/${series?.key}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(series?.title ?? "");
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("searching from the navbar goes to /search/{query}; a blank search does nothing", async ({
  page,
}) => {
  await page.goto(bookPath);
  const box = page.getByRole("searchbox", { name: "Search books" });
  await box.fill("   ");
  await box.press("Enter");
  await expect(page).toHaveURL(bookPath);

  // A title, spaces around it: the query goes trimmed, and finds the book.
  const query = (someBook?.title ?? "zzz qqq").toLowerCase();
  await box.fill(`  ${query}  `);
  await box.press("Enter");
  await expect(page).toHaveURL(`/search/${encodeURIComponent(query)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `${someBook ? "Search Results" : "No results found"} for "${query}"`,
  );
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the menu collapses behind a toggle, and a search closes it", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    const featured = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Featured" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(featured).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(featured).toBeVisible();

    // A blank search still closes the menu, and goes nowhere.
    await page.getByRole("searchbox", { name: "Search books" }).fill(" ");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL("/");

    await toggle.click();
    await page.getByRole("searchbox", { name: "Search books" }).fill("liberty");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL("/search/liberty");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the home filters are hidden; the first rows show, and Show all the rest", async ({
    page,
  }) => {
    const books = genreSection(catalogue.books, "fiction", { kind: "all" });
    test.skip(books.length < 2, "the fiction section has no filters");
    await page.goto("/");
    const fiction = page.locator("#fiction");
    await expect(fiction.getByRole("button", { name: "All", exact: true }).first()).toBeHidden();
    await expect(fiction.getByRole("link")).toHaveCount(Math.min(books.length, FIRST_ROWS));
    const showAll = fiction.getByRole("button", { name: /^Show all/ });
    if (books.length <= FIRST_ROWS) return await expect(showAll).toHaveCount(0);
    await showAll.click();
    await expect(fiction.getByRole("link")).toHaveCount(books.length);
  });
});

test("the footer links the social profiles in new tabs and shows the current year", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date("2031-06-01T12:00:00"));
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const profile of site.social) {
    const link = footer.getByRole("link", {
      name: new RegExp(profile.label.replace(/[()]/g, "\\$&")),
    });
    await expect(link).toHaveAttribute("href", profile.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(
    footer.getByText(`© 2031 ${site.author.initials} ${site.author.surname}`, { exact: true }),
  ).toBeVisible();
});

test("navigation to another page scrolls to the top", async ({ page }) => {
  await page.goto("/");
  await page.locator("#fiction").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.locator("#fiction").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/book\//);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("an address with a hash opens the page at that heading", async ({ page }) => {
  const series = catalogue.series.find((s) => allTrailers(catalogue).some((t) => t.id === s.id));
  test.skip(!series, "no series has a trailer");
  await page.goto(`/series/${series?.key}#series-trailer-title`);
  await expect(page.getByRole("heading", { name: "Series Trailer" })).toBeInViewport();
});
