import { expect, test } from "vitest";
import { audiobookUrl, embedUrl, retailUrl, reviewUrl } from "./links.ts";

const site = {
  links: {
    retail: "https://shop.example/dp/{id}",
    audiobook: "https://audio.example/pd/{id}",
    review: "https://reviews.example/book/show/{id}",
  },
};

test("store links fill the configured pattern, and an empty id gives no link", () => {
  expect(retailUrl(site, "B004NKA001")).toBe("https://shop.example/dp/B004NKA001");
  expect(retailUrl(site, "")).toBeNull();
  expect(reviewUrl(site, "11046231-the-watchman-s-warning")).toBe(
    "https://reviews.example/book/show/11046231-the-watchman-s-warning",
  );
  expect(reviewUrl(site, "")).toBeNull();
});

test("an audiobook id uses the pattern; a full audiobook link is kept as it is", () => {
  expect(audiobookUrl(site, "B00AUDIO")).toBe("https://audio.example/pd/B00AUDIO");
  expect(audiobookUrl(site, "https://books.example/audiobook/id1")).toBe(
    "https://books.example/audiobook/id1",
  );
  expect(audiobookUrl(site, "")).toBeNull();
});

test("an audiobook link that is not https is never linked as it is", () => {
  for (const link of ["http://books.example/a", "javascript:alert(1)", "//evil.example"]) {
    expect(audiobookUrl(site, link)).toBe(`https://audio.example/pd/${encodeURIComponent(link)}`);
  }
});

test("ids in links are encoded", () => {
  expect(retailUrl(site, "a b/c")).toBe("https://shop.example/dp/a%20b%2Fc");
});

test("a trailer id plays in the privacy-enhanced player", () => {
  expect(embedUrl("nkaDoNtrl01")).toBe(
    "https://www.youtube-nocookie.com/embed/nkaDoNtrl01?autoplay=1",
  );
});
