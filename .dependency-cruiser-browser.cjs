const layers = require("./.dependency-cruiser.cjs");

/**
 * What the browser runs reaches no full zod, however many modules lie between: a component
 * that calls page data that calls a settings parser puts zod into a page's script as surely as
 * one that imports the schema (`the-schema-stays-at-build-time` in ./.dependency-cruiser.cjs
 * names only the modules a browser module imports itself). A second cruise, since a `reachable`
 * rule follows every import, type-only ones too (a component's `import type` of page data would
 * reach the schema): this one reads the code as it runs, without them. zod/mini, which the
 * chat checks its data with, is allowed. The root route is left out: its loader reads the
 * content at build time, and its component's imports are components, which are checked.
 * `npm run lint:layers` runs both; docs/architecture-layers.md.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "zod-stays-out-of-the-browser",
      severity: "error",
      comment:
        "Components, the browser's helpers and the queries they call reach the full zod through no chain of imports: it would put 27 KiB gzip into a page's script. Pass the browser validated data, or check it with zod/mini.",
      from: {
        path: ["^app/(components|lib|hooks|catalogue)/", "^app/entry\\.client\\.tsx$"],
        pathNot: ["\\.server\\.ts$", "\\.test\\.tsx?$", "\\.test-helper\\.ts$"],
      },
      to: { path: "^node_modules/zod/(index|v4/classic)", reachable: true },
    },
  ],
  options: { ...layers.options, tsPreCompilationDeps: false },
};
