import { expect, test } from "vitest";
import { assetPaths } from "../content/paths.ts";
import { webpSrcSet } from "./responsive-images.ts";

test("variants sit under /assets/responsive/ with their width", () => {
  expect(assetPaths.variant("/assets/books/some-book.jpg", 400)).toBe(
    "/assets/responsive/books/some-book-400.webp",
  );
  expect(webpSrcSet("/assets/trailers/some-series_trailer.jpg", "trailer")).toBe(
    "/assets/responsive/trailers/some-series_trailer-480.webp 480w, /assets/responsive/trailers/some-series_trailer-960.webp 960w",
  );
});
