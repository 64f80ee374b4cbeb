import { expect, test } from "vitest";
import { isHttpsUrl, isLinkPattern, isSeriesPosition, isVideoId } from "./validators.ts";

test("only an absolute https address counts as one, whatever the case of another scheme", () => {
  expect(isHttpsUrl("https://www.amazon.com/dp/B0")).toBe(true);
  expect(isHttpsUrl("HTTPS://www.amazon.com/dp/B0")).toBe(true);
  for (const bad of [
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,x",
    "//evil.example",
    "http://evil.example",
    "https:evil.example",
    "https://",
    "https://a b.example",
    " https://a.example",
    "https://a.example/\n",
  ]) {
    expect(isHttpsUrl(bad), bad).toBe(false);
  }
});

test("a plain trailer id plays embedded; a full link or anything else does not", () => {
  expect(isVideoId("nkaDoNtrl01")).toBe(true);
  expect(isVideoId("https://vimeo.com/1")).toBe(false);
  expect(isVideoId("javascript:alert(1)")).toBe(false);
  expect(isVideoId("")).toBe(false);
});

test("a store link pattern puts {id} once, after its own host", () => {
  expect(isLinkPattern("https://www.amazon.com/dp/{id}")).toBe(true);
  expect(isLinkPattern("https://shop.example/?book={id}&x=1")).toBe(true);
  for (const bad of [
    "https://shop.example/dp/",
    "https://{id}.evil.example/",
    "http://a.example/{id}",
  ]) {
    expect(isLinkPattern(bad), bad).toBe(false);
  }
});

test("a place in a series is positive, with at most two decimals", () => {
  for (const good of [1, 2.5, 10, 3.25]) expect(isSeriesPosition(good), String(good)).toBe(true);
  for (const bad of [0, -1, 2.125, 8.051, Number.NaN, Number.POSITIVE_INFINITY]) {
    expect(isSeriesPosition(bad), String(bad)).toBe(false);
  }
});

test("a place of two decimals that binary floating point cannot hold exactly is a place", () => {
  // 8.05 * 100 is 805.0000000000001: found by the catalogue generator as seriesNum: 8.05.
  for (const good of [8.05, 1.1, 2.05, 4.35, 0.07]) {
    expect(isSeriesPosition(good), String(good)).toBe(true);
  }
});
