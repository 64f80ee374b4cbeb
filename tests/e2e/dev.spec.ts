import { PAGE_TYPES } from "../catalogue.ts";
import { startDevServer } from "./dev-server.ts";
import { expect, type Page, test } from "./fixtures.ts";

// `npm run dev` is where an author previews an edit: its pages must look like the built
// site's once React has hydrated them (Vite's development styles included).

let dev: Awaited<ReturnType<typeof startDevServer>> | undefined;
let devBase = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The build before the tests has made the images and font subsets it also makes. Another
  // program holds the port asked for, as a server left running would: it takes the next.
  dev = await startDevServer({ portInUse: true });
  devBase = dev.base;
});

test("npm run dev on a port in use takes the next free one and prints its address", () => {
  const asked = dev?.asked;
  expect(dev?.output()).toContain(`Port ${asked} is in use, trying another one`);
  expect(devBase).not.toBe(`http://127.0.0.1:${asked}`);
  expect(dev?.output()).toContain(`Local:   ${devBase}/`);
});

// React Router prints a "Future Flag Warning" for each v8 behaviour the project has not
// chosen (react-router.config.ts's `future`): at every start, in the author's terminal.
test("npm run dev starts without React Router's future flag warnings", () => {
  expect(dev?.output()).toContain("Local:");
  expect(dev?.output()).not.toContain("Future Flag Warning");
});

test.afterAll(() => dev?.stop());

// What the server said, for a test that failed: a reload, and why, is in its lines.
test.afterEach(() => {
  const { status, expectedStatus } = test.info();
  if (status !== expectedStatus) console.log(`npm run dev:\n${dev?.output()}`);
});

/**
 * What the development server said about a dependency its scan missed, or a scan that failed
 * (on a copy of the project under build/, say): it optimizes one when a page first asks for
 * it, then reloads that page, which on a first start can leave it unhydrated
 * (optimizeDeps in vite.config.ts).
 */
function reoptimizations(): string[] {
  return (dev?.output() ?? "")
    .split("\n")
    .filter((line) =>
      /optimized dependencies changed|new dependencies|dependency scan/i.test(line),
    );
}

/** Computed styles a page owes to its stylesheet, for comparing two servers' pages. */
function stylesOf(page: Page) {
  return page.evaluate(() => {
    const style = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const computed = getComputedStyle(element);
      return {
        background: computed.backgroundColor,
        color: computed.color,
        font: computed.fontFamily,
        display: computed.display,
        padding: computed.padding,
      };
    };
    return {
      body: style("body"),
      header: style("header > div"),
      heading: style("main h1"),
      footer: style("footer"),
    };
  });
}

for (const path of PAGE_TYPES.filter((p) => p !== "/nowhere")) {
  test(`${path} in development looks as it does in the build after hydration`, async ({
    page,
    baseURL,
  }) => {
    // A catalogue that counts visits (the first-site copy of npm run test:catalogues) loads its
    // analytics service's script once the app is ready, from a host this machine cannot reach:
    // answered empty, so the page's own messages are what is compared.
    await page.route(
      (url) => !["localhost", "127.0.0.1"].includes(url.hostname),
      (route) => route.fulfill({ status: 204 }),
    );
    await page.goto(`${baseURL}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const built = await stylesOf(page);

    const messages: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") messages.push(message.text());
    });
    page.on("pageerror", (error) => messages.push(error.message));
    // Loaded once: a page the server reloads is a second landing, which (in Chromium) shows
    // the web fonts the first one fetched, and no longer the page the build's is compared to.
    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });
    await page.goto(`${devBase}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect
      .poll(async () => ({ loads, styles: await stylesOf(page) }))
      .toEqual({ loads: 1, styles: built });
    expect(messages).toEqual([]);
    expect(reoptimizations()).toEqual([]);
  });
}
