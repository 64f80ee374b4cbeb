import { render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { NewsList } from "./news-list";

afterEach(() => vi.unstubAllEnvs());

const item = {
  id: "launch",
  title: "The launch",
  pubDate: "2025-02-09",
  published: "February 9, 2025",
  contentUrl: "https://blog.example.com/launch",
  description: [],
};

test("with older news, the line after the list leads to the blog and to the feed, under the site's base path", () => {
  vi.stubEnv("SITE_BASE_PATH", "/my-books/");
  render(<NewsList items={[item]} more="https://blog.example.com" />);
  expect(screen.getByRole("link", { name: "the news feed" })).toHaveAttribute(
    "href",
    "/my-books/feed.xml",
  );
  expect(screen.getByRole("link", { name: /the blog/ })).toHaveAttribute(
    "href",
    "https://blog.example.com",
  );
});
