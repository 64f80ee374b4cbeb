import { expect, type Page, test } from "./fixtures.ts";

// The browser hydrates the prerendered HTML with Preact rather than React DOM. These tests
// hold it to React's contract: the page a visitor already sees is adopted, not drawn again,
// and the head follows client-side navigation exactly as the prerendered page has it.

/** Marks every element of the prerendered page before any script runs. */
async function markPrerenderedElements(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      for (const element of document.querySelectorAll("*")) {
        element.setAttribute("data-prerendered", "");
      }
    });
  });
}

// The search page's results are drawn in the browser by design; its frame is prerendered.
const FRAME = "header, footer, header *, footer *";
const WHOLE_PAGE = `${FRAME}, main, main *`;
for (const [path, kept] of [
  ["/", WHOLE_PAGE],
  ["/book/the-watchmans-warning", WHOLE_PAGE],
  ["/series/sonsofliberty", WHOLE_PAGE],
  ["/trailers/all", WHOLE_PAGE],
  ["/nowhere", WHOLE_PAGE],
  ["/search/covenant", FRAME],
] as const) {
  test(`hydrating ${path} keeps every prerendered element and draws none again`, async ({
    page,
  }) => {
    await markPrerenderedElements(page);
    await page.goto(path);
    const result = await page.evaluate((selector) => {
      const drawn = [...document.querySelectorAll(selector)]
        .filter((element) => !element.hasAttribute("data-prerendered"))
        .map((element) => element.outerHTML.slice(0, 120));
      return { drawn, stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length };
    }, kept);
    expect(result.drawn).toEqual([]);
    expect(result.stylesheets).toBe(1);
  });
}

/** What a page's head says of it: title, named metadata, canonical and image preloads, JSON-LD. */
function headOf(page: Page) {
  return page.evaluate(() => {
    const head = document.head;
    return {
      title: document.title,
      meta: [...head.querySelectorAll("meta[name], meta[property]")]
        .map(
          (m) =>
            `${m.getAttribute("name") ?? m.getAttribute("property")}=${m.getAttribute("content")}`,
        )
        .sort(),
      links: [...head.querySelectorAll('link[rel="canonical"], link[rel="preload"][as="image"]')]
        .map((l) => `${l.getAttribute("rel")} ${l.getAttribute("href")}`)
        .sort(),
      jsonLd: [...head.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
        JSON.parse(s.textContent ?? ""),
      ),
    };
  });
}

test("after client-side navigation the head is the one prerendered for the new page", async ({
  page,
  browser,
}) => {
  const prerendered = await browser.newContext({ javaScriptEnabled: false });
  const expected = new Map<string, Awaited<ReturnType<typeof headOf>>>();
  for (const path of ["/series/daysofnoah", "/book/shadow-of-the-ark"]) {
    const staticPage = await prerendered.newPage();
    await staticPage.goto(path);
    expected.set(path, await headOf(staticPage));
  }
  await prerendered.close();

  await page.goto("/book/the-watchmans-warning");
  await page.getByRole("button", { name: "Fiction", exact: true }).click();
  await page.getByRole("link", { name: "Days of Noah", exact: true }).click();
  await expect(page).toHaveURL("/series/daysofnoah");
  await expect(page).toHaveTitle(expected.get("/series/daysofnoah")?.title ?? "");
  expect(await headOf(page)).toEqual(expected.get("/series/daysofnoah"));

  await page
    .getByRole("main")
    .getByRole("link", { name: /Shadow of the Ark/ })
    .first()
    .click();
  await expect(page).toHaveURL("/book/shadow-of-the-ark");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shadow of the Ark");
  expect(await headOf(page)).toEqual(expected.get("/book/shadow-of-the-ark"));
});
