import { describe, expect, test } from "vitest";
import { isbn10Of, isbn13Of, readIsbn } from "./isbn.ts";

describe("readIsbn", () => {
  test("an ISBN-13 is kept, written with or without hyphens and spaces", () => {
    for (const written of ["9780306406157", "978-0-306-40615-7", "978 0 306 40615 7"]) {
      expect(readIsbn(written)).toEqual({ ok: true, isbn13: "9780306406157" });
    }
    expect(readIsbn("9791032305690")).toEqual({ ok: true, isbn13: "9791032305690" });
  });

  test("an ISBN-10 becomes its ISBN-13, an X check digit too", () => {
    expect(readIsbn("0306406152")).toEqual({ ok: true, isbn13: "9780306406157" });
    expect(readIsbn("0-8044-2957-X")).toEqual({ ok: true, isbn13: "9780804429573" });
    expect(readIsbn("080442957x")).toEqual({ ok: true, isbn13: "9780804429573" });
  });

  test("a wrong check digit is named with the right one", () => {
    expect(readIsbn("9780306406158")).toEqual({
      ok: false,
      problem: "check",
      expected: "7",
      corrected: "9780306406157",
    });
    expect(readIsbn("0306406153")).toEqual({
      ok: false,
      problem: "check",
      expected: "2",
      corrected: "0306406152",
    });
  });

  test("anything that is not 10 or 13 digits is not an ISBN", () => {
    for (const written of ["", "97803064061", "9770306406157", "X306406152", "978030640615a"]) {
      expect(readIsbn(written)).toEqual({ ok: false, problem: "form" });
    }
  });
});

test("an ISBN-13 starting 978 has an ISBN-10; one starting 979 has none", () => {
  expect(isbn10Of("9780306406157")).toBe("0306406152");
  expect(isbn10Of("9780804429573")).toBe("080442957X");
  expect(isbn10Of("9791032305690")).toBeNull();
});

test("isbn13Of reads what readIsbn reads, the ISBN-13 or nothing", () => {
  for (const written of [
    "9780306406157",
    "978-0-306-40615-7",
    "0306406152",
    "0-8044-2957-X",
    "9791032305690",
    "9780306406158",
    "0306406153",
    "97803064061",
    "",
  ]) {
    const read = readIsbn(written);
    expect(isbn13Of(written), written).toBe(read.ok ? read.isbn13 : null);
  }
});
