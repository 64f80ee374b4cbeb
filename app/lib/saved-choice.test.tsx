// A reader's saved choice, in happy-dom (the components project, for its localStorage and
// window): read back only when valid, kept across reads, forgotten on null, and heard by this
// page's listeners and another tab's alike. Storage refused loses nothing on the page.
import { afterEach, expect, test, vi } from "vitest";
import { savedChoice } from "./saved-choice.ts";

const COLOURS = ["red", "blue"] as const;
const isColour = (value: string): value is (typeof COLOURS)[number] =>
  (COLOURS as readonly string[]).includes(value);

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

test("a choice is kept, read back, and forgotten; a value it would not choose is no choice", () => {
  const colour = savedChoice("colour", isColour);
  expect(colour.read()).toBeNull();
  colour.save("blue");
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

test("with storage refused, nothing reads as chosen, and a choice made is still heard on the page", () => {
  const refused = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  vi.spyOn(Storage.prototype, "getItem").mockImplementation(refused);
  vi.spyOn(Storage.prototype, "setItem").mockImplementation(refused);
  const colour = savedChoice("colour", isColour);
  const heard = vi.fn();
  const unsubscribe = colour.subscribe(heard);
  expect(colour.read()).toBeNull();
  expect(() => colour.save("red")).not.toThrow();
  expect(heard).toHaveBeenCalledTimes(1);
  unsubscribe();
});
