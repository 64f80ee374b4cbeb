import { expect, test } from "vitest";
import { languageName, longDate, measure, price, wholeNumber, wordList } from "./formats.ts";

test("a day in full, as each language writes it; English as the spec does", () => {
  expect(longDate("2021-12-04", "en")).toBe("December 4, 2021");
  expect(longDate("2021-12-04", "de")).toBe("4. Dezember 2021");
  expect(longDate("2021-12-04", "es")).toBe("4 de diciembre de 2021");
  expect(longDate("2021-12-04", "fr")).toBe("4 décembre 2021");
  expect(longDate("2021-12-04", "he")).toBe("4 בדצמבר 2021");
  // The day as written, whatever the machine's time zone: the first and last of a year.
  expect(longDate("2027-01-01", "en")).toBe("January 1, 2027");
  expect(longDate("2026-12-31", "de")).toBe("31. Dezember 2026");
});

test("a price in its currency, a number with the language's grouping", () => {
  expect(price({ currency: "USD", amount: 26.99 }, "en")).toBe("$26.99");
  expect(price({ currency: "GBP", amount: 20.99 }, "en")).toBe("£20.99");
  // With a no-break space before the sign, as German and French set it.
  expect(price({ currency: "EUR", amount: 26.99 }, "de")).toBe("26,99\u00a0€");
  expect(price({ currency: "EUR", amount: 12 }, "fr")).toBe("12,00\u00a0€");
  expect(wholeNumber(1234, "en")).toBe("1,234");
  expect(wholeNumber(1234, "de")).toBe("1.234");
});

test("a measure with the language's decimal mark, never grouped", () => {
  expect(measure(2.14, 1, "en")).toBe("2.1");
  expect(measure(2.14, 1, "de")).toBe("2,1");
  expect(measure(3, 1, "fr")).toBe("3,0");
  expect(measure(1600, 0, "en")).toBe("1600");
  expect(measure(12345, 0, "fr")).toBe("12345");
});

test("lists: English without a comma before the last word, the others as Intl writes them", () => {
  expect(wordList(["Ana", "Ben", "Cy"], "and", "en")).toBe("Ana, Ben and Cy");
  expect(wordList(["Ana", "Ben", "Cy"], "or", "en")).toBe("Ana, Ben or Cy");
  expect(wordList(["Ana", "Ben", "Cy"], "and", "en-XA")).toBe("Ana, Ben and Cy");
  expect(wordList(["Ana", "Ben"], "and", "de")).toBe("Ana und Ben");
  expect(wordList(["Ana", "Ben", "Cy"], "or", "es")).toBe("Ana, Ben o Cy");
  expect(wordList(["Ana"], "and", "fr")).toBe("Ana");
  expect(wordList([], "and", "fr")).toBe("");
});

test("a language's name in the site's language; an unknown or malformed tag as written", () => {
  expect(languageName("es", "en")).toBe("Spanish");
  expect(languageName("es", "de")).toBe("Spanisch");
  expect(languageName("de", "fr")).toBe("allemand");
  expect(languageName("not a tag!", "en")).toBe("not a tag!");
});
