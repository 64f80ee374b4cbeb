import { afterEach, beforeEach, expect, test, vi } from "vitest";

/** A stand-in for the browser's IntersectionObserver, driven by the test. */
class FakeObserver {
  static made: FakeObserver[] = [];
  observed = new Set<Element>();
  constructor(
    readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  /** The browser reports these elements in view (true) or out of it (false). */
  report(entries: [Element, boolean][]) {
    this.callback(entries.map(([target, isIntersecting]) => ({ target, isIntersecting })));
  }
}

const element = (name: string) => ({ name }) as unknown as Element;

beforeEach(() => {
  FakeObserver.made = [];
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

test("every element is watched by one observer, a screen ahead, and told once when near", async () => {
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  const { whenNearView } = await import("./near-view.ts");
  const [top, bottom] = [element("top"), element("bottom")];
  const nearTop = vi.fn();
  const nearBottom = vi.fn();
  whenNearView(top, nearTop);
  whenNearView(bottom, nearBottom);
  expect(FakeObserver.made).toHaveLength(1);
  const [observer] = FakeObserver.made;
  expect(observer?.options.rootMargin).toBe("100% 0px");

  // The first report: the top one near, the bottom one not yet.
  observer?.report([
    [top, true],
    [bottom, false],
  ]);
  expect(nearTop).toHaveBeenCalledTimes(1);
  expect(nearBottom).not.toHaveBeenCalled();
  expect([...(observer?.observed ?? [])]).toEqual([bottom]);

  observer?.report([[bottom, true]]);
  observer?.report([[bottom, true]]);
  expect(nearBottom).toHaveBeenCalledTimes(1);
  expect(observer?.observed.size).toBe(0);
});

test("an element no longer waited for is not told", async () => {
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  const { whenNearView } = await import("./near-view.ts");
  const grid = element("grid");
  const near = vi.fn();
  const stop = whenNearView(grid, near);
  stop();
  FakeObserver.made[0]?.report([[grid, true]]);
  expect(near).not.toHaveBeenCalled();
  expect(FakeObserver.made[0]?.observed.size).toBe(0);
});

test("a browser without IntersectionObserver has everything near at once", async () => {
  vi.stubGlobal("IntersectionObserver", undefined);
  const { whenNearView } = await import("./near-view.ts");
  const near = vi.fn();
  whenNearView(element("grid"), near);
  expect(near).toHaveBeenCalledTimes(1);
});
