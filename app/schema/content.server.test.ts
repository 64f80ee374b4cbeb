import { expect, test } from "vitest";
import {
  catalogueLanguages,
  forgetCatalogue,
  fromCatalogue,
  loadCatalogue,
  messageLanguages,
} from "./content.server.ts";

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

test("the site can speak each language with a catalogue, and the pseudo-language made from English's", () => {
  expect(messageLanguages(process.cwd())).toEqual(["de", "en", "en-XA", "es", "fr", "he"]);
  expect(catalogueLanguages(process.cwd())).toEqual(["de", "en", "es", "fr", "he"]);
});
