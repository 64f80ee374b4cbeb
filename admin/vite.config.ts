import path from "node:path";
import { defineConfig, type UserConfig } from "vite";
import { loadCatalogueFrom } from "../app/schema/content.server.ts";
import { CLIENT_DIR } from "../build-steps/build-dir.mjs";
import { compileMessages } from "../build-steps/messages.ts";
import { editorPolicy } from "../build-steps/security-policy.ts";
import { contentSnapshotModule } from "../build-steps/vite-plugins/content-snapshot.ts";
import { generatedAlias } from "../build-steps/vite-plugins/generated-assets.ts";
import { inlineScriptModule } from "../build-steps/vite-plugins/inline-script.ts";
import { messagesAlias } from "../build-steps/vite-plugins/messages.ts";
import { themeStylesheetModule } from "../build-steps/vite-plugins/theme-stylesheet.ts";
import { environment } from "../config/environment.mjs";
import { backendOrigins, editorBackend, localBackendUrl } from "./backend.ts";

/** The project: the editor reads its content and the site's components. */
const root = path.resolve(import.meta.dirname, "..");
const { sitePort, editorPort, backendPort, settings } = environment.editor;
/** Where the published editor saves (the host's build settings; see ./backend.ts). */
const backend = editorBackend(settings);

/**
 * The author's editor at /admin/: a page of its own, built apart from the site (so no page of
 * the site loads any of it) into build/client/admin. `npm run edit` serves it in development,
 * passing the site's own paths (covers for the preview) to the site's development server, and
 * telling it the port of its decap-server (the built editor looks on Decap's default, 8081).
 */
export default defineConfig(async ({ command }): Promise<UserConfig> => {
  await compileMessages(root);
  return {
    root: import.meta.dirname,
    // Under the site's base path when built (BASE_PATH); `npm run edit` serves it at /admin/.
    base: command === "build" ? `${environment.basePath}admin/` : "/admin/",
    publicDir: false,
    // Its own pre-bundled dependencies, apart from the site's: with one shared folder, each
    // development server re-optimizes the other's (their configurations differ) and the
    // editor's page fails with "504 (Outdated Optimize Dep)" under `npm run edit`.
    cacheDir: path.join(root, "node_modules/.vite/editor"),
    plugins: [
      contentSnapshotModule(root),
      themeStylesheetModule(),
      // The preview renders the site's book page, which names its fonts for the head script.
      inlineScriptModule(),
      {
        // The built page carries its own policy (the development server's inline client has none).
        name: "editor-policy",
        apply: "build",
        transformIndexHtml: (html) =>
          html.replace(
            '<meta charset="utf-8" />',
            `<meta charset="utf-8" />\n    <meta http-equiv="Content-Security-Policy" content="${editorPolicy(backendOrigins(backend))}" />`,
          ),
      },
    ],
    define: {
      // The site's base path, for the site's modules the preview renders (siteUrl in paths.ts).
      "import.meta.env.SITE_BASE_PATH": JSON.stringify(
        command === "build" ? environment.basePath : "/",
      ),
      // The day the site's pages are built for (app/hooks/use-today.ts): none here, the preview
      // shows the page the next build makes, on the day the editor is open. A date in the bundle
      // would also make it differ from day to day, where it is reused while its sources stay.
      __BUILD_DAY__: "undefined",
      EDITOR_BACKEND: JSON.stringify(backend),
      LOCAL_BACKEND_URL: JSON.stringify(
        localBackendUrl(command === "serve" ? backendPort : undefined),
      ),
    },
    resolve: {
      alias: [
        // The preview speaks the site's language.
        messagesAlias(root, loadCatalogueFrom(root).site.language),
        { find: "~", replacement: path.join(root, "app") },
        ...Object.entries(generatedAlias(root)).map(([find, replacement]) => ({
          find,
          replacement,
        })),
      ],
    },
    build: {
      outDir: path.join(CLIENT_DIR, "admin"),
      emptyOutDir: true,
      assetsDir: "static",
      // Decap CMS is one large application; it loads only here, behind the author's sign-in.
      chunkSizeWarningLimit: 6000,
      rollupOptions: {
        // Decap's dependencies' own warnings (eval in parsers for formats the site does not
        // use, comment positions) say nothing about this project's code.
        onwarn(warning, warn) {
          if (warning.id?.includes("/node_modules/") || /node_modules/.test(warning.message))
            return;
          warn(warning);
        },
      },
    },
    server: {
      port: editorPort,
      strictPort: true,
      hmr: false,
      proxy: { "^/(?!admin/)": `http://localhost:${sitePort}` },
    },
  };
});
