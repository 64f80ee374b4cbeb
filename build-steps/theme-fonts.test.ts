import { expect, test } from "vitest";
import { staticFont } from "./theme-fonts.ts";

/** The tables of a TrueType file, by tag, with their offsets. */
function tables(font: Buffer): Map<string, number> {
  const count = font.readUInt16BE(4);
  return new Map(
    Array.from({ length: count }, (_, i) => {
      const record = 12 + i * 16;
      return [font.toString("latin1", record, record + 4), font.readUInt32BE(record + 8)];
    }),
  );
}

test("a face for the share cards is a static TrueType font at the weight asked for", async () => {
  for (const weight of [400, 700]) {
    const font = await staticFont("Fraunces", weight);
    expect(font.readUInt32BE(0)).toBe(0x00010000);
    const found = tables(font);
    expect(found.has("fvar")).toBe(false);
    expect(found.has("glyf")).toBe(true);
    // OS/2's usWeightClass says the weight it was instanced at.
    expect(font.readUInt16BE((found.get("OS/2") ?? 0) + 4)).toBe(weight);
  }
});
