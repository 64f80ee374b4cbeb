import { render, screen, within } from "@testing-library/react";
import { createRoutesStub, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { paths } from "~/content/paths";
import { fetchPart } from "~/lib/fetch-part";
import { bookFile, catalogue as fixtureCatalogue } from "~/schema/fixtures.test-helper";
import { searchCatalogue, searchIndex } from "~/search/search";
import { loadSearchEntries, type SearchParts, splitSearchIndex } from "~/search/search-parts";
import { SearchPage } from "./search-page";

// The search page at a search address, searching as the browser does: the route's
// clientLoader (app/routes/search.tsx) loads the parts of the index the query needs and
// searches them. The parts are those the build makes (splitSearchIndex), here of a catalogue
// of the test's own, cut small so that a query reads several; they are served by a stubbed
// fetch from the folder the build's plugin would name in their layout.

/** A book of the fixture's, with its own description. */
const book = (id: string, fields: string, description: string) => {
  const file = bookFile(id, fields);
  return { ...file, text: file.text.replace(`The story of ${id}.`, description) };
};
const catalogue = fixtureCatalogue({
  books: [
    book(
      "lighthouse",
      "title: The Lighthouse Keeper\npubDate: 2021-04-01\n",
      "A storm rolls in from the north, and the keeper climbs the stairs to light the lamp. Below him the harbour rings with copper bells, and a ship he does not know is making for the rocks.",
    ),
    book(
      "winter-road",
      "title: Winter Road\npubDate: 2019-11-20\n",
      "Two sisters walk home across the mountains in the first snow of the year, carrying a letter neither of them may open.",
    ),
    book(
      "orchard",
      "title: The Orchard Year\npubDate: 2022-09-12\n",
      "A family keeps an old orchard through one hard year: the frost in spring, the drought in summer, and the harvest that comes all the same.",
    ),
    book(
      "secret",
      "title: The Hidden Archive\npubDate: 2023-01-15\nhidden: true\n",
      "A book not yet announced, whose title no search may give away.",
    ),
  ],
});

const PARTS_FOLDER = "/static/search-test/";
// Parts far smaller than the build's (PART_SIZES), so that these few books fill several.
const { layout, files } = splitSearchIndex(catalogue.books, {
  wordPartBytes: 200,
  bookPartBytes: 400,
});
const parts: SearchParts = { url: PARTS_FOLDER, ...layout };

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const part = url.startsWith(PARTS_FOLDER)
        ? files.get(url.slice(PARTS_FOLDER.length))
        : undefined;
      return part === undefined
        ? new Response("Not Found", { status: 404 })
        : new Response(part, { headers: { "Content-Type": "application/json" } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * What the route's clientLoader does (searchEntries, then searchCatalogue): the query from the
 * address, and its hits. The route module itself imports what only the build's Vite plugins
 * make (virtual:search-index, virtual:search-preload), which this test has not.
 */
async function loader({ params }: LoaderFunctionArgs) {
  const query = params.query ?? "";
  return { query, hits: searchCatalogue(await loadSearchEntries(parts, query, fetchPart), query) };
}

function SearchRoute() {
  const { query, hits } = useLoaderData<typeof loader>();
  return (
    <main>
      <SearchPage query={query} hits={hits} example="dragons" />
    </main>
  );
}

/** The search page at the address the site's search box goes to for `query`. */
async function search(query: string) {
  const Stub = createRoutesStub([
    { path: "/search/:query?", loader, Component: SearchRoute, HydrateFallback: () => null },
  ]);
  const view = render(<Stub initialEntries={[paths.search(query)]} />);
  const heading = await screen.findByRole("heading", { level: 1 });
  return { ...view, heading, main: screen.getByRole("main") };
}

/** The titles the page lists, in order: each result is headed by its book's title. */
const resultTitles = (main: HTMLElement) =>
  within(main)
    .queryAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);

test("the index is read in several parts", () => {
  expect(layout.bookParts).toBeGreaterThan(1);
  expect(layout.wordParts).toBeGreaterThan(1);
});

test("results highlight the matches, with Go Back and Return to Home", async () => {
  const { heading, main } = await search("lighthouse");
  expect(heading).toHaveTextContent('Search Results for "lighthouse"');
  const list = within(main).getByRole("list");
  expect(within(list).getByRole("link", { name: "The Lighthouse Keeper" })).toHaveAttribute(
    "href",
    "/book/lighthouse",
  );
  const marks = main.querySelectorAll("mark");
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) expect(mark.textContent.toLowerCase()).toBe("lighthouse");
  expect(screen.getByRole("button", { name: "Go Back" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

test("a description match shows the words around it, the phrase marked", async () => {
  const { main } = await search("copper bells");
  expect(resultTitles(main)).toEqual(["The Lighthouse Keeper"]);
  const marks = [...main.querySelectorAll("mark")];
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) expect(mark.textContent.toLowerCase()).toBe("copper bells");
  // The snippet: the phrase with words of the description around it.
  const snippet = marks[0]?.parentElement?.textContent ?? "";
  expect(snippet.startsWith("Description: "), snippet).toBe(true);
  expect(snippet).toContain("the harbour rings with copper bells");
});

test("a query with no matches says so, and suggests a word of the author's", async () => {
  const { heading, main } = await search("zzzqqq");
  expect(heading).toHaveTextContent('No results found for "zzzqqq"');
  expect(main).toHaveTextContent("Try a title, a series, or a word such as “dragons”.");
});

test("a hidden book is never found, even by its title", async () => {
  const { heading, main } = await search("The Hidden Archive");
  expect(heading).toHaveTextContent('No results found for "The Hidden Archive"');
  expect(
    within(main)
      .queryAllByRole("link")
      .map((link) => link.getAttribute("href")),
  ).not.toContain(paths.book("secret"));
});

test("the page lists what a search of the whole catalogue finds, in the same order", async () => {
  // The parts hold what the whole index holds: a query finds the same books through them.
  const wholeIndex = searchIndex(catalogue.books);
  for (const query of ["keeper", "snow", "the", "e", "%", "a, b"]) {
    const { heading, main, unmount } = await search(query);
    expect(heading).toHaveTextContent(`"${query}"`);
    expect(resultTitles(main), query).toEqual(
      searchCatalogue(wholeIndex, query).map((hit) => hit.book.title),
    );
    unmount();
  }
});

test("odd queries are shown as text in the heading", async () => {
  for (const query of ["100%", "\"quoted\" 'single'", "(.*)[]\\$"]) {
    const { heading, unmount } = await search(query);
    expect(heading.textContent, query).toBe(`No results found for "${query}"`);
    unmount();
  }
  const { heading } = await search("a".repeat(3000));
  expect(heading).toHaveTextContent("No results found for");
});

test("a query with markup is shown as text, not added to the page", async () => {
  const query = '<img src=x onerror="window.__pwned=1">';
  const { heading } = await search(query);
  expect(heading.textContent).toBe(`No results found for "${query}"`);
  expect(document.querySelector("img")).toBeNull();
  expect("__pwned" in window).toBe(false);
});
