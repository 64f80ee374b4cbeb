// @ts-check
/**
 * The environment: every setting the project takes from environment variables, read and
 * checked here, once per process, with zod. No other module reads `process.env` (Biome's
 * noProcessEnv holds it; tools/with-node.mjs, which runs before the packages are installed,
 * is the one exception): the entry points (the build, `npm start`, the Vite and React Router
 * configurations, the tools, the Playwright configuration) take their settings from
 * `environment` and pass them on as arguments; a child process gets its settings through
 * `childEnvironment`, and one run in a copy of the project through `copyEnvironment`.
 *
 * A value that cannot be used stops the process at once, naming the variable and what to
 * write, before any work is done.
 */
import { z } from "zod";
import { BOOTSTRAPS, DEFAULT_BOOTSTRAP } from "./bootstrap-modes.mjs";

/** The folder names of a path, whatever slashes begin, end or repeat in it. */
const segmentsOf = (/** @type {string} */ path) =>
  path.split("/").filter((segment) => segment !== "");

/**
 * What is wrong with a `BASE_PATH`, if anything, in the words that follow the variable's name.
 * @param {string} value trimmed
 * @returns {string | null}
 */
function basePathProblem(value) {
  const bad = segmentsOf(value).find(
    (segment) => !/^[\w.~-]+$/.test(segment) || /^\.+$/.test(segment),
  );
  return bad === undefined
    ? null
    : `is '${value}': write the folder the site is published under, such as /my-books/ ` +
        `(letters, digits, '-', '_', '.' or '~' between slashes; '${bad}' is not a folder name)`;
}

/**
 * The folder the site is published under: `/` for a site at the root of its domain, or one
 * such as `/my-books/` for a GitHub Pages project site (`https://{owner}.github.io/my-books/`).
 * React Router's `basename`, Vite's `base`, the editor's build, the finishing pass and the
 * server take it from `environment.basePath`; the site's code turns its paths into URLs under
 * it with `siteUrl` (app/content/paths.ts).
 * @param {string | undefined} given `BASE_PATH` as set, if at all
 * @returns {string} `/`, or `/` and one or more folder names, each followed by `/`
 */
export function basePathOf(given) {
  const value = (given ?? "").trim();
  const problem = basePathProblem(value);
  if (problem) throw new Error(`BASE_PATH ${problem}`);
  // GitHub's configure-pages gives `/my-books` for a project site and `` or `/` for a site
  // at the root of its domain.
  const segments = segmentsOf(value);
  return segments.length === 0 ? "/" : `/${segments.join("/")}/`;
}

/** An unset or blank variable, as undefined. */
const optional = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

/**
 * A whole number from `min` to `max`, or the given default when unset; `what` names it in
 * the message ("a port number, 0 to 65535").
 * @template {number | undefined} Fallback
 * @param {{ min: number; max: number; what: string }} bounds
 * @param {Fallback} fallback
 */
const wholeNumber = ({ min, max, what }, fallback) =>
  optional.transform((value, context) => {
    if (value === undefined) return fallback;
    const number = Number(value);
    if (Number.isInteger(number) && number >= min && number <= max) return number;
    context.addIssue({ code: "custom", message: `is '${value}': write ${what}` });
    return z.NEVER;
  });

/**
 * A port number, or the given default when unset (a number when one is given).
 * @template {number | undefined} [Fallback=undefined]
 * @param {Fallback} [fallback]
 */
const port = (fallback) =>
  wholeNumber(
    { min: 0, max: 65535, what: "a port number, 0 to 65535" },
    /** @type {Fallback} */ (fallback),
  );

/** A whole number of at least 1, or the given default when unset. */
const count = (/** @type {number} */ fallback) =>
  wholeNumber(
    { min: 1, max: Number.POSITIVE_INFINITY, what: "a whole number, 1 or more" },
    fallback,
  );

/** A switch that is on unless set to 0. */
const onUnlessZero = optional.transform((value) => value !== "0");

/** A comma-separated list, or undefined for "all". */
const list = optional.transform((value) =>
  value === undefined
    ? undefined
    : value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
);

