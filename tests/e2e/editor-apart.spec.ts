import { PAGE_TYPES } from "./catalogue.ts";
import { expect, test } from "./fixtures.ts";

// The author's editor (/admin) is a second build beside the site's: a visitor's page never
// asks for any of its files, and none of the site's scripts carries any of its code.

for (const path of PAGE_TYPES) {
  test(`${path} loads nothing of the editor`, async ({ page }) => {
    const scripts: Promise<string>[] = [];
    const paths: string[] = [];
    page.on("response", (response) => {
      paths.push(new URL(response.url()).pathname);
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(paths.filter((p) => p.startsWith("/admin"))).toEqual([]);
    const texts = await Promise.all(scripts);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(/decap/i);
  });
}
