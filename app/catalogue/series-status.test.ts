import { expect, test } from "vitest";
import { seriesLength, seriesLine, seriesStatusLine } from "./series-status.ts";

const series = (fields: { status?: "complete" | "ongoing"; planned?: number } = {}) => ({
  id: "enc",
  title: "Encounter",
  ...fields,
});
const book = (seriesNum: number | null, ids = ["enc"]) => ({ series: ids, seriesNum });
// Books 1 to 3, a novella at 2.5, a book of another series at 9 and one outside the order.
const books = [book(1), book(2), book(2.5), book(3), book(9, ["other"]), book(null)];

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
  expect(line({ status: "complete" }, 2.5)).toBe(
    "Book 2.5 of 3 in Encounter · the series is complete",
  );
  expect(line({ status: "ongoing", planned: 5 })).toBe(
    "Book 2 of 5 planned in Encounter · the series is ongoing",
  );
  expect(line({ planned: 5 })).toBe("Book 2 of 5 planned in Encounter · the series is ongoing");
  expect(line({ status: "ongoing" })).toBe("Book 2 of Encounter · the series is ongoing");
  expect(line({})).toBe("Book 2 of Encounter");
  expect(line({ status: "complete" }, null)).toBeNull();
  expect(seriesLine(book(2, ["unknown"]), [series()], books)).toBeNull();
});

test("the series page says whether it is finished, counting the books it shows", () => {
  expect(seriesStatusLine(series({ status: "complete" }), books, 3)).toBe("Complete in 3 books");
  expect(seriesStatusLine(series({ status: "ongoing", planned: 5 }), books, 3)).toBe(
    "Ongoing: 3 books so far, of 5 planned",
  );
  expect(seriesStatusLine(series({ status: "ongoing" }), books, 1)).toBe("Ongoing: 1 book so far");
  expect(seriesStatusLine(series(), books, 3)).toBeNull();
});
