import { expect, test } from "vitest";
import { didYouMean, fieldMessage, fieldName, nearest, oneOf, shown } from "./content-messages.ts";

test("a field is named as the author reads the file, list items counted from 1", () => {
  expect(fieldName(["genres"])).toBe("genres");
  expect(fieldName(["author", "portrait"])).toBe("author.portrait");
  expect(fieldName(["genres", 1])).toBe("item 2 of genres");
  expect(fieldName(["praise", 0, "quote"])).toBe("quote of item 1 of praise");
  expect(fieldName(["social", 2, "url"])).toBe("url of item 3 of social");
});

test("a value is shown as written, short", () => {
  expect(shown("Decembr 4, 2021")).toBe("'Decembr 4, 2021'");
  expect(shown(12)).toBe("12");
  expect(shown(true)).toBe("true");
  expect(shown(["a"])).toBe("a list");
  expect(shown({ a: 1 })).toBe("a group of fields");
  expect(shown("")).toBe("empty");
  expect(shown("x".repeat(100))).toHaveLength(62);
});

test("a message says what is there, or that nothing is, and what to write", () => {
  expect(fieldMessage(["genres"], undefined, "list one or more of fiction")).toBe(
    "genres is missing: list one or more of fiction",
  );
  expect(fieldMessage(["hidden"], "yes", "write true or false")).toBe(
    "hidden is 'yes': write true or false",
  );
  expect(oneOf(["fiction", "nonfiction", "single"])).toBe("fiction, nonfiction or single");
});

test("a typo finds the name it most likely meant, and nothing far from any", () => {
  const fields = ["id", "title", "subTitle", "genres", "pubDate", "seriesNum", "keywords"];
  expect(nearest("generes", fields)).toBe("genres");
  expect(nearest("subtitle", fields)).toBe("subTitle");
  expect(nearest("pub_date", fields)).toBe("pubDate");
  expect(nearest("series-num", fields)).toBe("seriesNum");
  expect(nearest("keywrods", fields)).toBe("keywords");
  expect(nearest("colour", fields)).toBeUndefined();
  expect(nearest("ib", fields)).toBe("id");
  expect(didYouMean("genres", fields)).toBe("");
  expect(didYouMean("genre", fields)).toBe("did you mean genres?");
});
