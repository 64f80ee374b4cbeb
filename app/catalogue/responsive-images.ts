import { assetPaths, siteUrl } from "../content/paths.ts";

/**
 * Responsive variants of the site's images: WebP in a few widths beside each JPEG the
 * author supplies. `build-steps/image-variants.ts` makes them; components list them in `srcset`.
 */

export type ImageKind = "cover" | "trailer" | "portrait";

/** The widths made for each kind, for the sizes the layout shows at 1x to 3x. */
export const VARIANT_WIDTHS: Record<ImageKind, number[]> = {
  cover: [200, 300, 450, 600],
  trailer: [480, 960],
  portrait: [300, 600],
};

/** The `srcset` of an image's WebP variants, under the site's base path. */
export function webpSrcSet(original: string, kind: ImageKind): string {
  return VARIANT_WIDTHS[kind]
    .map((width) => `${siteUrl(assetPaths.variant(original, width))} ${width}w`)
    .join(", ");
}

/** How wide each image is shown, as `sizes` values; one place for components and preloads. */
export const IMAGE_SIZES = {
  grid: "(min-width: 64rem) 11rem, (min-width: 48rem) 22vw, 31vw",
  fewGrid: "(min-width: 48rem) 14rem, 44vw",
  intro: "(min-width: 48rem) 17rem, 60vw",
  detail: "(min-width: 48rem) 18rem, 60vw",
  guide: "(min-width: 48rem) 10rem, 6.5rem",
  result: "5rem",
  trailer: "(min-width: 64rem) 17rem, (min-width: 40rem) 45vw, 92vw",
  portrait: "(min-width: 48rem) min(18rem, 31vw), min(70vw, 18rem)",
  authorThumb: "6rem",
  /** A press kit's covers: two to a row on a phone, three from 30rem, 13rem at most. */
  kitCover: "(min-width: 48rem) 13rem, (min-width: 30rem) 30vw, 44vw",
} as const;

/**
 * A `<link rel=preload>` for the image that is a page's largest paint, so the browser
 * fetches it with the HTML instead of after the scripts.
 */
export function imagePreload(original: string, kind: ImageKind, sizes: string) {
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    type: "image/webp",
    href: siteUrl(assetPaths.variant(original, VARIANT_WIDTHS[kind][0] ?? 400)),
    imageSrcSet: webpSrcSet(original, kind),
    imageSizes: sizes,
    fetchPriority: "high",
  } as const;
}
