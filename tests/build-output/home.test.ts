import { expect, test } from "vitest";
import { BOOK_SECTION_IDS, FIRST_ROWS, sectionBooks } from "../../app/catalogue/book-sections.ts";
import { comingEvents, HOME_EVENT_COUNT } from "../../app/catalogue/events.ts";
import { sectionFilters } from "../../app/catalogue/queries.ts";
import { allTrailers } from "../../app/catalogue/trailers.ts";
import { formatLongDate } from "../../app/content/dates.ts";
import type { Book } from "../../app/content/types.ts";
import { HOME_NEWS_COUNT, homePage } from "../../app/pages/home-page.ts";
import { bookById, catalogue, hidden, visible } from "../catalogue.ts";
import {
  all,
  bookHrefs,
  buttons,
  h1,
  headings,
  labelled,
  linkNamed,
  links,
  textOf,
} from "./dom.ts";
import { buildDay, site } from "./main-build.ts";

// The home page as prerendered: the spec's sections in order, each with what it has to show,
// read from the outside and checked against the rules rather than against the code that
// sorts the page.

const { document } = site.page("/");
const main = document.querySelector("main") as Element;
const home = homePage(catalogue);
const section = (id: string) => main.querySelector(`#${id}`);
const bookLinksIn = (element: Element | null) =>
  element ? bookHrefs(links(element).map((l) => l.href)) : [];

/** Whether `a` comes before `b` in the spec's order: newer first, books of one day by title. */
const before = (a: { pubDate: string; title: string }, b: { pubDate: string; title: string }) =>
  a.pubDate > b.pubDate || (a.pubDate === b.pubDate && a.title.localeCompare(b.title) <= 0);

/**
 * The covers a section shows are its books (visible, and `belongs`), as many as its first
 * rows hold, each newer than (or of the day of and titled before) the next, and no book left
 * out is newer than the last shown.
 */
function expectNewestFirst(shown: string[], belongs: (book: Book) => boolean) {
  const pool = visible.filter(belongs);
  const books = shown.map((href) => bookById(href.replace("/book/", "")));
  expect(
    books.every((book) => pool.includes(book)),
    "only the section's books",
  ).toBe(true);
  expect(books).toHaveLength(Math.min(pool.length, FIRST_ROWS));
  books.slice(1).forEach((book, i) => {
    const previous = books[i] as Book;
    expect(before(previous, book), `${previous.id} before ${book.id}`).toBe(true);
  });
  const last = books.at(-1);
  for (const book of pool.filter((b) => !books.includes(b)))
    expect(last && before(last, book), `${book.id} is not newer than the last shown`).toBe(true);
}

test("the home page has the spec's sections in order, those with something to show", () => {
  expect(h1(document)).toBe(catalogue.site.author.name);
  const sections = [
    ["featured", home.titles.featured, home.featured],
    ["news", "Latest News", home.news],
    ["about", "About Me", home.about],
    ["events", "Upcoming events", comingEvents(catalogue, buildDay).length > 0 ? true : null],
    ["trailers", "Book Trailers", home.trailers],
    ["fiction", home.titles.fiction, home.fiction],
    ["nonfiction", home.titles.nonfiction, home.nonfiction],
    ["singles", home.titles.singles, home.singles],
  ] as const;
  expect(headings(main, 2)).toEqual(
    sections.filter(([, , data]) => data !== null).map(([, title]) => title),
  );
  for (const [id, , data] of sections) expect(section(id) !== null, id).toBe(data !== null);
});

test("featured books are the featured category, newest first, with no filters", () => {
  if (home.featured === null) return expect(section("featured")).toBeNull();
  expectNewestFirst(bookLinksIn(section("featured")), (b) => b.categories.includes("featured"));
  expect(all(section("featured") as Element, "ul[aria-label*='filter']")).toEqual([]);
});

test.each([
  ["fiction", "fiction"],
  ["nonfiction", "nonfiction"],
  ["singles", "single"],
] as const)(
  "the %s section lists its books newest first, its first rows, and its own filters",
  (id, genre) => {
    if (home[id] === null) return expect(section(id)).toBeNull();
    const element = section(id) as Element;
    expectNewestFirst(bookLinksIn(element), (book) => book.genres.includes(genre));
    const { categories, series } = sectionFilters(catalogue, genre);
    for (const [name, labels] of [
      [/filter by category$/, categories.map((c) => c.label)],
      [/filter by series$/, series.map((s) => s.title)],
    ] as const) {
      const list = labelled(element, "ul", name);
      if (labels.length === 0) expect(list, `${id} ${name}`).toBeUndefined();
      else expect(buttons(list as Element)).toEqual(["All", ...labels]);
    }
    // Show all names how many there are, when there are more than the first rows.
    const count = sectionBooks(catalogue, id).length;
    const showAll = buttons(element).filter((name) => name.startsWith("Show all"));
    expect(showAll).toHaveLength(count > FIRST_ROWS ? 1 : 0);
  },
);

