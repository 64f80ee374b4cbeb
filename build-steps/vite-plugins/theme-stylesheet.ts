import type { Plugin } from "vite";
import { loadCatalogue } from "../../app/schema/content.server.ts";
import { themeStylesheet } from "../theme-stylesheet.ts";

const ID = "virtual:theme.css";
// Ends in .css, so Vite treats it as a stylesheet and bundles it into the one every page loads.
const RESOLVED = `\0${ID}`;

/**
 * `virtual:theme.css`: the theme in content/site.yaml as custom properties and fallback
 * faces (build-steps/theme-stylesheet.ts), made from the validated catalogue. Imported by the
 * root before the site's own styles, and `?inline` by the editor's preview.
 */
export function themeStylesheetModule(): Plugin {
  return {
    name: "theme-stylesheet",
    resolveId(source) {
      const [path, query] = source.split("?");
      if (path !== ID) return null;
      return query === undefined ? RESOLVED : `${RESOLVED}?${query}`;
    },
    load(resolvedId) {
      if (resolvedId.split("?")[0] !== RESOLVED) return null;
      return themeStylesheet(loadCatalogue().site.theme);
    },
  };
}
