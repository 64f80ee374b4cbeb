import { expect, test } from "vitest";
import { tropeSlug } from "./tropes.ts";

test("a trope's address is its words in lowercase, joined by hyphens", () => {
  expect(tropeSlug("found family")).toBe("found-family");
  expect(tropeSlug("Enemies to Lovers")).toBe("enemies-to-lovers");
  expect(tropeSlug("  Writer's block! ")).toBe("writers-block");
  expect(tropeSlug("Cloak & dagger")).toBe("cloak-and-dagger");
  expect(tropeSlug("found-family")).toBe("found-family");
  expect(tropeSlug("?!")).toBe("");
});

test("a trope's address keeps the letters of every script, a Latin letter without its accents", () => {
  const cases: [string, string][] = [
    ["Café romance", "cafe-romance"],
    ["Tình yêu bị cấm", "tinh-yeu-bi-cam"],
    ["Straße", "straße"],
    ["романтика", "романтика"],
    ["Тайный поклонник", "тайный-поклонник"],
    ["Εχθροί σε εραστές", "εχθροί-σε-εραστές"],
    ["אהבה אסורה", "אהבה-אסורה"],
    ["حب ممنوع", "حب-ممنوع"],
    ["青梅竹马", "青梅竹马"],
    ["幼なじみ", "幼なじみ"],
    ["계약 연애", "계약-연애"],
    ["प्रेम कहानी", "प्रेम-कहानी"],
    ["Любовь и war", "любовь-и-war"],
  ];
  for (const [trope, slug] of cases) {
    expect(tropeSlug(trope), trope).toBe(slug);
    // A slug slugs to itself, in every script.
    expect(tropeSlug(slug), slug).toBe(slug);
  }
});
