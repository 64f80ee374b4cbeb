import { expect, test } from "vitest";
import { forgetCatalogue, fromCatalogue, loadCatalogue } from "./content.server.ts";

test("what is made of the catalogue is made once per read of it, and again after it is forgotten", () => {
  const read: unknown[] = [];
  const titles = fromCatalogue((catalogue) => {
    read.push(catalogue);
    return catalogue.books.map((book) => book.title);
  });
  const first = titles();
  expect(titles()).toBe(first);
  expect(read).toEqual([loadCatalogue()]);
  forgetCatalogue();
  const again = titles();
  expect(again).not.toBe(first);
  expect(again).toEqual(first);
  expect(read).toHaveLength(2);
});
