import { expect, test } from "vitest";
import { loadViewerRequest } from "./cloudfront-function.ts";

const handler = loadViewerRequest();
const objectFor = (uri: string) => handler({ request: { uri } }).uri;

test("a /search/ path is served the search page", () => {
  for (const uri of [
    "/search/ark",
    "/search/two%20words",
    "/search/",
    "/search/a.b",
    "/search/a/",
  ]) {
    expect(objectFor(uri), uri).toBe("/search/index.html");
  }
});

test("a folder path, with or without its trailing slash, is served its index.html", () => {
  expect(objectFor("/")).toBe("/index.html");
  expect(objectFor("/book/a-book")).toBe("/book/a-book/index.html");
  expect(objectFor("/book/a-book/")).toBe("/book/a-book/index.html");
  expect(objectFor("/book/a-book/sample")).toBe("/book/a-book/sample/index.html");
  expect(objectFor("/admin")).toBe("/admin/index.html");
  expect(objectFor("/search")).toBe("/search/index.html");
});

test("a file is served as it is", () => {
  for (const uri of [
    "/static/app-12345678.js",
    "/admin/static/cms-12345678.js",
    "/assets/books/a-book.jpg",
    "/book/a-book.data",
    "/book/a-book/_.data",
    "/_.data",
    "/feed.xml",
    "/404.html",
  ]) {
    expect(objectFor(uri), uri).toBe(uri);
  }
});

test("host configuration, never uploaded, is asked for as a folder that is not there", () => {
  expect(objectFor("/_headers")).toBe("/_headers/index.html");
  expect(objectFor("/_redirects")).toBe("/_redirects/index.html");
});
