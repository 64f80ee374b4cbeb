import { listedSamples } from "../../app/catalogue/queries.ts";
import { allTrailers } from "../../app/catalogue/trailers.ts";
import { analyticsOf, standInService } from "./analytics-service.ts";
import { expectNoViolations } from "./axe.ts";
import { catalogue, someBook, someSeries } from "./catalogue.ts";
import { expect, test } from "./fixtures.ts";

// Every page type the content has, as a visitor's browser gets it: the status it answers
// with, its heading, no error in the console, and nothing axe finds. It runs on the
// project's catalogue here, and on generated ones (a new author's three books, the sample
// with 300 more) in `npm test`'s catalogue step.

const sample = listedSamples(catalogue)[0];
const PAGES: { label: string; path: string; status: number }[] = [
  { label: "home", path: "/", status: 200 },
  ...(someBook ? [{ label: "a book", path: `/book/${someBook.id}`, status: 200 }] : []),
  ...(sample
    ? [{ label: "a sample chapter", path: `/book/${sample.book.id}/sample`, status: 200 }]
    : []),
  ...(someSeries ? [{ label: "a series", path: `/series/${someSeries.key}`, status: 200 }] : []),
  ...(someBook
    ? [
        {
          label: "search with results",
          path: `/search/${encodeURIComponent(someBook.title)}`,
          status: 200,
        },
      ]
    : []),
  { label: "search without results", path: "/search/zzzqqq", status: 200 },
  ...(allTrailers(catalogue).length > 0
    ? [{ label: "all trailers", path: "/trailers/all", status: 200 }]
    : []),
  // The reader's shelf, as a first visit finds it: empty (shelf.spec.ts checks it filled).
  ...(someBook ? [{ label: "the shelf", path: "/shelf", status: 200 }] : []),
  { label: "Not Found", path: "/nowhere", status: 404 },
];

// axe reads every element: on a home page of hundreds of covers that is 20 s and more on a
// busy two-core machine, beyond the site's 30 s default for a whole test.
test.describe.configure({ timeout: 120_000 });

const analytics = analyticsOf(catalogue);

test.beforeEach(async ({ page, context }) => {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>player</title>" }),
  );
  // The site's analytics service, if it names one, answered here as on the internet.
  if (analytics) await standInService(context, analytics);
});

for (const { label, path, status } of PAGES) {
  test(`${label} answers ${status} with its heading, no console error, nothing for axe`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // The browser's own note of the status the page came with, not an error of the page.
      const pageStatus =
        status !== 200 &&
        message.text().includes(`status of ${status}`) &&
        message.location().url === page.url();
      if (!pageStatus) errors.push(message.text());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (label === "search with results")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Search Results for /);
    await expectNoViolations(page, label);
    expect(errors).toEqual([]);
  });
}
