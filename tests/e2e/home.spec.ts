import {
  BOOK_SECTION_IDS,
  bookSection,
  FIRST_ROWS,
  sectionBooks,
} from "../../app/catalogue/book-sections.ts";
import { booksInCategory, matchesFilter, type SectionFilter } from "../../app/catalogue/queries.ts";
import { countOf } from "../../app/catalogue/wording.ts";
import { catalogue } from "../catalogue.ts";
import { expectNoViolations } from "./axe.ts";
import { expect, type Locator, type Page, test } from "./fixtures.ts";
import { loadEveryImage } from "./images.ts";

// The home page's covers as a visitor uses them: filters and Show all from the keyboard, the
// rest of a section loaded once when first asked for, and a failed load said and retried.
// Which books each section and filter holds is checked without layout beside the component
// (app/components/home/book-section.test.tsx) and in the build (tests/build-output/home.test.ts).

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

test("Show all, pressed from the keyboard, reveals the rest of a section, loaded only then, and takes the focus to the first of them", async ({
  page,
}) => {
  test.skip(!long, "no section has more books than its first rows");
  if (!long) return;
  const requests = sectionFileRequests(page);
  await page.goto("/");
  await test.step("scrolling the whole page fetches no section's books", async () => {
    await loadEveryImage(page);
    expect(requests).toEqual([]);
  });
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
  expect(requests).toEqual([`/home/${long.id}.json`]);
});

test("a filter chooses among every book of its section, fetched once; axe finds nothing then", async ({
  page,
}) => {
  test.setTimeout(120_000); // an axe scan: 20 s and more on a busy two-core machine
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
  await expectNoViolations(page, "a home section filtered and shown in full");
  // Back to All: the first rows again.
  await list.getByRole("button", { name: "All", exact: true }).click();
  await expect
    .poll(() => bookLinks(section))
    .toEqual(hrefs(sectionBooks(catalogue, deepFilter.id).slice(0, FIRST_ROWS)));
  // The section's books were fetched once, when first asked for.
  expect(requests).toHaveLength(1);
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

test("filters work from the keyboard with a visible focus ring", async ({ page }) => {
  await page.goto("/");
  // The first category the fiction section offers, after All.
  const filter = page
    .locator("#fiction")
    .getByRole("list", { name: /filter by category/ })
    .getByRole("button")
    .nth(1);
  test.skip((await filter.count()) === 0, "the fiction section offers no category to filter by");
  await filter.focus();
  const outline = await filter.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(filter).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(filter).toHaveAttribute("aria-pressed", "false");
});

test("covers of books still to come on the visitor's day carry a ribbon", async ({ page }) => {
  // The newest featured book that can be ordered, seen the day before it comes out: the
  // browser corrects the build's day to the visitor's.
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
