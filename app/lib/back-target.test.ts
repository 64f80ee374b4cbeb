import { expect, test } from "vitest";
import { backTarget, entryPlace, inPageEntry } from "./back-target.ts";

const SITE = "https://books.example.com/";
/** A page's own entry, at its place in the app. */
const page = (idx: number) => ({ idx, inPage: 0 });

test("a page reached in the app goes back one entry in the app, wherever the first page came from", () => {
  expect(backTarget({ entry: page(2), referrer: "", siteRoot: SITE, historyLength: 3 })).toBe(1);
  expect(
    backTarget({
      entry: page(1),
      referrer: "https://www.google.com/",
      siteRoot: SITE,
      historyLength: 4,
    }),
  ).toBe(1);
});

test("after in-page links, Go Back leaves the page: past their entries, to the page before", () => {
  // A book opened from a series page in the app (idx 1), then the skip link: the browser's
  // entry for `#main` holds no state; the app places it after the book's.
  const skipped = inPageEntry(page(1));
  expect(skipped).toEqual({ idx: 2, inPage: 1 });
  expect(backTarget({ entry: skipped, referrer: "", siteRoot: SITE, historyLength: 4 })).toBe(2);
  // Then a link to a section of the page, and another.
  const further = inPageEntry(inPageEntry(skipped));
  expect(backTarget({ entry: further, referrer: "", siteRoot: SITE, historyLength: 6 })).toBe(4);
});

test("after in-page links on a page reached from outside, Go Back still goes home", () => {
  const skipped = inPageEntry(page(0));
  for (const referrer of ["", "https://www.google.com/"]) {
    expect(backTarget({ entry: skipped, referrer, siteRoot: SITE, historyLength: 3 })).toBe("home");
  }
  // Loaded afresh from another page of the site, in a tab with that page behind it.
  const referrer = "https://books.example.com/series/daysofnoah";
  expect(backTarget({ entry: skipped, referrer, siteRoot: SITE, historyLength: 3 })).toBe(2);
  // In a tab opened for the page, with only the in-page entry behind it.
  expect(backTarget({ entry: skipped, referrer, siteRoot: SITE, historyLength: 2 })).toBe("home");
});

test("an entry's place is read from its history state: React Router's idx, and the app's inPage", () => {
  expect(entryPlace({ usr: null, key: "2zms7wb8", idx: 3 })).toEqual({ idx: 3, inPage: 0 });
  expect(entryPlace({ usr: null, key: "2zms7wb8", idx: 3, inPage: 2 })).toEqual({
    idx: 3,
    inPage: 2,
  });
  // The browser's own entry for a fragment, and a page's first before the app started.
  expect(entryPlace(null)).toBeNull();
  expect(entryPlace({ usr: null })).toBeNull();
});

test("a page loaded afresh by a link on another page of the site goes back to that page", () => {
  expect(
    backTarget({
      entry: page(0),
      referrer: "https://books.example.com/series/daysofnoah",
      siteRoot: SITE,
      historyLength: 2,
    }),
  ).toBe(1);
  // The home page itself, under a base path; and a page the app has not placed.
  expect(
    backTarget({
      entry: null,
      referrer: "https://example.com/my-books/",
      siteRoot: "https://example.com/my-books/",
      historyLength: 5,
    }),
  ).toBe(1);
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
    expect(
      backTarget({ entry: page(0), referrer, siteRoot: SITE, historyLength: 3 }),
      referrer,
    ).toBe("home");
  }
});

test("a tab opened on this page by a link of the site has nothing behind it: home", () => {
  expect(
    backTarget({
      entry: page(0),
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
        entry: page(0),
        referrer,
        siteRoot: "https://example.com/my-books/",
        historyLength: 2,
      }),
      referrer,
    ).toBe("home");
  }
});
