/**
 * The second build of a test run, made once and shared: the site as GitHub Pages serves a
 * project site (under the base path /my-books/), prerendered on the day before the newest
 * visible book comes out, so that it has a book still to come (a ribbon, "Coming", a release
 * day to add to a calendar). The build-output tests read it (tests/build-output/variant.test.ts) and
 * the browser tests serve it (tests/e2e/variant.spec.ts); `npm test` makes it in a step of its
 * own, and either of them makes it when it is missing or out of date.
 *
 * `tsx tests/variant-build.ts` makes it, or says it is up to date.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { newestFirst, visibleBooks } from "../app/catalogue/queries.ts";
import { type IsoDay, toIsoDay } from "../app/content/dates.ts";
import { loadCatalogue } from "../app/schema/content.server.ts";
import { build } from "../build-steps/build.ts";
import { buildIsStale } from "../build-steps/build-freshness.mjs";
import { builtSite } from "./build-output/built-site.ts";

export const VARIANT_BASE = "/my-books/";
/** Inside the project, as the server build resolves its packages from node_modules. */
export const VARIANT_DIR = path.resolve("build", "variant");

/** The day before the newest visible book comes out, or today for a catalogue without one. */
export function variantBuildDay(today: IsoDay = toIsoDay(new Date())): IsoDay {
  const newest = newestFirst(visibleBooks(loadCatalogue().books))[0];
  if (!newest) return today;
  const day = new Date(`${newest.pubDate}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** Why the variant must be built again, or null when the one in VARIANT_DIR will do. */
function variantStale(buildDay: IsoDay): string | null {
  const stale = buildIsStale(process.cwd(), VARIANT_DIR, VARIANT_BASE);
  if (stale) return stale;
  const made = builtSite(VARIANT_DIR).stamp.buildDay;
  return made === buildDay ? null : `it was built for ${made}, not ${buildDay}`;
}

/** Builds the variant unless an up-to-date one is there; resolves with its folder. */
export async function ensureVariantBuild(log: (line: string) => void = console.log) {
  const buildDay = variantBuildDay();
  const stale = variantStale(buildDay);
  if (stale === null) {
    log(`variant build: up to date in ${path.relative(process.cwd(), VARIANT_DIR)}`);
    return VARIANT_DIR;
  }
  log(`variant build (${stale}): under ${VARIANT_BASE}, for ${buildDay}`);
  await build({ buildDir: VARIANT_DIR, basePath: VARIANT_BASE, buildDay, editor: false, log });
  return VARIANT_DIR;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await ensureVariantBuild();
