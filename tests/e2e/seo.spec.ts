import { parseAtomFeed } from "feedsmith";
import { seriesBooks } from "../../app/catalogue/queries.ts";
import { sitemapUrls } from "../../app/pages/feeds.ts";
import { aliased, catalogue, hidden, numberedBook, someSeries, visible } from "./catalogue.ts";
import { expect, type Page, test } from "./fixtures.ts";

const SITE = catalogue.site.url.replace(/\/$/, "");

// Search engines read the prerendered HTML, so these tests read it with scripts off.
test.use({ javaScriptEnabled: false });

async function head(page: Page) {
  const content = (selector: string) => page.locator(selector).getAttribute("content");
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  return {
    title: await page.title(),
    description: await content('meta[name="description"]'),
    canonical: await page.locator('link[rel="canonical"]').getAttribute("href"),
    ogType: await content('meta[property="og:type"]'),
    ogImage: await content('meta[property="og:image"]'),
    twitterAlt: await content('meta[name="twitter:image:alt"]'),
    robots: await page.locator('meta[name="robots"]').count(),
    feeds: await page
      .locator('link[rel="alternate"][type="application/atom+xml"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    jsonLd,
  };
}

test("the home page has its own title, description, canonical, cards and JSON-LD", async ({
  page,
}) => {
  await page.goto("/");
  const tags = await head(page);
  expect(tags.title).toContain(catalogue.site.author.name);
  expect(tags.description?.length).toBeGreaterThan(50);
  expect(tags.description?.length).toBeLessThanOrEqual(155);
  expect(tags.canonical).toBe(`${SITE}/`);
  expect(tags.ogImage).toMatch(/^https:\/\//);
  expect(tags.feeds).toEqual(["/feed.xml"]);
  expect(tags.jsonLd.map((d) => d["@type"])).toEqual(["Person", "WebSite", "ItemList"]);
  expect(tags.jsonLd[0]).toMatchObject({
    "@context": "https://schema.org",
    name: catalogue.site.author.name,
  });
  expect(tags.jsonLd[1]).toMatchObject({
    potentialAction: {
      "@type": "SearchAction",
      target: { urlTemplate: `${SITE}/search/{search_term_string}` },
    },
  });
});

test("a book page is a Book with its share card as the card image", async ({ page }) => {
  const book = numberedBook;
  test.skip(!book, "no visible published book is numbered in a series");
  if (!book) return;
  const series = catalogue.series.find((s) => s.id === book.series[0]);
  await page.goto(`/book/${book.id}`);
  const tags = await head(page);
  expect(tags.title).toBe(`${book.title} by ${catalogue.site.author.name}`);
  expect(tags.canonical).toBe(`${SITE}/book/${book.id}`);
  expect(tags.ogType).toBe("book");
  expect(tags.ogImage).toBe(`${SITE}/assets/cards/books/${book.id}.jpg`);
  expect(tags.twitterAlt).toBe(
    `${book.title} by ${catalogue.site.author.name}: the cover beside the title`,
  );
  expect(tags.robots).toBe(0);
  const [pageLd] = tags.jsonLd;
  expect(pageLd).toMatchObject({
    "@type": "WebPage",
    mainEntity: {
      "@type": "Book",
      name: book.title,
      isPartOf: { "@type": "BookSeries", name: series?.title },
      position: book.seriesNum,
    },
  });
  const entity = pageLd?.mainEntity as { workExample: { offers: { availability: string }[] }[] };
  expect(entity.workExample[0]?.offers[0]?.availability).toBe("https://schema.org/InStock");
});

test("an alias page points its canonical link at the book's own address", async ({ page }) => {
  test.skip(!aliased, "no visible book has an alias path");
  await page.goto(aliased?.aliases[0] ?? "");
  expect((await head(page)).canonical).toBe(`${SITE}/book/${aliased?.id}`);
});

test("hidden book pages are noindex", async ({ page }) => {
  for (const book of hidden) {
    await page.goto(`/book/${book.id}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  }
});

test("a series page is a BookSeries with its parts", async ({ page }) => {
  const series = someSeries;
  test.skip(!series, "the catalogue has no series");
  if (!series) return;
  await page.goto(`/series/${series.key}`);
  const tags = await head(page);
  expect(tags.canonical).toBe(`${SITE}/series/${series.key}`);
  expect(tags.jsonLd[0]).toMatchObject({ "@type": "BookSeries", name: series.title });
  expect(tags.jsonLd[0]).toHaveProperty(
    "hasPart.length",
    seriesBooks(catalogue.books, series.id).length,
  );
  // The site's feed, and the series' own: new books in this series.
  expect(tags.feeds.sort()).toEqual(["/feed.xml", `/series/${series.key}/feed.xml`].sort());
});

test("a series' feed is an Atom feed of its books, found from its page", async ({
  page,
  request,
}) => {
  const series = someSeries;
  test.skip(!series, "the catalogue has no series");
  if (!series) return;
  await page.goto(`/series/${series.key}`);
  const link = page.getByRole("link", { name: "Follow new books in this series" });
  await expect(link).toHaveAttribute("type", "application/atom+xml");
  const response = await request.get((await link.getAttribute("href")) ?? "");
  // Served as any .xml file is, by every host.
  expect(response.headers()["content-type"]).toContain("xml");
  const feed = parseAtomFeed(await response.text());
  expect(feed.title?.value).toContain(series.title);
  // Every visible book of the series, by its page; no hidden one.
  const pages = (feed.entries ?? []).map(
    (entry) => entry.links?.find((l) => (l.rel ?? "alternate") === "alternate")?.href,
  );
  expect(pages.sort()).toEqual(
    visible
      .filter((book) => book.series.includes(series.id))
      .map((book) => `${SITE}/book/${book.id}`)
      .sort(),
  );
  const updated = (feed.entries ?? []).map((entry) => entry.updated ?? "");
  expect(updated).toEqual([...updated].sort().reverse());
});

test("the trailers and Not Found pages have their own titles", async ({ page }) => {
  await page.goto("/trailers/all");
  expect(await page.title()).toContain("Book trailers");
  expect((await head(page)).canonical).toBe(`${SITE}/trailers/all`);
  await page.goto("/nowhere");
  expect(await page.title()).toBe("Oops! We couldn't find that page!");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("sitemap.xml lists every visible book and page, and robots.txt points at it", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(sitemapUrls(catalogue).map((u) => u.url));
  expect(locs.filter((l) => l?.includes("/book/") && !l.endsWith("/sample"))).toHaveLength(
    visible.length,
  );
  for (const book of hidden) expect(sitemap).not.toContain(`/book/${book.id}<`);
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  expect(await robots.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test("the Atom feed carries the news and new releases, and no hidden book", async ({ request }) => {
  const response = await request.get("/feed.xml");
  expect(response.headers()["content-type"]).toContain("xml");
  const feed = await response.text();
  expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  for (const item of catalogue.news) expect(feed).toContain(item.title);
  for (const book of hidden) expect(feed).not.toContain(book.title);
});
