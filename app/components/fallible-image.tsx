import { type ComponentProps, useCallback, useState } from "react";

/**
 * An image that shows a text in its place when it fails to load. A failure before
 * hydration is caught too: an image already complete with no pixels has failed.
 */
export function FallibleImage({
  errorText,
  className,
  errorClassName,
  ...props
}: ComponentProps<"img"> & { errorText: string; errorClassName?: string }) {
  const [failed, setFailed] = useState(false);
  const checkLoaded = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <span className={errorClassName} role="img" aria-label={props.alt}>
        {errorText}
      </span>
    );
  }
  // biome-ignore lint/a11y/useAltText: alt comes in through props and is required by callers
  return <img {...props} className={className} ref={checkLoaded} onError={() => setFailed(true)} />;
}
