// A reader's saved choice, in happy-dom (the components project, for its localStorage and
// window): read back only when valid, kept across reads, forgotten on null, and heard by this
// page's listeners and another tab's alike. Storage refused, a choice holds on the page, and
// the page is told it is kept there only.
import { afterEach, expect, test, vi } from "vitest";
import { savedChoice } from "./saved-choice.ts";

const COLOURS = ["red", "blue"] as const;
const isColour = (value: string): value is (typeof COLOURS)[number] =>
  (COLOURS as readonly string[]).includes(value);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

test("a choice is kept, read back, and forgotten; a value it would not choose is no choice", () => {
  const colour = savedChoice("colour", isColour);
  expect(colour.read()).toBeNull();
  expect(colour.save("blue")).toBe(true);
  expect(localStorage.getItem("colour")).toBe("blue");
  expect(savedChoice("colour", isColour).read()).toBe("blue");
  localStorage.setItem("colour", "green");
  expect(colour.read()).toBeNull();
  colour.save(null);
  expect(localStorage.getItem("colour")).toBeNull();
});

test("this page's listeners hear a choice, and another tab's change of that key or a cleared storage", () => {
  const colour = savedChoice("colour", isColour);
  const heard = vi.fn();
  const unsubscribe = colour.subscribe(heard);
  colour.save("red");
  expect(heard).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new StorageEvent("storage", { key: "colour" }));
  window.dispatchEvent(new StorageEvent("storage", { key: "other" }));
  window.dispatchEvent(new StorageEvent("storage", { key: null }));
  expect(heard).toHaveBeenCalledTimes(3);
  unsubscribe();
  colour.save("blue");
  expect(heard).toHaveBeenCalledTimes(3);
});

/**
 * Storage as a private window or an embedded browser refuses it: each use throws. (A spy on
 * Storage.prototype would not do: happy-dom's localStorage binds its methods to itself.)
 */
const refusing = () => {
  const refused = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  return { getItem: refused, setItem: refused, removeItem: refused };
};

test("with storage refused, a choice made is kept on the page, heard, and said to be kept there only", () => {
  vi.stubGlobal("localStorage", refusing());
  const colour = savedChoice("colour", isColour);
  const heard = vi.fn();
  const unsubscribe = colour.subscribe(heard);
  expect(colour.read()).toBeNull();
  expect(colour.save("red")).toBe(false);
  expect(colour.read()).toBe("red");
  expect(heard).toHaveBeenCalledTimes(1);
  expect(colour.save(null)).toBe(false);
  expect(colour.read()).toBeNull();
  expect(heard).toHaveBeenCalledTimes(2);
  unsubscribe();
});

test("storage that reads but will not write: the page's choice stands over the one stored before", () => {
  const stored = localStorage;
  stored.setItem("colour", "blue");
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => stored.getItem(key),
    setItem: () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    },
  });
  const colour = savedChoice("colour", isColour);
  expect(colour.read()).toBe("blue");
  expect(colour.save("red")).toBe(false);
  expect(colour.read()).toBe("red");
  // Once storage takes a choice again, it is read from there.
  vi.unstubAllGlobals();
  expect(colour.save("blue")).toBe(true);
  expect(colour.read()).toBe("blue");
  expect(localStorage.getItem("colour")).toBe("blue");
});

test("with no storage at all (localStorage null, as some embedded browsers have it), a choice holds on the page", () => {
  vi.stubGlobal("localStorage", null);
  const colour = savedChoice("colour", isColour);
  expect(colour.read()).toBeNull();
  expect(colour.save("blue")).toBe(false);
  expect(colour.read()).toBe("blue");
});
