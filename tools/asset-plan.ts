/**
 * Which of the sample images `npm run assets` writes. An image already in `public/` may be
 * the author's real cover or portrait, so it is kept unless `force` asks for every one.
 */

/** One image the script can draw, at its public path such as `/assets/books/x.jpg`. */
export type AssetJob = { publicPath: string };

export type AssetPlan<T extends AssetJob> = { write: T[]; skip: T[] };

/** Splits the jobs into those to write (missing, or all when forced) and those to keep. */
export function planAssets<T extends AssetJob>(
  jobs: T[],
  exists: (publicPath: string) => boolean,
  force: boolean,
): AssetPlan<T> {
  if (force) return { write: jobs, skip: [] };
  return {
    write: jobs.filter((job) => !exists(job.publicPath)),
    skip: jobs.filter((job) => exists(job.publicPath)),
  };
}

/** What the script prints: a line for what it wrote, and one for what it kept, then each kept path. */
export function planSummary(plan: AssetPlan<AssetJob>): string[] {
  const wrote = `Wrote ${plan.write.length} ${plural(plan.write.length)} under public/assets.`;
  if (plan.skip.length === 0) return [wrote];
  return [
    wrote,
    `Kept ${plan.skip.length} existing ${plural(plan.skip.length)} (npm run assets -- --force overwrites them):`,
    ...plan.skip.map((job) => `  public${job.publicPath}`),
  ];
}

function plural(count: number): string {
  return count === 1 ? "image" : "images";
}
