import { BUILD_DIR } from "../../build-steps/build-dir.mjs";
import { builtSite } from "./built-site.ts";

/** The project's build (`npm run build`, in `BUILD_DIR`), read once for every test file. */
export const site = builtSite(BUILD_DIR);

/** The day the build's pages were prerendered for. */
export const buildDay = site.stamp.buildDay;
