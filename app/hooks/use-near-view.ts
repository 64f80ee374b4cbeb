import { useCallback, useEffect, useRef, useState } from "react";
import { whenNearView } from "~/lib/near-view";

/**
 * Whether an element has come within a screen of the viewport, or been focused, since the
 * app started: false in the prerendered page and until then, and true for good once it has.
 * For what a page draws only where the reader can get to it soon (the toggles on a grid's
 * covers). Focus counts as well as scrolling, so that the keyboard finds what it tabs to
 * already drawn, even before the browser has scrolled.
 *
 * Give `ref` and `onFocus` to the element.
 */
export function useNearView<T extends Element>() {
  const [near, setNear] = useState(false);
  const element = useRef<T>(null);
  useEffect(() => {
    if (near || !element.current) return;
    return whenNearView(element.current, () => setNear(true));
  }, [near]);
  const onFocus = useCallback(() => setNear(true), []);
  return { near, ref: element, onFocus };
}
