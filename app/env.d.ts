/**
 * The day the site was built for (`YYYY-MM-DD`), set by Vite's `define`; undefined in the
 * editor, which builds no pages (admin/vite.config.ts).
 */
declare const __BUILD_DAY__: string | undefined;

interface ImportMetaEnv {
  /** The folder the site is published under (`/`, or such as `/my-books/`), set by Vite's `define`. */
  readonly SITE_BASE_PATH?: string;
  /**
   * Whether the built site counts visits (`analytics:` in site.yaml), set by Vite's `define`:
   * without, the build leaves the analytics code out. Never under the development server.
   */
  readonly SITE_COUNTS_VISITS?: boolean;
  /** The language the site speaks, as a tag (`en`, `de`), set by Vite's `define`. */
  readonly SITE_LANGUAGE?: string;
}
