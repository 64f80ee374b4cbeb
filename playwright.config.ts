import { defineConfig } from "@playwright/test";
import { environment } from "./config/environment.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./dev-helpers/chromium.ts";

const PORT = environment.e2ePort;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: environment.ci,
  // A load of every page of a kind, for the large catalogue of npm run test:catalogues.
  grepInvert: environment.e2eEveryPage ? undefined : /@every-page/,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A trace costs every test its recording, and is thrown away when the test passes: off
    // unless asked for (E2E_TRACE=1, for a rerun of what failed; docs/testing.md).
    trace: environment.e2eTrace ? "retain-on-failure" : "off",
  },
  // The same server `npm start` runs, on the production build.
  webServer: {
    command: "node server/start.mjs",
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT), HOST: "127.0.0.1" },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
