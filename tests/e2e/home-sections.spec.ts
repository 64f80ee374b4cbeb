import {
  BOOK_SECTION_IDS,
  bookSection,
  FIRST_ROWS,
  sectionBooks,
} from "../../app/catalogue/book-sections.ts";
import { matchesFilter, type SectionFilter } from "../../app/catalogue/queries.ts";
import { countOf } from "../../app/catalogue/wording.ts";
import { catalogue, someSeries } from "./catalogue.ts";
import { expect, type Locator, type Page, test } from "./fixtures.ts";

// The home page holds the first rows of each section's covers; Show all and the filters
// reach every book of the section, loaded when first asked for.

const hrefs = (books: { id: string }[]) => books.map((b) => `/book/${b.id}`);
const bookLinks = (section: Locator) =>
  section
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((a) => a.getAttribute("href") ?? "").filter((href) => href.startsWith("/book/")),
    );

/** The first section with more books than its first rows, with all its books. */
const long = BOOK_SECTION_IDS.map((id) => ({ id, books: sectionBooks(catalogue, id) })).find(
  ({ books }) => books.length > FIRST_ROWS,
);

/** A filter of a section that chooses a book beyond the section's first rows. */
const deepFilter = BOOK_SECTION_IDS.flatMap((id) => {
  const section = bookSection(catalogue, id);
  if (!section) return [];
  const books = sectionBooks(catalogue, id);
  const firstRows = new Set(books.slice(0, FIRST_ROWS).map((b) => b.id));
  const filters: { list: string; label: string; filter: SectionFilter }[] = [
    ...section.categories.map((c) => ({
      list: "category",
      label: c.label,
      filter: { kind: "category", key: c.key } as const,
    })),
    ...section.series.map((s) => ({
      list: "series",
      label: s.title,
      filter: { kind: "series", id: s.id } as const,
    })),
  ];
  return filters.flatMap((option) => {
    const matching = books.filter((book) => matchesFilter(book, option.filter));
    return matching.some((book) => !firstRows.has(book.id)) ? [{ id, ...option, matching }] : [];
  });
})[0];

/** Every request the page makes for a section's file of books. */
function sectionFileRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/home/")) requests.push(pathname);
  });
  return requests;
}

test("Show all, pressed from the keyboard, reveals the rest of a section and takes the focus to the first of them", async ({
  page,
}) => {
  test.skip(!long, "no section has more books than its first rows");
  if (!long) return;
  await page.goto("/");
  const section = page.locator(`#${long.id}`);
  expect(await bookLinks(section)).toEqual(hrefs(long.books.slice(0, FIRST_ROWS)));
  const showAll = section.getByRole("button", {
    name: `Show all ${countOf(long.books.length, "book")}`,
  });
  await showAll.focus();
  await page.keyboard.press("Enter");
  await expect(section.getByRole("link")).toHaveCount(long.books.length);
  expect(await bookLinks(section)).toEqual(hrefs(long.books));
  await expect(showAll).toHaveCount(0);
  await expect(section.locator(`a[href="/book/${long.books[FIRST_ROWS]?.id}"]`)).toBeFocused();
});

test("a filter chooses among every book of its section, beyond the first rows", async ({
  page,
}) => {
  test.skip(!deepFilter, "no filter chooses a book beyond its section's first rows");
  if (!deepFilter) return;
  const requests = sectionFileRequests(page);
  await page.goto("/");
  const section = page.locator(`#${deepFilter.id}`);
  const list = section.getByRole("list", { name: new RegExp(`filter by ${deepFilter.list}`) });
  const option = list.getByRole("button", { name: deepFilter.label, exact: true });
  await option.click();
  await expect(option).toHaveAttribute("aria-pressed", "true");
  await expect
    .poll(() => bookLinks(section))
    .toEqual(hrefs(deepFilter.matching.slice(0, FIRST_ROWS)));
  if (deepFilter.matching.length > FIRST_ROWS) {
    await section.getByRole("button", { name: /^Show all/ }).click();
    await expect.poll(() => bookLinks(section)).toEqual(hrefs(deepFilter.matching));
  }
  // Back to All: the first rows again.
  await list.getByRole("button", { name: "All", exact: true }).click();
  await expect
    .poll(() => bookLinks(section))
    .toEqual(hrefs(sectionBooks(catalogue, deepFilter.id).slice(0, FIRST_ROWS)));
  // The section's books were fetched once, when first asked for.
  expect(requests).toHaveLength(1);
});

test("the home page fetches no section's books until a visitor asks", async ({ page }) => {
  const requests = sectionFileRequests(page);
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
});

test("when a section's books cannot be loaded, it says so, and pressing again loads them", async ({
  page,
}) => {
  test.skip(!long, "no section has more books than its first rows");
  if (!long) return;
  let failures = 1;
  await page.route("**/home/*.json", (route) =>
    failures-- > 0 ? route.abort() : route.fallback(),
  );
  await page.goto("/");
  const section = page.locator(`#${long.id}`);
  const showAll = section.getByRole("button", { name: /^Show all/ });
  await showAll.click();
  await expect(section.getByRole("alert")).toHaveText(/could not be loaded/);
  await expect(section.getByRole("link")).toHaveCount(FIRST_ROWS);
  await showAll.focus();
  await page.keyboard.press("Enter");
  await expect(section.getByRole("link")).toHaveCount(long.books.length);
  await expect(section.getByRole("alert")).toHaveCount(0);
});

test("the header's Fiction is a menu of series, a plain link without series, or absent", async ({
  page,
}) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const menu = nav.getByRole("button", { name: "Fiction", exact: true });
  const link = nav.getByRole("link", { name: "Fiction", exact: true });
  const hasFiction = bookSection(catalogue, "fiction") !== null;
  if (someSeries) {
    await expect(menu).toHaveCount(1);
    await menu.click();
    await expect(nav.getByRole("link", { name: "All Fiction Titles" })).toHaveCount(
      hasFiction ? 1 : 0,
    );
  } else {
    await expect(menu).toHaveCount(0);
    await expect(link).toHaveCount(hasFiction ? 1 : 0);
  }
});
