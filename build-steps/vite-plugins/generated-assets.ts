import { createReadStream, statSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { GENERATED_ALIAS, GENERATED_PUBLIC, GENERATED_ROOT } from "../generated-folders.mjs";

const TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
};

/** `~generated/…` for a Vite configuration's `resolve.alias`: what the asset steps made. */
export const generatedAlias = (root: string) => ({
  [GENERATED_ALIAS]: path.join(root, GENERATED_ROOT),
});

/**
 * Serves what the asset steps make for the site's pages (the WebP variants and share cards,
 * in GENERATED_PUBLIC, a cache folder) at the paths they have on the site, as Vite serves the
 * public folder beside them; the build copies them into its client folder instead.
 */
export function generatedAssets(): Plugin {
  return {
    name: "generated-assets",
    apply: "serve",
    configureServer(server) {
      const dir = path.join(server.config.root, GENERATED_PUBLIC);
      const { base } = server.config;
      server.middlewares.use((request, response, next) => {
        if (request.method !== "GET" && request.method !== "HEAD") return next();
        const url = (request.url ?? "").split("?")[0] ?? "";
        let sitePath: string;
        try {
          sitePath = decodeURIComponent(url.startsWith(base) ? `/${url.slice(base.length)}` : url);
        } catch {
          return next();
        }
        const file = path.join(dir, sitePath);
        if (!file.startsWith(dir + path.sep)) return next();
        let size: number;
        try {
          const stat = statSync(file);
          if (!stat.isFile()) return next();
          size = stat.size;
        } catch {
          return next();
        }
        response.setHeader(
          "Content-Type",
          TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
        );
        response.setHeader("Content-Length", size);
        response.setHeader("Cache-Control", "no-cache");
        if (request.method === "HEAD") return response.end();
        createReadStream(file).pipe(response);
      });
    },
  };
}
