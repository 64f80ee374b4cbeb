import type { Page } from "@playwright/test";
import { APP_READY_MARK } from "../../app/lib/app-ready.ts";
import { catalogue, someBook } from "../catalogue.ts";
import { analyticsOf, standInService } from "./analytics-service.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Analytics as the site's content asks for them (`analytics:` in content/site.yaml). On the
 * generated catalogues of `npm test`'s catalogue step, which name a service
 * (tools/test-catalogues.ts), the service's script is added once the app is ready and counts
 * the page, under the page's own policy, with no cookie. Without a service (the sample), the
 * build carries none of the code and no policy names another site (tests/build-output/every-page.test.ts),
 * and no page asks another site for anything (page-types.spec.ts).
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

const PAGES = [
  { label: "home", path: "/" },
  ...(someBook ? [{ label: "a book", path: `/book/${someBook.id}` }] : []),
];

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
