import { expect, test } from "@playwright/test";
import { childEnvironment } from "../../config/environment.mjs";
import { runNpm } from "./npm-command.ts";

// `npm run bench -- --analytics` as docs/performance.md gives it, narrowed to one run of one
// page and no load test so that it fits in the suite: it serves the build over HTTPS and HTTP/2
// for Lighthouse, builds and measures a copy that counts visits with a stand-in analytics
// service, and prints its tables. The figures themselves are the bench's to report, not a
// test's to pin.

test("npm run bench measures the pages over HTTP/2, with analytics too, and prints its tables", async () => {
  test.setTimeout(480_000);
  const { code, output } = await runNpm(["run", "bench", "--", "--analytics"], {
    env: childEnvironment({ BENCH_RUNS: "1", BENCH_PAGES: "home", BENCH_LOAD: "0" }),
  });
  expect(code, output).toBe(0);
  expect(output).toContain("Lighthouse loads the pages over HTTPS and HTTP/2");
  expect(output).toMatch(/^\| home \(\/\) \| \d+ \| \d+ \| \d+ \| \d+ \| [\d.]+ s \| [\d.]+ s \|/m);
  expect(output).toMatch(/^\| home \| [\d.]+ s \| [\d.]+ s \| [\d.]+ s \|$/m);
  // The copy with analytics, measured in the same run; its service counted the pages it loaded.
  expect(output).toMatch(/^\| page \| \d+ books \| \d+ books, with analytics \|$/m);
  expect(output).toMatch(/^The stand-in analytics service counted [1-9]\d* page views\.$/m);
  expect(output).toContain("Reports: bench-results/");
});
