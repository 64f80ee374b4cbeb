import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "./fixtures.ts";

/**
 * axe's WCAG 2.2 AA rules and best practices find nothing on the page as it is now (or in the
 * part of it `within` selects).
 */
export async function expectNoViolations(page: Page, label: string, within?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, label).toEqual([]);
}
