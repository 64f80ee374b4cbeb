import { expect, test } from "vitest";
import { bookFile, catalogue } from "../schema/fixtures.test-helper.ts";
import { crossoverCatalogue } from "./edge-catalogues.test-helper.ts";
import { seriesLength, seriesLine, seriesStatusLine } from "./series-status.ts";

const series = (fields: { status?: "complete" | "ongoing"; planned?: number } = {}) => ({
  id: "enc",
  title: "Encounter",
  ...fields,
});
const book = (seriesNum: number | null, ids = ["enc"]) => ({ series: ids, seriesNum });
// Books 1 to 3, a novella at 2.5, a book of another series at 9 (and of this one second), and
// one outside the order.
const books = [book(1), book(2), book(2.5), book(3), book(9, ["other", "enc"]), book(null)];

test("a complete series is as long as its highest whole-numbered place; an ongoing one as planned", () => {
  expect(seriesLength(series({ status: "complete" }), books)).toBe(3);
  expect(seriesLength(series({ status: "ongoing", planned: 5 }), books)).toBe(5);
  expect(seriesLength(series({ planned: 5 }), books)).toBe(5);
  expect(seriesLength(series({ status: "ongoing" }), books)).toBeNull();
  expect(seriesLength(series(), books)).toBeNull();
  expect(seriesLength(series({ status: "complete" }), [book(null)])).toBeNull();
});

test("a book's series line says where it is and whether the series is finished", () => {
  const line = (fields: Parameters<typeof series>[0], place: number | null = 2) =>
    seriesLine(book(place), [series(fields)], books);
  expect(line({ status: "complete" })).toBe("Book 2 of 3 in Encounter · the series is complete");
  // A book between two is not counted against the series' length.
  expect(line({ status: "complete" }, 2.5)).toBe("Book 2.5 of Encounter · the series is complete");
  expect(line({ status: "ongoing", planned: 5 })).toBe("Book 2 of 5 planned in Encounter");
  expect(line({ planned: 5 })).toBe("Book 2 of 5 planned in Encounter");
  expect(line({ status: "ongoing" })).toBe("Book 2 of Encounter · the series is ongoing");
  expect(line({})).toBe("Book 2 of Encounter");
  expect(line({ status: "complete" }, null)).toBeNull();
  expect(seriesLine(book(2, ["unknown"]), [series()], books)).toBeNull();
});

test("the series page says whether it is finished, counting the visible books of its order", () => {
  const seriesFile = (fields: string) => ({
    file: "content/series/enc.md",
    text: `---\nid: enc\nkey: enc\ntitle: Encounter\ngenres: [fiction]\n${fields}---\nAbout.\n`,
  });
  const statusOf = (fields: string, places: string[]) => {
    const content = catalogue({
      series: [seriesFile(fields)],
      books: places.map((place, index) => bookFile(`b${index}`, `series: [enc]\n${place}`)),
    });
    const [first] = content.series;
    return first ? seriesStatusLine(first, content.books) : undefined;
  };
  const three = ["seriesNum: 1\n", "seriesNum: 1.5\n", "seriesNum: 2\n", "seriesNum: 3\n"];
  expect(statusOf("status: complete\n", three)).toBe("Complete in 3 books");
  expect(statusOf("status: ongoing\nplanned: 5\n", three)).toBe(
    "Ongoing: 3 books so far, of 5 planned",
  );
  expect(statusOf("status: ongoing\n", ["seriesNum: 1\n"])).toBe("Ongoing: 1 book so far");
  // A hidden book keeps its place in the length, not in the count of books shown.
  expect(statusOf("planned: 4\n", ["seriesNum: 1\n", "seriesNum: 2\nhidden: true\n"])).toBe(
    "Ongoing: 1 book so far, of 4 planned",
  );
  // Nothing numbered to count: a box set alone.
  expect(statusOf("status: complete\n", ["seriesNum: 9999\n"])).toBe("Complete");
  expect(statusOf("planned: 4\n", ["seriesNum: 9999\n"])).toBe("Ongoing: 4 planned");
  expect(statusOf("status: ongoing\n", ["seriesNum: 9999\n"])).toBe("Ongoing");
  expect(statusOf("", three)).toBeNull();
});

test("a series counts the books placed in it, not a crossover placed in another", () => {
  const { content, noah, encounter } = crossoverCatalogue();
  expect(seriesStatusLine(encounter, content.books)).toBe("Ongoing: 2 books so far");
  expect(seriesStatusLine(noah, content.books)).toBe("Complete in 2 books");
});
