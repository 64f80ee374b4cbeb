import {
  containedBooks,
  listedSamples,
  positionLabel,
  readingOrder,
  seriesNeighbours,
  visibleBooks,
} from "../../app/catalogue/queries.ts";
import { AMAZON_STORES, OTHER_STORES } from "../../app/catalogue/stores.ts";
import { readingMinutes } from "../../app/pages/page-data.ts";
import { catalogue, visible } from "./catalogue.ts";
import { appReady, expect, type Page, test } from "./fixtures.ts";

// What readers ask of an author's site: their own Amazon store, the reading order, a sample
// chapter, praise, and previews that share well. The books are taken from the content by
// what they have, never by title.

const withAmazon = visible.find((book) => book.amazonId !== "");
const withOtherStores = visible.find((book) => Object.keys(book.stores).length > 0);
const withPraise = visible.find((book) => book.praise.length > 0);
const samples = listedSamples(catalogue);
const inSeries = visible.find((book) => {
  const { previous, next } = seriesNeighbours(catalogue.books, book);
  return previous && next;
});
const boxSet = visible.find((book) => book.boxSet && book.contains.length > 0);

const buyLink = (page: Page) => page.getByRole("link", { name: /^Buy the book/ }).first();
const hostOf = (store: string) => AMAZON_STORES.find((s) => s.code === store)?.host ?? "";

test.describe("the Buy button goes to the visitor's own Amazon store", () => {
  test.skip(!withAmazon, "no visible book has an Amazon id");
  const path = `/book/${withAmazon?.id}`;

  for (const [locale, store] of [
    ["en-GB", "uk"],
    ["de-DE", "de"],
    ["fr-FR", "fr"],
    ["en-CA", "ca"],
    ["en-AU", "au"],
    ["hi-IN", "in"],
    ["en-US", "us"],
    ["es-ES", "us"],
  ] as const) {
    test(`a browser in ${locale} buys from the ${store.toUpperCase()} store`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto(path);
      await appReady(page).waitFor({ state: "attached" });
      await expect(buyLink(page)).toHaveAttribute(
        "href",
        `https://${hostOf(store)}/dp/${withAmazon?.amazonId}`,
      );
      await expect(page.getByRole("combobox", { name: "Store" })).toHaveValue(store);
      await context.close();
    });
  }

  test("the prerendered page links the US store, and the swap moves nothing", async ({
    browser,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, locale: "en-GB" });
    const staticPage = await noScript.newPage();
    await staticPage.goto(path);
    await expect(buyLink(staticPage)).toHaveAttribute(
      "href",
      `https://www.amazon.com/dp/${withAmazon?.amazonId}`,
    );
    await noScript.close();

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
    await expect(buyLink(page)).toHaveAttribute("href", /amazon\.co\.uk/);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
    await context.close();
  });

  test("the store picked is remembered across pages and visits", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto(path);
    await appReady(page).waitFor({ state: "attached" });
    await page.getByRole("combobox", { name: "Store" }).selectOption({ label: "Germany" });
    await expect(buyLink(page)).toHaveAttribute("href", /www\.amazon\.de/);

    const other = visible.find((b) => b.amazonId !== "" && b.id !== withAmazon?.id);
    if (other) {
      await page.goto(`/book/${other.id}`);
      await appReady(page).waitFor({ state: "attached" });
      await expect(buyLink(page)).toHaveAttribute("href", /www\.amazon\.de/);
    }
    const later = await context.newPage();
    await later.goto(path);
    await appReady(later).waitFor({ state: "attached" });
    await expect(buyLink(later)).toHaveAttribute("href", /www\.amazon\.de/);
    await expect(later.getByRole("combobox", { name: "Store" })).toHaveValue("de");
    await context.close();
  });
});

test("other stores are listed under More stores, and every store is an offer in the JSON-LD", async ({
  page,
}) => {
  test.skip(!withOtherStores, "no visible book lists other stores");
  await page.goto(`/book/${withOtherStores?.id}`);
  const more = page.getByRole("region", { name: "More stores" });
  for (const { key, name } of OTHER_STORES) {
    const url = withOtherStores?.stores[key];
    if (url) await expect(more.getByRole("link", { name })).toHaveAttribute("href", url);
  }
  const offers = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
      const data = JSON.parse(script.textContent ?? "{}");
      const editions: { offers?: { url: string }[] }[] = data.mainEntity?.workExample ?? [];
      return editions.flatMap((edition) => edition.offers?.map((offer) => offer.url) ?? []);
    }),
  );
  for (const url of Object.values(withOtherStores?.stores ?? {})) expect(offers).toContain(url);
  if (withOtherStores?.amazonId) {
    for (const store of AMAZON_STORES) {
      expect(offers).toContain(`https://${store.host}/dp/${withOtherStores.amazonId}`);
    }
  }
});

