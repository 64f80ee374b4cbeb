import { PAGE_TYPES } from "./catalogue.ts";
import { expect, test } from "./fixtures.ts";

// The author's editor (/admin) is a second build beside the site's: a visitor's page never
// asks for any of its files, and none of the site's scripts carries any of its code.

for (const path of PAGE_TYPES) {
  test(`${path} loads nothing of the editor`, async ({ page }) => {
    const scripts: string[] = [];
    const paths: string[] = [];
    page.on("request", (request) => {
      paths.push(new URL(request.url()).pathname);
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(paths.filter((p) => p.startsWith("/admin"))).toEqual([]);
    const texts = await Promise.all(
      scripts.map((url) => page.request.get(url).then((response) => response.text())),
    );
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(/decap/i);
  });
}
