import { afterEach, expect, test, vi } from "vitest";
import { loadCatalogue } from "./catalogue/content.server.ts";
import { PAGE_ROUTES, pageRoutes, sitePages } from "./catalogue/site-pages.ts";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The route files app/routes.ts lists, read afresh under the environment set. */
async function routeFiles() {
  vi.resetModules();
  const { default: routes } = await import("./routes.ts");
  return routes.map((route) => route.file);
}

test("the route table lists the page types the content has; with ROUTES=all, every one", async () => {
  const ofContent = pageRoutes(sitePages(loadCatalogue()));
  expect(await routeFiles()).toHaveLength(ofContent.length);
  vi.stubEnv("ROUTES", "all");
  const every = await routeFiles();
  expect(every).toHaveLength(PAGE_ROUTES.length);
  expect(every).toContain("routes/series.tsx");
});
