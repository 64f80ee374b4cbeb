/// <reference types="vitest/config" />
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import type { Plugin as EsbuildPlugin } from "esbuild";
import { defineConfig, type Plugin } from "vite";
import { toIsoDay } from "./app/catalogue/dates.ts";

// The browser runs Preact's React-compatible layer instead of React DOM: the same components,
// about 60 KiB (gzip) less script on every page. Prerendering still uses React's server renderer.
const PREACT: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

function preactInTheBrowser(): Plugin {
  return {
    name: "preact-in-the-browser",
    enforce: "pre",
    resolveId(source, importer, options) {
      const target = PREACT[source];
      if (!target || this.environment.name !== "client") return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

const preactInPrebundledDependencies: EsbuildPlugin = {
  name: "preact-in-prebundled-dependencies",
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/|$)/ }, (args) => {
      const target = PREACT[args.path];
      return target
        ? build.resolve(target, { kind: args.kind, resolveDir: args.resolveDir })
        : null;
    });
  },
};

/** The search page's first paint (app/search-page/first-paint.ts) is a script of its own. */
function searchFirstPaintEntry(): Plugin {
  const entry = path.resolve(import.meta.dirname, "app/search-page/first-paint.ts");
  return {
    name: "search-first-paint-entry",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    options(options) {
      const { input } = options;
      if (Array.isArray(input)) return { ...options, input: [...input, entry] };
      if (input && typeof input === "object") {
        return { ...options, input: { ...input, "first-paint": entry } };
      }
      throw new Error("search-first-paint-entry: unexpected client build input");
    },
  };
}

export default defineConfig({
  plugins: process.env.VITEST ? [] : [preactInTheBrowser(), searchFirstPaintEntry(), reactRouter()],
  // Hashed build files go to /static/ (cached forever), apart from /assets/ (covers, images).
  // One stylesheet for the whole site: a single small request instead of one per component.
  build: {
    assetsDir: "static",
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        // Our small shared modules in few chunks rather than a dozen requests: the
        // components with the framework they need, and apart from it the plain modules the
        // search page's first paint also uses. The widgets that load on demand (chat,
        // lightbox, vitals) keep chunks of their own.
        manualChunks(id) {
          if (
            /\/app\/catalogue\/(paths|queries|dates|images|links|views)\.ts$/.test(id) ||
            /\/app\/(lib\/json-once|search-page\/first-paint-contract)\.ts$/.test(id) ||
            /\.module\.css$/.test(id)
          ) {
            return "shared";
          }
          if (
            /\/app\/(components|hooks|lib)\//.test(id) &&
            !/(chat-panel|trailer-lightbox|vitals)\./.test(id)
          ) {
            return "app";
          }
          return undefined;
        },
      },
    },
  },
  environments: {
    client: {
      // The development server pre-bundles dependencies such as React Router with esbuild,
      // which the plugin above does not reach.
      optimizeDeps: { esbuildOptions: { plugins: [preactInPrebundledDependencies] } },
    },
  },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  define: {
    // The day the pages are prerendered; the browser corrects it to the visitor's day.
    __BUILD_DAY__: JSON.stringify(toIsoDay(new Date())),
  },
  test: {
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts"],
  },
});
