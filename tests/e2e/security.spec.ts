import { PAGE_TYPES } from "./catalogue.ts";
import { expect, type Page, test } from "./fixtures.ts";

// The headers and caching every response gets, from this server and nginx alike, are in
// deploy.spec.ts; here, the policy each page carries and the links it makes.

/** Collects what the browser reports of the page's policy blocking something. */
function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

// One test a page type: each loads and hydrates its page within its own budget, rather than
// every page type's within one (which a busy machine could exceed).
for (const path of PAGE_TYPES) {
  test(`${path}'s inline scripts run under its policy, with no violation`, async ({ page }) => {
    const violations = policyViolations(page);
    // Read from the page as served: the policy holds from the moment the browser parses it,
    // and hydration need not keep the element.
    const html = (await (await page.goto(path))?.text()) ?? "";
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy).not.toContain("unsafe-inline");
    expect(violations).toEqual([]);
  });
}

test("the chat and the lightbox work within the policy", async ({ page }) => {
  const violations = policyViolations(page);
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>player</title>" }),
  );
  await page.goto("/trailers/all");
  const play = page.getByRole("button", { name: /^Play the trailer for / }).first();
  if ((await play.count()) > 0) {
    await play.click();
    await expect(page.locator("iframe[src*='youtube-nocookie']")).toBeVisible();
    await page.keyboard.press("Escape");
  }
  await page.getByRole("button", { name: "Chat with the book assistant" }).click();
  await expect(page.getByRole("dialog", { name: "Book assistant" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("every new-tab link is noopener noreferrer", async ({ page }) => {
  for (const path of PAGE_TYPES.slice(0, 2)) {
    await page.goto(path);
    const rels = await page
      .locator('a[target="_blank"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("rel")));
    expect(rels.length).toBeGreaterThan(3);
    for (const rel of rels) expect(rel).toBe("noopener noreferrer");
  }
});
