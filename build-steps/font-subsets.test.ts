import { describe, expect, it } from "vitest";
import { fontText } from "./font-subsets.ts";

describe("fontText", () => {
  it("keeps every printable character of the texts once, with ASCII and typographic marks", () => {
    const text = fontText(["Łódź — “Hazikaron”", "naïve café"]);
    for (const character of "Łódź—“”ïé") expect(text).toContain(character);
    for (const character of "AZaz09 !~’…") expect(text).toContain(character);
    expect(new Set(text).size).toBe([...text].length);
  });

  it("leaves out control characters such as line breaks and tabs", () => {
    const text = fontText(["one\ntwo\tthree\u0000"]);
    for (const control of ["\n", "\t", "\u0000"]) expect(text).not.toContain(control);
  });
});
