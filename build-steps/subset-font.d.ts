// subset-font ships no types, and @types/subset-font lags behind it (no keepFeatures).
// The part of its API build-steps/font-subsets.ts uses, from the package's README.
declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    /** Pins an axis to a value, or narrows it to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** The layout features to keep (OpenType tags); all of them when left out. */
    keepFeatures?: string[];
    noHinting?: boolean;
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
