import { expect, test } from "vitest";
import { amazonLinks, otherStoreLinks, storeForLanguages } from "./stores.ts";

test("the first language with a region picks the store", () => {
  expect(storeForLanguages(["en-GB", "en"])).toBe("uk");
  expect(storeForLanguages(["de-DE", "de", "en"])).toBe("de");
  expect(storeForLanguages(["de-AT"])).toBe("de");
  expect(storeForLanguages(["de-CH"])).toBe("de");
  expect(storeForLanguages(["fr-FR"])).toBe("fr");
  expect(storeForLanguages(["fr-BE"])).toBe("fr");
  expect(storeForLanguages(["en-CA"])).toBe("ca");
  expect(storeForLanguages(["fr-CA"])).toBe("ca");
  expect(storeForLanguages(["en-AU"])).toBe("au");
  expect(storeForLanguages(["hi-IN"])).toBe("in");
  expect(storeForLanguages(["en_GB"])).toBe("uk");
  // Languages without a region are passed over for the first that has one.
  expect(storeForLanguages(["en", "en-GB"])).toBe("uk");
});

test("no region, or a region without a store of its own, is the US store", () => {
  expect(storeForLanguages(["en"])).toBe("us");
  expect(storeForLanguages([])).toBe("us");
  expect(storeForLanguages(["es-ES", "en-GB"])).toBe("us");
  expect(storeForLanguages(["fr-CH"])).toBe("us");
  expect(storeForLanguages(["nl-BE"])).toBe("us");
  expect(storeForLanguages(["zh-Hant"])).toBe("us");
});

test("a book has the same product page in every Amazon store", () => {
  const links = amazonLinks("https://www.amazon.com/dp/B004NKA001");
  expect(links.us).toBe("https://www.amazon.com/dp/B004NKA001");
  expect(links.uk).toBe("https://www.amazon.co.uk/dp/B004NKA001");
  expect(links.au).toBe("https://www.amazon.com.au/dp/B004NKA001");
  expect(Object.keys(links)).toEqual(["us", "uk", "ca", "au", "de", "fr", "in"]);
  expect(amazonLinks(null)).toEqual({});
  // A retail store that is not Amazon has only its own address.
  expect(amazonLinks("https://shop.example/b/1")).toEqual({ us: "https://shop.example/b/1" });
});

test("other stores are listed by name in a fixed order, only where given", () => {
  expect(
    otherStoreLinks({ bookshop: "https://bookshop.org/b/1", apple: "https://books.apple.com/b/1" }),
  ).toEqual([
    { name: "Apple Books", url: "https://books.apple.com/b/1" },
    { name: "Bookshop.org", url: "https://bookshop.org/b/1" },
  ]);
  expect(otherStoreLinks({})).toEqual([]);
});
