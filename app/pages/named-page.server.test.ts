import { expect, test } from "vitest";
import { bookFile, catalogue, SERVICES, siteWith } from "../schema/fixtures.test-helper.ts";
import { loadNamedPage } from "./named-page.server.ts";

// The build writes a page at an address the author chose as its folder's index.html, which
// npm start's server and static hosts serve at /free and /free/ alike: so does npm run dev.
const named = catalogue({
  ...siteWith(
    SERVICES.buttondown,
    "magnet:\n  book: one\n  landing: https://dl.bookfunnel.com/x\nreviewTeam:\n  terms: Read early.\n  landing: https://storyoriginapp.com/reviewcopies/x\nstart:\n  path: /begin\n  steps:\n    - title: First\n      books: [one]\n",
  ),
  books: [bookFile("one", "aliases: [/first]\n")],
});

test("a page at an address the author chose answers with and without one trailing slash", () => {
  const kinds = ["/free", "/free/", "/review-team", "/review-team/", "/begin", "/begin/"].map(
    (path) => loadNamedPage(path, named).kind,
  );
  expect(kinds).toEqual(["magnet", "magnet", "review-team", "review-team", "start", "start"]);
  expect(loadNamedPage("/first/", named)).toMatchObject({
    kind: "book",
    page: { book: { id: "one" } },
  });
});

test("any other address is Not Found, a second trailing slash included", () => {
  for (const path of ["/free//", "/first//", "/freebies", "/free/x", "/start"]) {
    expect(() => loadNamedPage(path, named), path).toThrow(
      expect.objectContaining({ init: { status: 404, statusText: "Not Found" } }),
    );
  }
});
