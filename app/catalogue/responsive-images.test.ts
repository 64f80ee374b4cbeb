import { expect, test } from "vitest";
import { variantPath, webpSrcSet } from "./responsive-images.ts";

test("variants sit under /assets/responsive/ with their width", () => {
  expect(variantPath("/assets/books/remnant.jpg", 400)).toBe(
    "/assets/responsive/books/remnant-400.webp",
  );
  expect(webpSrcSet("/assets/trailers/noah_trailer.jpg", "trailer")).toBe(
    "/assets/responsive/trailers/noah_trailer-480.webp 480w, /assets/responsive/trailers/noah_trailer-960.webp 960w",
  );
});
