/** The day the site was built (`YYYY-MM-DD`), set by Vite's `define`. */
declare const __BUILD_DAY__: string;

/** The folder of the build's hashed files under the site's root (`build.assetsDir`), set by Vite's `define`. */
declare const __HASHED_FILES_DIR__: string;