test("every visible book is on the home page or in a section's file for Show all, and no hidden one", () => {
  const prerendered = bookHrefs(links(main).map((l) => l.href));
  const loaded = BOOK_SECTION_IDS.filter((id) => sectionBooks(catalogue, id).length > FIRST_ROWS)
    .flatMap(
      (id) => (JSON.parse(site.text(`home/${id}.json`)) as { books: { id: string }[] }).books,
    )
    .map((book) => `/book/${book.id}`);
  const linked = new Set([...prerendered, ...loaded]);
  expect([...linked].sort()).toEqual(visible.map((b) => `/book/${b.id}`).sort());
  for (const book of hidden) expect(linked.has(`/book/${book.id}`)).toBe(false);
});

test("a section's file holds every book of the section, in the section's order", () => {
  for (const id of BOOK_SECTION_IDS) {
    const books = sectionBooks(catalogue, id);
    const file = `home/${id}.json`;
    if (books.length <= FIRST_ROWS) {
      expect(site.has(file), file).toBe(false);
      continue;
    }
    const listed = (JSON.parse(site.text(file)) as { books: { id: string }[] }).books;
    expect(listed.map((b) => b.id)).toEqual(books.map((b) => b.id));
    expect(bookLinksIn(section(id))).toEqual(
      books.slice(0, FIRST_ROWS).map((b) => `/book/${b.id}`),
    );
  }
});

test("the news shows the newest items, newest first, each linking out with its date", () => {
  const news = section("news");
  if (home.news === null) return expect(news).toBeNull();
  const titles = headings(news as Element, 3);
  const items = titles.map((title) => {
    const item = catalogue.news.find((n) => `${n.title} (opens in a new tab)` === title);
    if (!item) throw new Error(`the news item "${title}" is not in the content`);
    return item;
  });
  expect(items).toHaveLength(Math.min(catalogue.news.length, HOME_NEWS_COUNT));
  items.slice(1).forEach((item, i) => {
    expect(before(items[i] ?? item, item), `${items[i]?.title} before ${item.title}`).toBe(true);
  });
  const oldestShown = items.at(-1);
  for (const other of catalogue.news.filter((n) => !items.includes(n)))
    expect(oldestShown && oldestShown.pubDate >= other.pubDate, other.title).toBe(true);
  expect(all(news as Element, "time").map((t) => textOf(t))).toEqual(
    items.map((n) => formatLongDate(n.pubDate)),
  );
  for (const item of items) {
    const link = linkNamed(news as Element, item.title);
    expect(link?.href).toBe(item.contentUrl);
    expect(link?.target).toBe("_blank");
  }
});

test("about me shows the portrait and the biography's first words", () => {
  const about = section("about") as Element;
  expect(all(about, "img").map((img) => img.getAttribute("alt"))).toContain(
    `Portrait of ${catalogue.site.author.name}`,
  );
  const firstWords = catalogue.site.author.bio.split(/\s+/).slice(0, 6).join(" ");
  expect(textOf(about)).toContain(firstWords.replace(/[*_`[\]]/g, ""));
});

test("the trailers section shows the newest, captioned, and links to all", () => {
  const trailers = section("trailers");
  if (home.trailers === null) return expect(trailers).toBeNull();
  expect(all(trailers as Element, "figcaption").map((f) => textOf(f))).toEqual(
    // The spec's "4 newest".
    allTrailers(catalogue)
      .slice(0, 4)
      .map((t) => t.title),
  );
  expect(linkNamed(trailers as Element, "See all trailers")?.href).toBe("/trailers/all");
});

test("the events section shows the next events and links to all of them", () => {
  const coming = comingEvents(catalogue, buildDay);
  const events = section("events");
  if (coming.length === 0) return expect(events).toBeNull();
  expect(headings(events as Element, 3)).toEqual(
    coming.slice(0, HOME_EVENT_COUNT).map((event) => event.title),
  );
  expect(linkNamed(events as Element, "All events")?.href).toBe("/events");
});

test("covers of books still to come on the build day carry a ribbon; others none", () => {
  for (const link of links(main).filter((l) => bookHrefs([l.href]).length === 1)) {
    const book = bookById(link.href.replace("/book/", ""));
    const ribbon = link.element.querySelector("img[data-ribbon]");
    expect(ribbon !== null, book.id).toBe(book.pubDate > buildDay);
  }
});