test("a book in a series links the books before and after it by title", async ({ page }) => {
  test.skip(!inSeries, "no visible book sits between two others in a series");
  if (!inSeries) return;
  const { previous, next } = seriesNeighbours(catalogue.books, inSeries);
  await page.goto(`/book/${inSeries.id}`);
  const order = page.getByRole("navigation", { name: /^Reading order of / });
  await expect(order.getByRole("link", { name: /Previous in the series/ })).toContainText(
    previous?.title ?? "",
  );
  await order.getByRole("link", { name: /Next in the series/ }).click();
  await expect(page).toHaveURL(`/book/${next?.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(next?.title ?? "");
});

/**
 * The numbered books of a series a visitor sees, lowest number first: read from the content
 * here, rather than from the reading order the page is drawn with.
 */
const numberedInSeries = (seriesId: string) =>
  catalogue.books
    .filter((b) => !b.hidden && b.series[0] === seriesId && b.seriesNum !== null)
    .sort((a, b) => (a.seriesNum ?? 0) - (b.seriesNum ?? 0));

test("the first book of a series has no previous link", async ({ page }) => {
  const firsts = catalogue.series.flatMap((series) => numberedInSeries(series.id).slice(0, 1));
  test.skip(firsts.length === 0, "no series has a numbered visible book");
  for (const first of firsts) {
    await page.goto(`/book/${first.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    await expect(page.getByRole("link", { name: /Previous in the series/ })).toHaveCount(0);
  }
});

test("a book's next link passes over a hidden book after it", async ({ page }) => {
  const hidden = catalogue.books.find((b) => b.hidden && b.seriesNum !== null && b.series[0]);
  test.skip(!hidden, "no hidden book is numbered in a series");
  if (!hidden || hidden.seriesNum === null) return;
  const place = hidden.seriesNum;
  const around = numberedInSeries(hidden.series[0] ?? "");
  const before = around.filter((b) => (b.seriesNum ?? 0) < place).at(-1);
  const after = around.find((b) => (b.seriesNum ?? 0) > place);
  test.skip(!before, `no visible book comes before ${hidden.id} in its series`);
  if (!before) return;
  await page.goto(`/book/${before.id}`);
  const next = page.getByRole("link", { name: /Next in the series/ });
  if (after) await expect(next).toHaveAttribute("href", `/book/${after.id}`);
  else await expect(next).toHaveCount(0);
  await expect(page.locator(`a[href="/book/${hidden.id}"]`)).toHaveCount(0);
});

test("a series page lists its books in reading order, each with its place, the first to start with", async ({
  page,
}) => {
  const series = catalogue.series.find((s) => readingOrder(catalogue.books, s.id).length > 1);
  test.skip(!series, "no series has two visible books");
  if (!series) return;
  await page.goto(`/series/${series.key}`);
  const order = readingOrder(catalogue.books, series.id);
  const headings = await page
    .getByRole("main")
    .getByRole("heading", { level: 2 })
    .allTextContents();
  const titles = order.map((b) => b.title);
  expect(headings.filter((h) => titles.includes(h))).toEqual(titles);
  for (const book of order) {
    await expect(page.getByText(positionLabel(book.seriesNum), { exact: true })).toBeVisible();
  }
  await expect(page.getByText("Start here", { exact: true })).toHaveCount(1);
  // "Start here" sits with the first book's place.
  await expect(page.getByText("Start here", { exact: true }).locator("..")).toContainText(
    positionLabel(order[0]?.seriesNum ?? 1),
  );
});

test("'Book N of {series}' shows under the title of a numbered book only", async ({ page }) => {
  const seriesTitle = (book: { series: string[] }) =>
    catalogue.series.find((s) => s.id === book.series[0])?.title;
  const numbered = visible.find((b) => !b.subTitle && b.seriesNum !== null && seriesTitle(b));
  const unnumbered = [
    visible.find((b) => !b.subTitle && b.series.length === 0),
    visible.find((b) => !b.subTitle && b.boxSet && b.series.length > 0),
  ].flatMap((book) => (book ? [book] : []));
  test.skip(!numbered && unnumbered.length === 0, "no book without a subtitle to look at");
  if (numbered) {
    await page.goto(`/book/${numbered.id}`);
    await expect(
      page.getByText(`Book ${numbered.seriesNum} of ${seriesTitle(numbered)}`, { exact: true }),
    ).toBeVisible();
  }
  for (const book of unnumbered) {
    await page.goto(`/book/${book.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(book.title);
    await expect(page.getByRole("main").getByText(/^Book [\d.]+ of /)).toHaveCount(0);
  }
});

test("a box set shows the books it contains, outside the numbered order", async ({ page }) => {
  test.skip(!boxSet, "no visible box set names its books");
  if (!boxSet) return;
  await page.goto(`/book/${boxSet.id}`);
  const contained = containedBooks(boxSet, catalogue.books);
  const list = page.getByRole("heading", { name: "Contains" }).locator("+ ol");
  await expect(list.getByRole("link")).toHaveText(contained.map((b) => b.title));
  await expect(page.getByRole("link", { name: /in the series/ })).toHaveCount(0);
});

test("a sample chapter: its own page, found from the book, with reading time, the way back and Buy", async ({
  page,
  request,
}) => {
  const first = samples[0];
  test.skip(!first, "no visible book has a sample");
  if (!first) return;
  const { book, sample } = first;
  await page.goto(`/book/${book.id}`);
  await page.getByRole("link", { name: /Read a sample/ }).click();
  await expect(page).toHaveURL(`/book/${book.id}/sample`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(sample.title);
  await expect(page.getByText(`${readingMinutes(sample.text)} min read`)).toBeVisible();
  await expect(page).toHaveTitle(
    `${sample.title}: a sample of ${book.title} by ${catalogue.site.author.name}`,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new URL(`/book/${book.id}/sample`, catalogue.site.url).href,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
  if (book.amazonId) await expect(buyLink(page)).toBeVisible();

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

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/book/${book.id}/sample</loc>`);
});

test("praise is marked up as quotations with their source, and never as ratings", async ({
  page,
}) => {
  test.skip(!withPraise, "no visible book has praise");
  if (!withPraise) return;
  await page.goto(`/book/${withPraise.id}`);
  const praise = page.getByRole("region", { name: "Praise" });
  const figures = praise.locator("figure");
  await expect(figures).toHaveCount(withPraise.praise.length);
  for (const [index, item] of withPraise.praise.entries()) {
    const figure = figures.nth(index);
    await expect(figure.locator("blockquote")).toHaveText(item.quote);
    await expect(figure.locator("figcaption")).toContainText(item.source);
    if (item.outlet) await expect(figure.locator("figcaption cite")).toHaveText(item.outlet);
  }
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join("")).not.toMatch(/"review"|aggregateRating|ratingValue/);
});

test("book, series and home pages share as a large card: 1200×630, under 300 KiB, with alt text", async ({
  page,
  request,
}) => {
  const paths = [
    "/",
    ...(visible[0] ? [`/book/${visible[0].id}`] : []),
    ...(catalogue.series[0] ? [`/series/${catalogue.series[0].key}`] : []),
  ];
  for (const path of paths) {
    await page.goto(path);
    const meta = (property: string) =>
      page.locator(`meta[property="${property}"]`).getAttribute("content");
    const image = await meta("og:image");
    expect(image, path).toMatch(/\/assets\/cards\/.+\.jpg$/);
    expect(await meta("og:image:width"), path).toBe("1200");
    expect(await meta("og:image:height"), path).toBe("630");
    expect(await meta("og:image:alt"), path).toMatch(/\S/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    const file = await request.get(new URL(image ?? "").pathname);
    expect(file.status(), path).toBe(200);
    const bytes = await file.body();
    expect(bytes.length, path).toBeLessThan(300 * 1024);
    // The JPEG's own size, from its start-of-frame marker.
    const sof = bytes.findIndex(
      (byte, i) => byte === 0xff && [0xc0, 0xc2].includes(bytes[i + 1] ?? 0),
    );
    expect([bytes.readUInt16BE(sof + 7), bytes.readUInt16BE(sof + 5)], path).toEqual([1200, 630]);
  }
  expect(visibleBooks(catalogue.books).length).toBeGreaterThan(0);
});
