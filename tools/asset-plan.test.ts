import { expect, test } from "vitest";
import { planAssets, planSummary } from "./asset-plan.ts";

const jobs = [
  { publicPath: "/assets/books/real.jpg" },
  { publicPath: "/assets/books/new.jpg" },
  { publicPath: "/assets/author/portrait.jpg" },
];
const existing = new Set(["/assets/books/real.jpg", "/assets/author/portrait.jpg"]);
const exists = (publicPath: string) => existing.has(publicPath);

test("only missing images are written; existing ones, such as real covers, are kept", () => {
  const plan = planAssets(jobs, exists, false);
  expect(plan.write.map((job) => job.publicPath)).toEqual(["/assets/books/new.jpg"]);
  expect(plan.skip.map((job) => job.publicPath)).toEqual([
    "/assets/books/real.jpg",
    "/assets/author/portrait.jpg",
  ]);
});

test("--force writes every image, existing or not", () => {
  expect(planAssets(jobs, exists, true)).toEqual({ write: jobs, skip: [] });
});

test("the summary says what was written and lists each image kept, with how to overwrite", () => {
  expect(planSummary(planAssets(jobs, exists, false))).toEqual([
    "Wrote 1 image under public/assets.",
    "Kept 2 existing images (npm run assets -- --force overwrites them):",
    "  public/assets/books/real.jpg",
    "  public/assets/author/portrait.jpg",
  ]);
  expect(planSummary(planAssets(jobs, exists, true))).toEqual([
    "Wrote 3 images under public/assets.",
  ]);
});
