import { type ChildProcess, spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import getPort from "get-port";
import { PAGE_TYPES } from "./catalogue.ts";
import { expect, type Page, test } from "./fixtures.ts";

// `npm run dev` is where an author previews an edit: its pages must look like the built
// site's once React has hydrated them (Vite's development styles included).

let dev: ChildProcess | undefined;
let devBase = "";
/** What the development server printed, as the author sees it in the terminal. */
let devOutput = "";

async function waitUntilServing(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (dev?.exitCode !== null) throw new Error(`the development server exited (${dev?.exitCode})`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the development server did not answer at ${url}`);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await getPort();
  devBase = `http://127.0.0.1:${port}`;
  // The development server as `npm run dev` starts it; the build before the tests has made
  // the images and font subsets it also makes.
  dev = spawn("npx", ["react-router", "dev", "--host", "127.0.0.1", "--port", String(port)], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  for (const stream of [dev.stdout, dev.stderr]) {
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      devOutput += chunk;
    });
  }
  await waitUntilServing(`${devBase}/`, 120_000);
  await expect.poll(() => stripVTControlCharacters(devOutput)).toContain("Local:");
});

test.afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid);
});

/**
 * What the development server said about a dependency its scan missed: it optimizes one when
 * a page first asks for it, then reloads that page, which on a first start can leave it
 * unhydrated (optimizeDeps.include in vite.config.ts).
 */
function reoptimizations(): string[] {
  return stripVTControlCharacters(devOutput)
    .split("\n")
    .filter((line) => /optimized dependencies changed|new dependencies/i.test(line));
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
    await page.goto(`${baseURL}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const built = await stylesOf(page);

    const messages: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") messages.push(message.text());
    });
    page.on("pageerror", (error) => messages.push(error.message));
    await page.goto(`${devBase}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => stylesOf(page)).toEqual(built);
    expect(messages).toEqual([]);
    expect(reoptimizations()).toEqual([]);
  });
}
