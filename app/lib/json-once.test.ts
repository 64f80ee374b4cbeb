import { afterEach, expect, test, vi } from "vitest";
import { jsonOnce } from "./json-once.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

function list(data: unknown): unknown[] {
  if (!Array.isArray(data)) throw new Error("not a list");
  return data;
}

test("the file is fetched once and shared by every caller", async () => {
  const fetch = vi.fn(async () => Response.json([1, 2]));
  vi.stubGlobal("fetch", fetch);
  const load = jsonOnce("/data.json", "the data", list);
  expect(await Promise.all([load(), load()])).toEqual([
    [1, 2],
    [1, 2],
  ]);
  expect(await load()).toEqual([1, 2]);
  expect(fetch).toHaveBeenCalledTimes(1);
});

test("a failed load names the file and status, and the next call tries again", async () => {
  const fetch = vi
    .fn()
    .mockResolvedValueOnce(new Response("boom", { status: 500 }))
    .mockResolvedValueOnce(Response.json({ ok: true }));
  vi.stubGlobal("fetch", fetch);
  const load = jsonOnce("/data.json", "the data", (data) => data);
  await expect(load()).rejects.toThrow("Could not load the data (500)");
  await expect(load()).resolves.toEqual({ ok: true });
  expect(fetch).toHaveBeenCalledTimes(2);
});

test("data that fails its check is refused", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json("not a list")),
  );
  const load = jsonOnce("/data.json", "the data", list);
  await expect(load()).rejects.toThrow("not a list");
});
