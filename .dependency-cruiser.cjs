/**
 * A layer of the app's core: `folder` (under app/) imports, of the app, only itself and the
 * folders `below` it; its tests may reach further.
 * @param {string} name
 * @param {string} folder
 * @param {string[]} below
 * @param {string} comment
 * @returns {import('dependency-cruiser').IForbiddenRuleType}
 */
function layer(name, folder, below, comment) {
  return {
    name,
    comment,
    from: { path: `^app/${folder}/`, pathNot: "\\.test\\.tsx?$" },
    to: { path: "^app/", pathNot: `^app/(${[...below, folder].join("|")})/` },
  };
}

/** Modules that run only at build time or in tests: `*.server.ts`, tests and their helpers. */
const BUILD_TIME_OR_TESTS = ["\\.server\\.ts$", "\\.test\\.tsx?$", "\\.test-helper\\.ts$"];

/** Every rule is an error: `npm run lint:layers` fails on any. */
const asErrors = (/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */ rules) =>
  rules.map((rule) => ({ ...rule, severity: /** @type {const} */ ("error") }));

/**
 * The layers of the code, checked by dependency-cruiser in `npm test` (`npm run lint:layers`).
 * Imports point one way: the app's modules are the core; build-steps/, tools/, server/, admin/
 * and the tests use them, and nothing in the app uses those back. Inside the app, the core is
 * plain TypeScript (no React, no router, no I/O but in `*.server.ts`) in layers, content
 * ← schema ← catalogue ← search ← pages, which the routes and components build on.
 * docs/architecture-layers.md says why.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: asErrors([
    {
      name: "the-configurations-read-no-words",
      comment:
        "Vite's and React Router's configurations are loaded by plain Node, where `~messages/{area}` (an alias of the Vite configuration and tsconfig.json) does not resolve: nothing they reach may say words. Put the words beside the rule, in a module of their own (app/catalogue/book-lines.ts beside queries.ts).",
      from: { path: "^(vite|react-router)\\.config\\.ts$" },
      to: { path: "^(~messages/|node_modules/\\.cache/generated/messages/)", reachable: true },
    },
    {
      name: "no-circular",
      comment:
        "A module that reaches itself through its imports: split out what both need. (A type-only import is no cycle: it is gone at run time.)",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "app-imports-only-app",
      comment:
        "The app (what the browser runs and the build prerenders) never imports the build, the tools, the server, the editor or the tests: they import it.",
      from: { path: "^app/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^(build-steps|tools|server|admin|tests|dev-helpers|deploy)/" },
    },
    {
      name: "the-environment-stands-alone",
      comment:
        "config/environment.mjs reads and checks the environment for every other module: it imports none of the project's.",
      from: { path: "^config/" },
      to: { path: "^(app|build-steps|tools|server|admin|tests|dev-helpers|deploy)/" },
    },
    {
      name: "the-environment-stays-out-of-the-browser",
      comment:
        "Only the app's build-time modules (*.server.ts, the route table) read the environment: a page's script never imports config/ (nor zod with it).",
      from: { path: "^app/", pathNot: ["\\.server\\.ts$", "\\.test\\.tsx?$", "^app/routes\\.ts$"] },
      to: { path: "^config/" },
    },
    {
      name: "nothing-imports-tools-or-tests",
      comment:
        "tools/ are what developers run and tests/ what checks the site: nothing else imports them (shared helpers of both live in dev-helpers/), but a test beside the code may take the tests' reading of the content (tests/catalogue.ts).",
      from: { pathNot: ["^(tools|tests)/", "\\.test\\.tsx?$"] },
      to: { path: "^(tools|tests)/" },
    },
    {
      name: "tools-do-not-import-tests",
      comment:
        "A developer's command stands on the code and dev-helpers/, never on a test's files: what both need lives in dev-helpers/.",
      from: { path: "^tools/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^tests/" },
    },
    {
      name: "tests-do-not-import-tools",
      comment: "A test imports what it tests and dev-helpers/, not a developer's command.",
      from: { path: "^tests/" },
      to: { path: "^tools/" },
    },
    {
      name: "server-stands-alone",
      comment:
        "server/site-server.mjs is the production server: it imports neither the app, the build steps nor the editor (server/start.mjs, which builds first when needed, does use the build's helpers).",
      from: { path: "^server/site-server\\.mjs$" },
      to: { path: "^(app|build-steps|admin)/" },
    },
    {
      name: "only-tools-and-tests-import-the-server",
      from: { pathNot: "^(server|tools|tests|dev-helpers)/" },
      to: { path: "^server/" },
    },
    {
      name: "core-is-plain-typescript",
      comment:
        "The app's core (app/content, app/schema, app/catalogue, app/search, app/pages) holds the business rules: no React, no router, no component, route or browser module. Its *.server.ts modules (reading files, loaders) are the exception for the router.",
      from: { path: "^app/(content|schema|catalogue|search|pages)/", pathNot: "\\.server\\.ts$" },
      to: {
        path: [
          "^app/(components|routes|lib|hooks)/",
          "^app/(root|entry\\.client)\\.tsx$",
          "^node_modules/(react|react-dom|react-router|@react-router)/",
        ],
      },
    },
    layer(
      "content-is-the-bottom-layer",
      "content",
      ["schema", "i18n"],
      "app/content/ is what both the browser and the build know of the content: its types, formats, store names, tropes, content notes, the URL table, dates and Markdown. It builds on nothing else of the app's but the schema's types (the-browser-takes-no-schema keeps the schema's code out).",
    ),
    layer(
      "i18n-builds-on-nothing",
      "i18n",
      [],
      "app/i18n/ holds the site's languages: their message catalogues, which way each is written, the checks of the catalogues and the pseudo-language. Everything may use it; it uses nothing of the app's.",
    ),
    layer(
      "schema-builds-on-content",
      "schema",
      ["content", "i18n"],
      "app/schema/ reads and checks the author's files at build time: the zod schema, the settings of each service, the messages for mistakes, parse-catalogue's checks across files. It builds on app/content/ and the languages there are (app/i18n/) alone.",
    ),
    layer(
      "catalogue-builds-on-content",
      "catalogue",
      ["content", "schema", "i18n"],
      "app/catalogue/ holds the queries over a catalogue (visible books, sections, series order, events, the shelf): it builds on app/content/ (and the schema's types); search and page data build on it.",
    ),
    layer(
      "search-builds-on-the-catalogue",
      "search",
      ["content", "schema", "catalogue", "i18n"],
      "app/search/ (the index and its rules) builds on the catalogue and the content; page data and the browser use it, never the other way round.",
    ),
    {
      name: "node-built-ins-only-on-the-server-side",
      comment:
        "Only *.server.ts modules, the route table and tests read files or use Node's built-ins; everything else may reach the browser.",
      from: {
        path: "^app/",
        pathNot: [...BUILD_TIME_OR_TESTS, "^app/routes\\.ts$"],
      },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "server-modules-stay-on-the-server",
      comment:
        "A *.server.ts module is read at build time: only route modules and the root route (whose loaders React Router keeps out of the browser), other *.server.ts modules, the route table and tests import it.",
      from: {
        path: "^app/",
        pathNot: [...BUILD_TIME_OR_TESTS, "^app/routes/", "^app/routes\\.ts$", "^app/root\\.tsx$"],
      },
      to: { path: "\\.server\\.ts$" },
    },
    {
      name: "primitives-know-no-feature",
      comment:
        "app/components/ui/ holds the shared primitives (AppButton, Cover, Picture, ExternalLink ...): the feature folders (book, home, search, shelf, chat ...) use them, never the other way round.",
      from: { path: "^app/components/ui/" },
      to: { path: "^app/components/", pathNot: "^app/components/ui/" },
    },
    {
      name: "components-do-not-import-routes",
      from: { path: "^app/components/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "leaves-import-nothing",
      comment: "Validators, dates and the wording of messages are the bottom of the core.",
      from: { path: "^app/(content/(validators|dates)|schema/content-messages)\\.ts$" },
      to: { pathNot: "^app/(content/(validators|dates)|schema/content-messages)\\.ts$" },
    },
    {
      name: "the-browser-takes-no-schema",
      comment:
        "What the browser runs (app/content, the queries, search, components, the browser's helpers, the root) takes validated data and the schema's types, never the schema's code: app/schema/ builds zod as it loads, which would put the full zod into a page's first script (the footer's form once did: 27 KiB gzip on every page). Build-time loaders live in *.server.ts modules, or in app/pages/ and the routes' loaders, which React Router keeps out of the browser.",
      from: {
        path: [
          "^app/(content|catalogue|search|components|lib|hooks)/",
          "^app/(root|entry\\.client)\\.tsx$",
        ],
        pathNot: BUILD_TIME_OR_TESTS,
      },
      to: {
        path: ["^app/schema/", "^node_modules/zod/(index|v4/classic)"],
        pathNot: "\\.server\\.ts$",
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "no-dev-dependencies-in-the-browser",
      comment:
        "What the browser may run uses only the dependencies the site ships, never a devDependency (type-only imports apart): components, routes, the browser's helpers, and the queries and search they call. Reading content (app/schema/) and page data (app/pages/: feeds, calendars, SEO) run at build time and may use build tools.",
      from: {
        path: [
          "^app/(content|components|routes|lib|hooks|catalogue|search)/",
          "^app/(root|entry\\.client)\\.tsx$",
        ],
        pathNot: ["\\.server\\.ts$", "\\.test\\.tsx?$"],
      },
      to: { dependencyTypes: ["npm-dev"], dependencyTypesNot: ["type-only"] },
    },
  ]),
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
  },
};
