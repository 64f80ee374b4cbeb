import { listedSamples } from "../../app/catalogue/queries.ts";
import { AMAZON_STORES } from "../../app/catalogue/stores.ts";
import { formatLongDate } from "../../app/content/dates.ts";
import type { Book } from "../../app/content/types.ts";
import { catalogue, visible } from "../catalogue.ts";
import { appReady, expect, type Page, test } from "./fixtures.ts";

// A book's page as the visitor's browser makes it their own: their country's Amazon store
// (which language picks which store is app/catalogue/stores.test.ts's), remembered once
// picked; "Coming" or "Published" on their own day; and the sample chapter's measure. What
// the build wrote into each book's page is read in tests/build-output/books.test.ts.

// A book with one Buy button: one with editions is bought from its formats (editions.spec.ts).
const oneBuyButton = visible.filter((book) => book.editions.every((e) => e.format === null));
const withAmazon = oneBuyButton.find((book) => book.amazonId !== "");
const buyLink = (page: Page) => page.getByRole("link", { name: /^Buy the book/ }).first();
const hostOf = (store: string) => AMAZON_STORES.find((s) => s.code === store)?.host ?? "";

test.describe("the Buy button goes to the visitor's own Amazon store", () => {
  test.skip(!withAmazon, "no visible book has an Amazon id");
  const path = `/book/${withAmazon?.id}`;

  test("a browser in en-GB buys from the UK store, and the swap from the prerendered US link moves nothing", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "en-GB" });
    const page = await context.newPage();
    // Without the web fonts, whose swap moves text of its own, any shift would be the store's.
    await page.route("**/*.woff2", (route) => route.abort());
    await page.addInitScript(() => {
      const record = window as unknown as { shift: number };
      record.shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          record.shift += (entry as unknown as { value: number }).value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path);
    await appReady(page).waitFor({ state: "attached" });
    await expect(buyLink(page)).toHaveAttribute(
      "href",
      `https://${hostOf("uk")}/dp/${withAmazon?.amazonId}`,
    );
    await expect(page.getByRole("combobox", { name: "Store" })).toHaveValue("uk");
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
    await context.close();
  });

  test("a browser in de-DE buys from the German store; the store picked is remembered across pages and visits", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    await page.goto(path);
    await appReady(page).waitFor({ state: "attached" });
    await expect(buyLink(page)).toHaveAttribute(
      "href",
      `https://${hostOf("de")}/dp/${withAmazon?.amazonId}`,
    );
    await page.getByRole("combobox", { name: "Store" }).selectOption({ label: "Canada" });
    await expect(buyLink(page)).toHaveAttribute("href", /www\.amazon\.ca/);

    const other = oneBuyButton.find((b) => b.amazonId !== "" && b.id !== withAmazon?.id);
    if (other) {
      await page.goto(`/book/${other.id}`);
      await appReady(page).waitFor({ state: "attached" });
      await expect(buyLink(page)).toHaveAttribute("href", /www\.amazon\.ca/);
    }
    const later = await context.newPage();
    await later.goto(path);
    await appReady(later).waitFor({ state: "attached" });
    await expect(buyLink(later)).toHaveAttribute("href", /www\.amazon\.ca/);
    await expect(later.getByRole("combobox", { name: "Store" })).toHaveValue("ca");
    await context.close();
  });
});

/** The ribbon over a book's own cover on its page, if it has one. */
const ribbonOf = (page: Page, book: Book) =>
  page.locator(
    `main span:has(> picture > img[alt=${JSON.stringify(book.title)}]) > img[data-ribbon]`,
  );

/** Noon on the day before `day`, the visitor's time. */
const dayBefore = (day: string) => {
  const date = new Date(`${day}T12:00:00`);
  date.setDate(date.getDate() - 1);
  return date;
};

test("on the visitor's day: a book still to come says Coming with its ribbon, later Published; one that cannot be ordered says Coming soon", async ({
  page,
}) => {
  // Whether a book is still to come is decided on the visitor's day, so any book will do.
  const orderable = catalogue.books.find((b) => b.amazonId !== "");
  const notYet = catalogue.books.find((b) => b.amazonId === "");
  test.skip(!orderable && !notYet, "the catalogue has no book");
  if (orderable) {
    await page.clock.setFixedTime(dayBefore(orderable.pubDate));
    await page.goto(`/book/${orderable.id}`);
    await expect(
      page.getByText(`Coming: ${formatLongDate(orderable.pubDate)}!`, { exact: true }),
    ).toBeVisible();
    await expect(ribbonOf(page, orderable)).toHaveAttribute("alt", "Pre-order");

    await page.clock.setFixedTime(new Date(`${orderable.pubDate}T10:00:00`));
    await page.goto(`/book/${orderable.id}`);
    await expect(
      page.getByText(`Published: ${formatLongDate(orderable.pubDate)}`, { exact: true }),
    ).toBeVisible();
    await expect(ribbonOf(page, orderable)).toHaveCount(0);
  }
  if (notYet) {
    await page.clock.setFixedTime(dayBefore(notYet.pubDate));
    await page.goto(`/book/${notYet.id}`);
    await expect(ribbonOf(page, notYet)).toHaveAttribute("alt", "Coming soon");
  }
});

test("a sample chapter is set at a comfortable measure, and leads back to its book", async ({
  page,
}) => {
  const first = listedSamples(catalogue)[0];
  test.skip(!first, "no visible book has a sample");
  if (!first) return;
  const { book } = first;
  await page.goto(`/book/${book.id}`);
  await page.getByRole("link", { name: /Read a sample/ }).click();
  await expect(page).toHaveURL(`/book/${book.id}/sample`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.sample.title);
  // A comfortable measure: about 65 characters a line.
  const measure = await page.evaluate(() => {
    const paragraphs = [...document.querySelectorAll("main article p")];
    const paragraph = paragraphs.find((p) => (p.textContent?.length ?? 0) > 300);
    if (!paragraph) return 0;
    // The average width of a character of its text, in its font, set on one line.
    const probe = document.createElement("span");
    probe.style.whiteSpace = "nowrap";
    probe.textContent = paragraph.textContent ?? "";
    paragraph.append(probe);
    const perCharacter = probe.getBoundingClientRect().width / probe.textContent.length;
    probe.remove();
    return paragraph.getBoundingClientRect().width / perCharacter;
  });
  expect(measure).toBeGreaterThan(55);
  expect(measure).toBeLessThan(80);
  await page.getByRole("link", { name: `Back to ${book.title}` }).click();
  await expect(page).toHaveURL(`/book/${book.id}`);
});
