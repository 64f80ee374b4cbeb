import { expect, test } from "vitest";
import { basePathFor } from "./base-path.mjs";

test("no base path, an empty one or a lone slash is the root of the domain", () => {
  expect(basePathFor({})).toBe("/");
  expect(basePathFor({ BASE_PATH: "" })).toBe("/");
  expect(basePathFor({ BASE_PATH: "/" })).toBe("/");
  expect(basePathFor({ BASE_PATH: "  " })).toBe("/");
});

test("a folder gets its leading and trailing slash, however it is written", () => {
  for (const value of ["/my-books/", "/my-books", "my-books", "my-books/", " /my-books/ "]) {
    expect(basePathFor({ BASE_PATH: value }), value).toBe("/my-books/");
  }
  expect(basePathFor({ BASE_PATH: "/a//b.c/~d_e/" })).toBe("/a/b.c/~d_e/");
});

test("a value that is not a folder name is refused, naming the value and the part at fault", () => {
  const cases: [string, string][] = [
    ["https://example.com/books/", "https:"],
    ["/my books/", "my books"],
    ["/books/../x/", ".."],
    ["/books?x=1", "books?x=1"],
    ["/books#top", "books#top"],
    ["/b%C3%BCcher/", "b%C3%BCcher"],
  ];
  for (const [value, part] of cases) {
    expect(() => basePathFor({ BASE_PATH: value }), value).toThrow(
      `BASE_PATH is '${value.trim()}'`,
    );
    expect(() => basePathFor({ BASE_PATH: value }), value).toThrow(
      `'${part}' is not a folder name`,
    );
  }
});
