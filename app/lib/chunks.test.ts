import { afterEach, expect, test, vi } from "vitest";
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from "./chunks.ts";

afterEach(() => {
  vi.useRealTimers();
});

test("a loaded chunk resolves to its module", async () => {
  await expect(loadChunk("chat", async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
});

test("a failing chunk rejects with 'Loading chunk {id} failed'", async () => {
  const failure = loadChunk("chat", () => Promise.reject(new TypeError("Failed to fetch")));
  await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
  await expect(failure).rejects.toThrow("Loading chunk chat failed");
});

test("a chunk still loading after 120 seconds counts as failed", async () => {
  vi.useFakeTimers();
  const pending = loadChunk("lightbox", () => new Promise<never>(() => {}));
  const settled = expect(pending).rejects.toThrow("Loading chunk lightbox failed");
  expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
  let done = false;
  pending.catch(() => {
    done = true;
  });
  await Promise.resolve();
  expect(done).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await settled;
});
