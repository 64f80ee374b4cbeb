/** The day the site was built (`YYYY-MM-DD`), set by Vite's `define`. */
declare const __BUILD_DAY__: string;

interface ImportMetaEnv {
  /** The folder the site is published under (`/`, or such as `/my-books/`), set by Vite's `define`. */
  readonly SITE_BASE_PATH?: string;
  /**
   * Whether the built site counts visits (`analytics:` in site.yaml), set by Vite's `define`:
   * without, the build leaves the analytics code out. Never under the development server.
   */
  readonly SITE_COUNTS_VISITS?: boolean;
}
