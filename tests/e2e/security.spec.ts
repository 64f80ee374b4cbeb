import { appReady, expect, test } from "./fixtures.ts";

test("npm start's server sends the security headers", async ({ request }) => {
  for (const path of ["/", "/book/remnant", "/search/noah", "/nowhere"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    // Pages are revalidated on each visit; the Not Found page is not kept at all.
    expect(headers["cache-control"], path).toBe(
      path === "/nowhere" ? "no-store" : "public, max-age=0, must-revalidate",
    );
  }
});

test("hashed build files are cached for a year, images for a day, and text is compressed", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.url());
  });
  await page.goto("/");
  await appReady(page).waitFor({ state: "attached" });
  // The largest of the page's hashed scripts: the build precompresses files of 1 KiB and more,
  // and which script answers first varies from run to run.
  const sized = await Promise.all(
    scripts
      .filter((url) => url.includes("/static/"))
      .map(async (url) => ({ url, size: (await (await request.get(url)).body()).length })),
  );
  const script = sized.sort((a, b) => b.size - a.size)[0]?.url;
  expect(script).toBeDefined();
  const built = await request.get(script ?? "", { headers: { "Accept-Encoding": "br" } });
  expect(built.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(built.headers()["content-encoding"]).toBe("br");
  const cover = await request.get("/assets/books/remnant.jpg");
  expect(cover.headers()["cache-control"]).toBe("public, max-age=86400");
  const html = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(html.headers()["content-encoding"]).toBe("gzip");
});

test("every page's inline scripts run under its policy, with no violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>player</title>" }),
  );
  for (const path of [
    "/",
    "/book/the-watchmans-warning",
    "/series/encounter",
    "/search/ark",
    "/trailers/all",
    "/nowhere",
  ]) {
    // Read from the page as served: the policy holds from the moment the browser parses it,
    // and hydration need not keep the element.
    const html = (await (await page.goto(path))?.text()) ?? "";
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy, path).not.toContain("unsafe-inline");
  }
  // Hydrated and interactive: the chat and the lightbox work within the policy.
  await page.goto("/trailers/all");
  await page
    .getByRole("button", { name: /^Play the trailer for / })
    .first()
    .click();
  await expect(page.locator("iframe[src*='youtube-nocookie']")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Chat with the book assistant" }).click();
  await expect(page.getByRole("dialog", { name: "Book assistant" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("every new-tab link is noopener noreferrer", async ({ page }) => {
  for (const path of ["/", "/book/the-watchmans-warning"]) {
    await page.goto(path);
    const rels = await page
      .locator('a[target="_blank"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("rel")));
    expect(rels.length).toBeGreaterThan(3);
    for (const rel of rels) expect(rel).toBe("noopener noreferrer");
  }
});
