import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page, Request } from "@playwright/test";
import { APP_READY_MARK } from "../../app/lib/app-ready.ts";
import { CLIENT_DIR } from "../../build-steps/build-dir.mjs";
import { analyticsOf, standInService } from "./analytics-service.ts";
import { catalogue, someBook } from "./catalogue.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Analytics as the site's content asks for them (`analytics:` in content/site.yaml). On the
 * sample, which has none, a page loads nothing beyond the site's own files and its policy names
 * no other address. On the generated catalogues of `npm test`'s catalogue step, which name a
 * service (tools/test-catalogues.ts), the service's script is added once the app is ready and
 * counts the page, under the page's own policy, with no cookie.
 *
 * The services' scripts are on the internet, which tests do not reach: each is answered with a
 * stand-in (./analytics-service.ts), so that the site's part is what is tested: the tag, the
 * time it is added, the policy that lets it run, and the pages counted.
 */

const tag = analyticsOf(catalogue);

/** Records the policy violations the page reports (none is allowed). */
async function watchPolicy(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

/** Waits until the page has settled: loaded, the app ready, and the browser idle once more. */
async function settled(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 5000 }),
      ),
  );
}

const PAGES = [
  { label: "home", path: "/" },
  ...(someBook ? [{ label: "a book", path: `/book/${someBook.id}` }] : []),
];

test.describe("without analytics", () => {
  test.skip(tag !== undefined, "this catalogue names an analytics service");

  test("the build carries none of the analytics code", () => {
    const scripts = readdirSync(join(CLIENT_DIR, "static")).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => file.startsWith("analytics-"))).toEqual([]);
  });

  for (const { label, path } of PAGES) {
    test(`${label} loads nothing but the site's own files and its policy names no service`, async ({
      page,
      baseURL,
    }) => {
      const elsewhere: string[] = [];
      page.on("request", (request: Request) => {
        if (new URL(request.url()).origin !== new URL(baseURL ?? "").origin)
          elsewhere.push(request.url());
      });
      await page.goto(path);
      await settled(page);
      expect(elsewhere).toEqual([]);
      expect(await page.locator("script[src]:not([src^='/'])").count()).toBe(0);
      const policy =
        (await page
          .locator('meta[http-equiv="Content-Security-Policy"]')
          .getAttribute("content")) ?? "";
      const sources = (name: string) =>
        policy
          .split("; ")
          .find((directive) => directive.startsWith(`${name} `))
          ?.split(" ")
          .slice(1) ?? [];
      expect(sources("script-src").filter((source) => !source.startsWith("'sha256-"))).toEqual([
        "'self'",
      ]);
      const beacon = catalogue.site.vitalsBeaconUrl;
      expect(sources("connect-src")).toEqual([
        "'self'",
        ...(beacon ? [new URL(beacon).origin] : []),
      ]);
      expect(sources("img-src")).toEqual(["'self'", "data:"]);
    });
  }
});

test.describe("with analytics", () => {
  test.skip(tag === undefined, "this catalogue names no analytics service");

  for (const { label, path } of PAGES) {
    test(`${label} adds the service's script once the app is ready; it counts the page, with no cookie`, async ({
      page,
      context,
    }) => {
      if (!tag) return;
      const hits = await standInService(context, tag);
      const violations = await watchPolicy(page);
      await page.goto(path);
      await expect.poll(() => hits.length).toBe(1);
      expect(hits[0]).toEqual({ data: tag.data, path, ready: true });
      // The script was asked for after the app said it was ready.
      const order = await page.evaluate(
        ([src, mark]) => ({
          script: performance.getEntriesByName(src)[0]?.startTime ?? -1,
          ready: performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY,
        }),
        [tag.src, APP_READY_MARK] as const,
      );
      expect(order.script).toBeGreaterThan(order.ready);
      expect(await page.locator(`script[src="${tag.src}"]`).count()).toBe(1);
      expect(violations).toEqual([]);
      expect(await context.cookies()).toEqual([]);
      expect(await page.evaluate(() => document.cookie)).toBe("");
    });
  }

  test("a page the app navigates to is counted too, once", async ({ page, context }) => {
    test.skip(
      tag?.provider !== "goatcounter",
      "the other services' scripts follow the app's navigation themselves",
    );
    if (!tag || !someBook) return;
    const hits = await standInService(context, tag);
    await page.goto("/");
    await expect.poll(() => hits.length).toBe(1);
    const bookPath = `/book/${someBook.id}`;
    await page.locator(`main a[href="${bookPath}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${bookPath}$`));
    await expect.poll(() => hits.map((hit) => hit.path)).toEqual(["/", bookPath]);
  });
});
