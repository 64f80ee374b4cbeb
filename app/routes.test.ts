import { matchRoutes } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { buildDay } from "./catalogue/build-day.server.ts";
import { loadCatalogue } from "./catalogue/content.server.ts";
import { bookFile, catalogue } from "./catalogue/fixtures.test-helper.ts";
import { PAGE_ROUTES, pageRoutes, pagesForEveryRoute, sitePages } from "./catalogue/site-pages.ts";

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
  const ofContent = pageRoutes(sitePages(loadCatalogue(), { today: buildDay() }));
  expect(await routeFiles()).toHaveLength(ofContent.length);
  vi.stubEnv("ROUTES", "all");
  const every = await routeFiles();
  expect(every).toHaveLength(PAGE_ROUTES.length);
  expect(every).toContain("routes/series.tsx");
  expect(every).toContain("routes/release-calendar.ts");
});

test("with ROUTES=all, a catalogue of none or one book still has a page each route reaches", async () => {
  // React Router refuses a route with a loader no prerendered path reaches (npm run dev lists
  // every route, and crashed on a catalogue without series, samples or trailers).
  vi.stubEnv("ROUTES", "all");
  vi.resetModules();
  const { default: routes } = await import("./routes.ts");
  const table = routes.map(({ file, index, path }) =>
    index ? { id: file, index: true as const } : { id: file, path },
  );
  for (const books of [[], [bookFile("lone")]]) {
    const prerendered = pagesForEveryRoute(
      sitePages(catalogue({ series: [], books, news: [], samples: [] })),
    );
    const reached = new Set(
      prerendered.flatMap((path) => matchRoutes(table, path)?.map((match) => match.route.id) ?? []),
    );
    expect([...reached].sort()).toEqual(table.map((route) => route.id).sort());
  }
});
