import { render, screen, within } from "@testing-library/react";
import { createRoutesStub, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { visibleBooks } from "~/catalogue/queries";
import { loadCatalogue } from "~/content/content.server";
import { plainText } from "~/content/markdown";
import { paths } from "~/content/paths";
import { fetchPart } from "~/lib/fetch-part";
import { searchCatalogue, searchIndex } from "~/search/search";
import { loadSearchEntries, type SearchParts, splitSearchIndex } from "~/search/search-parts";
import { FIELD_LABEL } from "~/search/search-text";
import { descriptionPhrase } from "../../../tests/catalogue.ts";
import { SearchPage } from "./search-page";

// The search page at a search address, searching the site's own content as the browser does:
// the route's clientLoader (app/routes/search.tsx) loads the parts of the index the query
// needs and searches them. The parts are those the build makes (splitSearchIndex), served
// here by a stubbed fetch from the folder the build's plugin would name in their layout.

const catalogue = loadCatalogue();
const visible = visibleBooks(catalogue.books);
const hidden = catalogue.books.filter((book) => book.hidden);

const PARTS_FOLDER = "/static/search-test/";
const { layout, files } = splitSearchIndex(catalogue.books);
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

/** A word of a visible book's title, and that book. */
const titled = visible
  .map((book) => ({ book, word: book.title.match(/[A-Za-z]{5,}/)?.[0]?.toLowerCase() }))
  .find(({ word }) => word !== undefined);

test.skipIf(!titled)("results highlight the matches, with Go Back and Return to Home", async () => {
  const { book, word = "" } = titled ?? {};
  const { heading, main } = await search(word);
  expect(heading).toHaveTextContent(`Search Results for "${word}"`);
  const list = within(main).getByRole("list");
  expect(within(list).getByRole("link", { name: book?.title })).toBeInTheDocument();
  const marks = main.querySelectorAll("mark");
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) expect(mark.textContent.toLowerCase()).toBe(word);
  expect(screen.getByRole("button", { name: "Go Back" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

/** A phrase of a book's description that no title holds, so that it matches as a snippet. */
const described = visible
  .map((book) => ({ book, phrase: descriptionPhrase(book) }))
  .find(
    ({ phrase }) =>
      phrase !== undefined &&
      !visible.some((b) => b.title.toLowerCase().includes(phrase.toLowerCase())),
  );

test.skipIf(!described)(
  "a description match shows the words around it, the phrase marked",
  async () => {
    const { book, phrase = "" } = described ?? {};
    const { main } = await search(phrase);
    const result = within(main)
      .getAllByRole("listitem")
      .find((item) => within(item).queryByRole("link", { name: book?.title }) !== null);
    if (!result) throw new Error(`"${phrase}" does not find ${book?.title}`);
    const marks = [...result.querySelectorAll("mark")];
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.textContent.toLowerCase()).toBe(phrase.toLowerCase());
    // The snippet: the phrase with words of the description around it.
    const snippet = marks[0]?.parentElement?.textContent ?? "";
    expect(snippet.startsWith(`${FIELD_LABEL.description}: `), snippet).toBe(true);
    const words = (text: string) => text.match(/\p{L}+/gu)?.length ?? 0;
    expect(words(snippet.slice(FIELD_LABEL.description.length))).toBeGreaterThan(words(phrase));
  },
);

test("a query with no matches says so, and suggests a word of the author's", async () => {
  const { heading, main } = await search("zzzqqq");
  expect(heading).toHaveTextContent('No results found for "zzzqqq"');
  expect(main).toHaveTextContent("Try a title, a series, or a word such as “dragons”.");
});

test.skipIf(hidden.length === 0)("a hidden book is never found, even by its title", async () => {
  const [book] = hidden;
  if (!book) return;
  const { main } = await search(book.title);
  const links = within(main).queryAllByRole("link");
  expect(links.map((link) => link.getAttribute("href"))).not.toContain(paths.book(book.id));
});

/** A word of a visible book's title, and one of its description, from the content. */
const titleWord = visible.map((book) => book.title.match(/\p{L}{4,}/u)?.[0]).find(Boolean);
const descriptionWord = visible
  .map((book) =>
    plainText(book.description)
      .match(/\p{L}{6,}/gu)
      ?.at(-1),
  )
  .find(Boolean);

test("the page lists what a search of the whole catalogue finds, in the same order", async () => {
  // The parts hold what the whole index holds: a query finds the same books through them.
  const wholeIndex = searchIndex(catalogue.books);
  const queries = [titleWord, descriptionWord, "the", "e", "%", "a, b"].filter(
    (query): query is string => query !== undefined,
  );
  for (const query of queries) {
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