const variables = z.object({
  // The site's build.
  BASE_PATH: optional.transform((value, context) => {
    const problem = basePathProblem(value ?? "");
    if (!problem) return basePathOf(value);
    context.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  }),
  /** Where the build goes, relative to the project: `build` unless set. */
  BUILD_DIR: optional.transform((value) => value ?? "build"),
  /** The day to build the site for (checked as a day by app/schema/build-day.server.ts). */
  BUILD_DAY: optional,
  /**
   * How prerendered pages start their scripts (build-steps/defer-bootstrap.ts): one of
   * BOOTSTRAPS, the default unless set; `react-router` leaves React Router's own.
   */
  BOOTSTRAP: optional.transform((value, context) => {
    if (value === undefined) return DEFAULT_BOOTSTRAP;
    const mode = BOOTSTRAPS.find((known) => known === value);
    if (mode) return mode;
    context.addIssue({ code: "custom", message: `is '${value}': write ${BOOTSTRAPS.join(", ")}` });
    return z.NEVER;
  }),
  /** ROUTES=all: every route, whatever the content holds (React Router's typegen). */
  ROUTES: optional,
  /** Which of site.yaml's sites apart to build or serve (its id); the main site unless set. */
  SITE: optional.transform((value, context) => {
    if (value === undefined || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) return value;
    context.addIssue({
      code: "custom",
      message: `is '${value}': write a site's id, such as rowan-vale`,
    });
    return z.NEVER;
  }),
  // npm start.
  PORT: port(3000),
  HOST: optional.transform((value) => value ?? "localhost"),
  // npm run edit and the editor.
  SITE_PORT: port(5173),
  EDITOR_PORT: port(5174),
  BACKEND_PORT: port(),
  // The tests and tools.
  E2E_PORT: port(4173),
  /** E2E_TRACE=1 records a Playwright trace of each test and keeps those that fail. */
  E2E_TRACE: optional.transform((value) => value !== undefined && value !== "0"),
  /** E2E_EVERY_PAGE=1 also runs the tests tagged @every-page, which load each page of a kind. */
  E2E_EVERY_PAGE: optional.transform((value) => value !== undefined && value !== "0"),
  NGINX_PORT: port(),
  /** How many generated catalogues each property of the catalogue rules runs (docs/testing.md). */
  CATALOGUE_RUNS: count(40),
  CHROME_PATH: optional.transform((value) => value ?? "/usr/bin/chromium"),
  CI: optional.transform(Boolean),
  VITEST: optional.transform(Boolean),
  BENCH_RUNS: count(5),
  BENCH_PAGES: list,
  BENCH_HTTP: optional.transform((value, context) => {
    if (value === undefined || value === "2") return /** @type {"2" | "1.1"} */ ("2");
    if (value === "1.1") return "1.1";
    context.addIssue({ code: "custom", message: `is '${value}': write 2 or 1.1` });
    return z.NEVER;
  }),
  BENCH_LIGHTHOUSE: onUnlessZero,
  BENCH_LOAD: onUnlessZero,
  BENCH_LOAD_SECONDS: count(20),
  SHOTS_PAGES: list,
  /** Where `npm run shots` writes its pictures: `shots` unless set. */
  SHOTS_DIR: optional.transform((value) => value ?? "shots"),
});

/**
 * The settings in `env`, checked.
 * @param {Record<string, string | undefined>} env
 */
export function readEnvironment(env) {
  const result = variables.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`The environment cannot be used: ${problems.join("; ")}`);
  }
  const settings = result.data;
  return {
    basePath: settings.BASE_PATH,
    buildDir: settings.BUILD_DIR,
    buildDay: settings.BUILD_DAY,
    bootstrap: settings.BOOTSTRAP,
    allRoutes: settings.ROUTES === "all",
    site: settings.SITE,
    server: { port: settings.PORT, host: settings.HOST },
    editor: {
      sitePort: settings.SITE_PORT,
      editorPort: settings.EDITOR_PORT,
      backendPort: settings.BACKEND_PORT,
      /** The EDITOR_* settings, which choose and configure its backend (admin/backend.ts). */
      settings: Object.fromEntries(
        Object.entries(env)
          .filter(([name]) => name.startsWith("EDITOR_"))
          .sort(([a], [b]) => a.localeCompare(b)),
      ),
    },
    e2ePort: settings.E2E_PORT,
    e2eTrace: settings.E2E_TRACE,
    e2eEveryPage: settings.E2E_EVERY_PAGE,
    nginxPort: settings.NGINX_PORT,
    catalogueRuns: settings.CATALOGUE_RUNS,
    chromePath: settings.CHROME_PATH,
    ci: settings.CI,
    vitest: settings.VITEST,
    bench: {
      runs: settings.BENCH_RUNS,
      pages: settings.BENCH_PAGES,
      http2: settings.BENCH_HTTP === "2",
      lighthouse: settings.BENCH_LIGHTHOUSE,
      load: settings.BENCH_LOAD,
      loadSeconds: settings.BENCH_LOAD_SECONDS,
    },
    shots: { pages: settings.SHOTS_PAGES, dir: settings.SHOTS_DIR },
  };
}

/** @typedef {ReturnType<typeof readEnvironment>} Environment */

/** This process's settings; a value that cannot be used stops the process with its message. */
export const environment = (() => {
  try {
    // biome-ignore lint/style/noProcessEnv: the one module that reads the environment
    return readEnvironment(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
})();

/**
 * The environment for a child process: this one's, with `changes` made (a variable given as
 * undefined is taken out, so the child falls back to its default).
 * @param {Record<string, string | undefined>} [changes]
 * @returns {Record<string, string>}
 */
export function childEnvironment(changes = {}) {
  // biome-ignore lint/style/noProcessEnv: the one module that reads the environment
  const entries = Object.entries({ ...process.env, ...changes });
  return Object.fromEntries(
    entries.filter(/** @returns {entry is [string, string]} */ (entry) => entry[1] !== undefined),
  );
}

/**
 * The environment for a command run in a copy of the project: `childEnvironment`, but the
 * copy builds into its own build/, whatever this project's BUILD_DIR says.
 * @param {Record<string, string | undefined>} [changes]
 */
export const copyEnvironment = (changes = {}) =>
  childEnvironment({ BUILD_DIR: undefined, ...changes });
