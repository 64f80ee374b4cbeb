import { FIRST_PAINT_EVENT } from "../../app/search-page/first-paint-contract.ts";
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

for (const path of [
  "/",
  "/book/the-watchmans-warning",
  "/series/sonsofliberty",
  "/trailers/all",
  "/nowhere",
]) {
  test(`hydrating ${path} keeps every prerendered element and draws none again`, async ({
    page,
  }) => {
    await markPrerenderedElements(page);
    await page.goto(path);
    const result = await page.evaluate(() => {
      const drawn = [
        ...document.querySelectorAll("header, footer, main, header *, footer *, main *"),
      ]
        .filter((element) => !element.hasAttribute("data-prerendered"))
        .map((element) => element.outerHTML.slice(0, 120));
      return { drawn, stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length };
    });
    expect(result.drawn).toEqual([]);
    expect(result.stylesheets).toBe(1);
  });
}

// The search page's first paint (app/search-page/first-paint.ts) draws the results before
// the app loads; the app must keep them on screen and draw the very same elements.
for (const query of ["covenant", "zzzqqq"]) {
  test(`the search page's first paint for "${query}" stays on screen and matches the app's`, async ({
    page,
  }) => {
    await page.addInitScript((firstPaintEvent) => {
      type Shape = { tag: string; attributes: string[]; text: string; children: Shape[] };
      const shape = (element: Element): Shape => ({
        tag: element.tagName,
        attributes: [...element.attributes].map((a) => `${a.name}=${a.value}`).sort(),
        text: [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join(""),
        children: [...element.children].map(shape),
      });
      const record = window as unknown as {
        painted?: Shape;
        headingLost?: boolean;
        shape?: typeof shape;
      };
      record.shape = shape;
      addEventListener(firstPaintEvent, () => {
        const main = document.getElementById("main");
        const section = main?.querySelector("section");
        if (!main || !section) return;
        record.painted = shape(section);
        const heading = section.querySelector("h1")?.textContent;
        new MutationObserver(() => {
          if (main.querySelector("section h1")?.textContent !== heading) record.headingLost = true;
        }).observe(main, { childList: true, subtree: true, characterData: true });
      });
    }, FIRST_PAINT_EVENT);
    await page.goto(`/search/${query}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main p.visually-hidden[aria-live]")).toBeAttached();
    const result = await page.evaluate(() => {
      const record = window as unknown as {
        painted?: unknown;
        headingLost?: boolean;
        shape: (element: Element) => unknown;
      };
      const section = document.querySelector("main section");
      return {
        painted: record.painted,
        app: section ? record.shape(section) : undefined,
        headingLost: record.headingLost ?? false,
      };
    });
    expect(result.painted).toBeDefined();
    expect(result.headingLost).toBe(false);
    expect(result.app).toEqual(result.painted);
    await expect(page).toHaveTitle(`Search: ${query}`);
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
