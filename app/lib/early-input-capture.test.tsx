// The early-input script's chunk time-out, in happy-dom (the components project) with fake
// timers: it counts only the time the page is shown and running, from its load event, so a
// page opened in a background tab, or frozen, does not say its app failed (issue 36).
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { APP_READY_ATTRIBUTE } from "./app-ready.ts";
import { CHUNK_TIMEOUT_MS } from "./chunks.ts";
import { earlyInputScript } from "./early-input.ts";

let readyState: DocumentReadyState = "loading";
let visibilityState: DocumentVisibilityState = "visible";

beforeEach(() => {
  readyState = "loading";
  visibilityState = "visible";
  Object.defineProperty(document, "readyState", { configurable: true, get: () => readyState });
  Object.defineProperty(document, "visibilityState", {
    configurable: true,
    get: () => visibilityState,
  });
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  new Function(earlyInputScript())();
});

afterEach(async () => {
  // Settles this page's script (the app is ready), so that it stops listening.
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
  await vi.advanceTimersByTimeAsync(0);
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
  for (const notice of document.querySelectorAll(".load-failure")) notice.remove();
  vi.useRealTimers();
  Reflect.deleteProperty(document, "readyState");
  Reflect.deleteProperty(document, "visibilityState");
});

const notice = () => document.querySelector('[role="alert"]')?.textContent ?? null;

function load() {
  readyState = "complete";
  window.dispatchEvent(new Event("load"));
}

/** No notice until `ms` more have passed, and then the notice. */
async function expectNoticeAfter(ms: number) {
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(notice()).toBeNull();
  await vi.advanceTimersByTimeAsync(1);
  expect(notice()).toMatch(/^Loading chunk app failed/);
}

function show(state: DocumentVisibilityState) {
  visibilityState = state;
  document.dispatchEvent(new Event("visibilitychange"));
}

test("a shown page whose app is not ready within the time-out of its load says so", async () => {
  // Before the load event, however long the page takes, nothing is counted.
  await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS * 2);
  expect(notice()).toBeNull();
  load();
  await expectNoticeAfter(CHUNK_TIMEOUT_MS);
});

test("an app ready in time is never reported", async () => {
  load();
  await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
  await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS * 2);
  expect(notice()).toBeNull();
});

test("a page loaded in a background tab counts from when it is shown", async () => {
  show("hidden");
  load();
  await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS + 10_000);
  expect(notice()).toBeNull();
  show("visible");
  await expectNoticeAfter(CHUNK_TIMEOUT_MS);
});

test("time hidden or frozen part-way is left out, and the time shown before it kept", async () => {
  load();
  await vi.advanceTimersByTimeAsync(40_000);
  show("hidden");
  await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS * 2);
  show("visible");
  await vi.advanceTimersByTimeAsync(40_000);
  document.dispatchEvent(new Event("freeze"));
  await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS * 2);
  expect(notice()).toBeNull();
  document.dispatchEvent(new Event("resume"));
  await expectNoticeAfter(CHUNK_TIMEOUT_MS - 80_000);
});
