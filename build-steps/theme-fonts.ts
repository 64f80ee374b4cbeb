/**
 * The faces a theme may choose (app/schema/theme.ts), each a self-hosted variable font
 * from its @fontsource-variable package, with its metrics from Capsize (@capsizecss/metrics)
 * for a local fallback face of the same size, so the swap to the web font moves nothing.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { FontMetrics } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import ebGaramond from "@capsizecss/metrics/eBGaramond";
import fraunces from "@capsizecss/metrics/fraunces";
import inter from "@capsizecss/metrics/inter";
import libreBaskerville from "@capsizecss/metrics/libreBaskerville";
import literata from "@capsizecss/metrics/literata";
import lora from "@capsizecss/metrics/lora";
import openSans from "@capsizecss/metrics/openSans";
import playfairDisplay from "@capsizecss/metrics/playfairDisplay";
import sourceSans3 from "@capsizecss/metrics/sourceSans3";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import workSans from "@capsizecss/metrics/workSans";
import subsetFont from "subset-font";
import type { FontName } from "../app/schema/theme.ts";

type FontPackage = { package: string; metrics: FontMetrics };

export const FONT_PACKAGES: Record<FontName, FontPackage> = {
  "Playfair Display": { package: "playfair-display", metrics: playfairDisplay },
  Fraunces: { package: "fraunces", metrics: fraunces },
  "EB Garamond": { package: "eb-garamond", metrics: ebGaramond },
  "Libre Baskerville": { package: "libre-baskerville", metrics: libreBaskerville },
  Lora: { package: "lora", metrics: lora },
  Inter: { package: "inter", metrics: inter },
  "Source Sans 3": { package: "source-sans-3", metrics: sourceSans3 },
  "Open Sans": { package: "open-sans", metrics: openSans },
  "Work Sans": { package: "work-sans", metrics: workSans },
  Literata: { package: "literata", metrics: literata },
};

/**
 * A local face with about the font's proportions, present on nearly every system (Liberation
 * has Arial's and Times New Roman's metrics, on Linux), and the generic families after it.
 */
const FALLBACKS = {
  serif: {
    metrics: timesNewRoman,
    local: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "LiberationSerif"],
    generic: "Georgia, serif",
  },
  "sans-serif": {
    metrics: arial,
    local: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"],
    generic: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
} as const;

/** The local fallback for a font: serif for a serif, sans-serif for the rest. */
export function fallbackFor(name: FontName) {
  return FALLBACKS[FONT_PACKAGES[name].metrics.category === "serif" ? "serif" : "sans-serif"];
}

const require = createRequire(import.meta.url);

/** The installed file of a font's Latin letters, its weight axis alone, upright or italic. */
export function fontFile(name: FontName, style: "normal" | "italic"): string {
  const slug = FONT_PACKAGES[name].package;
  return require.resolve(`@fontsource-variable/${slug}/files/${slug}-latin-wght-${style}.woff2`);
}

/** The letters of the fonts' Latin files: Latin-1, the French ligatures, punctuation, €, ™, −. */
const LATIN = String.fromCodePoint(
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  0x152,
  0x153,
  ...range(0x2010, 0x2027),
  ...range(0x2030, 0x203a),
  0x20ac,
  0x2122,
  0x2212,
);

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * A font at one weight, as a static TrueType file, for renderers that take no variable fonts
 * or WOFF2 (Satori, for the share cards): the variable font's Latin letters, instanced by
 * HarfBuzz at that weight.
 */
export async function staticFont(name: FontName, weight: number): Promise<Buffer> {
  return subsetFont(readFileSync(fontFile(name, "normal")), LATIN, {
    targetFormat: "truetype",
    variationAxes: { wght: weight },
    noHinting: true,
  });
}
