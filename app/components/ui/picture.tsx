import { type ComponentProps, useCallback, useState } from "react";
import { type ImageKind, webpSrcSet } from "~/catalogue/responsive-images";
import { siteUrl } from "~/content/paths";

type PictureProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes" | "alt"> & {
  /** The original JPEG, also the fallback for browsers without WebP. */
  src: string;
  alt: string;
  kind: ImageKind;
  /** How wide the image is shown, for the browser to pick a WebP variant. */
  sizes: string;
  /** Shown instead of the image when it fails to load. */
  errorText?: string;
  errorClassName?: string;
};

/**
 * An image in the widths the layout needs, as WebP with the JPEG as fallback. With an
 * `errorText`, a failed image shows that text instead; a failure before hydration is
 * caught too, as an image already complete without pixels.
 */
export function Picture({
  src,
  kind,
  sizes,
  errorText,
  errorClassName,
  alt,
  ...img
}: PictureProps) {
  const [failed, setFailed] = useState(false);
  const checkLoaded = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed && errorText !== undefined) {
    return (
      <span className={errorClassName} role="img" aria-label={alt || errorText}>
        {errorText}
      </span>
    );
  }
  const watch = errorText !== undefined;
  return (
    <picture>
      <source type="image/webp" srcSet={webpSrcSet(src, kind)} sizes={sizes} />
      <img
        {...img}
        src={siteUrl(src)}
        alt={alt}
        ref={watch ? checkLoaded : undefined}
        onError={watch ? () => setFailed(true) : undefined}
      />
    </picture>
  );
}
