import { expect, test } from "vitest";
import { paths } from "~/content/paths";
import { EARLY_INPUT_CONFIG, earlyInputScript } from "./early-input.ts";

test("the inlined early-input script is valid JavaScript", () => {
  expect(() => new Function(earlyInputScript())).not.toThrow();
  expect(earlyInputScript()).not.toContain("</script");
});

test("the early-input search goes where the app's search goes", () => {
  for (const query of ["noah", "the end", "ark & covenant", "50% / 100%", "ünïcödé?#"]) {
    expect(EARLY_INPUT_CONFIG.searchPath + encodeURIComponent(query)).toBe(paths.search(query));
  }
});
