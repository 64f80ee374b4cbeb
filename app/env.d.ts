/** The day the site was built (`YYYY-MM-DD`), set by Vite's `define`. */
declare const __BUILD_DAY__: string;
