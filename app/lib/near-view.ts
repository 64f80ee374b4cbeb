/**
 * Tells when an element first comes within a screen of the viewport, with one
 * IntersectionObserver for the whole page however many elements ask. Each is told once,
 * then forgotten.
 */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

function theObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const tell = waiting.get(entry.target);
        forget(entry.target);
        tell?.();
      }
    },
    // A screen above and below: what is drawn on the way in is there before it is seen.
    { rootMargin: "100% 0px" },
  );
  return observer;
}

function forget(element: Element) {
  waiting.delete(element);
  observer?.unobserve(element);
}

/**
 * Calls `near` once `element` is within a screen of the viewport (at once where the browser
 * cannot tell). Returns what stops waiting.
 */
export function whenNearView(element: Element, near: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    near();
    return () => {};
  }
  waiting.set(element, near);
  theObserver().observe(element);
  return () => forget(element);
}
