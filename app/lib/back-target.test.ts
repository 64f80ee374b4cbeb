import { expect, test } from "vitest";
import { backTarget } from "./back-target.ts";

const SITE = "https://books.example.com/";

test("a page reached in the app goes back in the app, wherever the first page came from", () => {
  expect(backTarget({ appIndex: 2, referrer: "", siteRoot: SITE, historyLength: 3 })).toBe(
    "previous-in-app",
  );
  expect(
    backTarget({
      appIndex: 1,
      referrer: "https://www.google.com/",
      siteRoot: SITE,
      historyLength: 4,
    }),
  ).toBe("previous-in-app");
});

test("a page loaded afresh by a link on another page of the site goes back to that page", () => {
  expect(
    backTarget({
      appIndex: 0,
      referrer: "https://books.example.com/series/daysofnoah",
      siteRoot: SITE,
      historyLength: 2,
    }),
  ).toBe("previous-page");
  // The home page itself, under a base path.
  expect(
    backTarget({
      appIndex: 0,
      referrer: "https://example.com/my-books/",
      siteRoot: "https://example.com/my-books/",
      historyLength: 5,
    }),
  ).toBe("previous-page");
});

test("a page reached from outside the site goes home", () => {
  for (const referrer of [
    "",
    "https://www.google.com/",
    "https://www.amazon.com/dp/B0BNKA4001",
    // The same host, but another port or scheme.
    "https://books.example.com:8443/series/daysofnoah",
    "http://books.example.com/series/daysofnoah",
    "not an address",
  ]) {
    expect(backTarget({ appIndex: 0, referrer, siteRoot: SITE, historyLength: 3 }), referrer).toBe(
      "home",
    );
  }
});

test("a tab opened on this page by a link of the site has nothing behind it: home", () => {
  expect(
    backTarget({
      appIndex: 0,
      referrer: "https://books.example.com/series/daysofnoah",
      siteRoot: SITE,
      historyLength: 1,
    }),
  ).toBe("home");
});

test("under a base path, another folder of the same host is not the site", () => {
  for (const referrer of [
    "https://example.com/other-site/page",
    "https://example.com/my-books-old/book/x",
    "https://example.com/",
  ]) {
    expect(
      backTarget({
        appIndex: 0,
        referrer,
        siteRoot: "https://example.com/my-books/",
        historyLength: 2,
      }),
      referrer,
    ).toBe("home");
  }
});
