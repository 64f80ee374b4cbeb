import { parseAtomFeed } from "feedsmith";
import { describe, expect, test } from "vitest";
import { subtitleFor } from "../../app/catalogue/book-lines.ts";
import { listedSeries, seriesBooks } from "../../app/catalogue/queries.ts";
import { allTrailers } from "../../app/catalogue/trailers.ts";
import { isVideoId } from "../../app/content/validators.ts";
import { catalogue, visible } from "../catalogue.ts";
import { all, buttons, h1, headings, headOf, linkNamed, links, textOf } from "./dom.ts";
import { lacking } from "./lacking.ts";
import { site } from "./main-build.ts";

const SITE = catalogue.site.url.replace(/\/$/, "");
const trailers = allTrailers(catalogue);

const seriesPages = listedSeries(catalogue);
if (seriesPages.length === 0) lacking("/series/{key}", "the content lists no series");

describe.each(seriesPages.map((series) => [series.key, series] as const))(
  "/series/%s",
  (key, series) => {
    const { document } = site.page(`/series/${key}`);
    const main = document.querySelector("main") as Element;
    const books = seriesBooks(catalogue.books, series.id);
    const trailer = trailers.some((t) => t.id === series.id);

    test("lists each book's details with rules between, then the trailer and keywords", () => {
      expect(h1(document)).toBe(series.title);
      expect(headings(main, 2)).toEqual([
        ...books.map((b) => b.title),
        ...(trailer ? ["Series Trailer"] : []),
        ...(series.keywords.length > 0 ? ["Keywords"] : []),
      ]);
      // The page's own rules (a description may hold rules of its own).
      expect(all(main, "article > hr, article > section > hr")).toHaveLength(
        books.length - 1 + (trailer ? 1 : 0),
      );
      const paragraphs = all(main, "p").map((p) => textOf(p));
      for (const book of books) {
        const line = subtitleFor(book, catalogue.series);
        if (line) expect(paragraphs).toContain(line);
      }
      expect(linkNamed(main, /^Buy the book/)).toBeUndefined();
      for (const keyword of series.keywords)
        expect(linkNamed(main, keyword)?.href).toBe(`/search/${encodeURIComponent(keyword)}`);
      const trailerControls = [
        ...buttons(main).filter((name) => name.startsWith("Play the trailer for")),
        ...links(main).filter((link) => link.name.startsWith("Watch the trailer for")),
      ];
      expect(trailerControls.length > 0).toBe(trailer);
    });

    test("gives each book placed in it its place in reading order, the first to start with", () => {
      // The visible books numbered in it as their first series: a book it lists from another
      // series (a crossover) is listed without a place, and counted there.
      const order = visible
        .filter((book) => book.series[0] === series.id && book.seriesNum !== null)
        .sort(
          (a, b) => Number(a.seriesNum) - Number(b.seriesNum) || (a.pubDate < b.pubDate ? -1 : 1),
        );
      const placeOf = (book: (typeof order)[number]) => `Book ${book.seriesNum}`;
      // A place is 'Book N', with 'Start here' after it at the first book.
      const places = all(main, "p")
        .map((p) => textOf(p))
        .filter((text) => /^Book [\d.]+( ?Start here)?$/.test(text));
      const start = /( ?Start here)$/;
      expect(places.map((p) => p.replace(start, ""))).toEqual(order.map(placeOf));
      expect(places.filter((p) => start.test(p)).map((p) => p.replace(start, ""))).toEqual(
        order.slice(0, 1).map(placeOf),
      );
      // The book titles in reading order, the unnumbered (box sets) after.
      const titles = order.map((b) => b.title);
      expect(headings(main, 2).filter((h) => titles.includes(h))).toEqual(titles);
      // Search engines read the same places.
      const parts = (headOf(document).jsonLd[0]?.hasPart ?? []) as { position?: number }[];
      expect(parts.flatMap((part) => part.position ?? [])).toEqual(
        order.map((book) => book.seriesNum),
      );
    });

    test("says whether the series is finished, where it says so, to readers and search engines", () => {
      const status = series.status ?? (series.planned === undefined ? null : "ongoing");
      const paragraphs = all(main, "p").map((p) => textOf(p));
      const said = paragraphs.filter((p) => /^(Complete in|Ongoing:) /.test(p));
      const [seriesLd] = headOf(document).jsonLd;
      if (status === "complete") {
        expect(said).toEqual([expect.stringMatching(/^Complete in \d+ books?$/)]);
        expect(seriesLd).toHaveProperty("creativeWorkStatus", "Complete");
        expect(seriesLd).toHaveProperty("endDate");
      } else if (status === "ongoing") {
        // The books shown so far, where the order has one (a box set alone has none).
        const line =
          series.planned === undefined
            ? "^Ongoing(: \\d+ books? so far)?$"
            : `^Ongoing: (\\d+ books? so far, of ${series.planned} planned|${series.planned} planned)$`;
        expect(said).toEqual([expect.stringMatching(new RegExp(line))]);
        expect(seriesLd).toHaveProperty("creativeWorkStatus", "Incomplete");
        // An ongoing series has no end yet.
        expect(seriesLd).not.toHaveProperty("endDate");
      } else {
        expect(said).toEqual([]);
        expect(seriesLd).not.toHaveProperty("creativeWorkStatus");
      }
    });

    test("is a BookSeries with its parts, with its own title, address and feed", () => {
      expect(headOf(document).canonical).toBe(`${SITE}/series/${key}`);
      expect(headOf(document).title).toContain(series.title);
      expect(headOf(document).jsonLd[0]).toMatchObject({
        "@type": "BookSeries",
        name: series.title,
      });
      expect(headOf(document).jsonLd[0]).toHaveProperty("hasPart.length", books.length);
      const feeds = all(document, 'link[rel="alternate"][type="application/atom+xml"]').map((l) =>
        l.getAttribute("href"),
      );
      expect(feeds.sort()).toEqual(["/feed.xml", `/series/${key}/feed.xml`].sort());
      expect(linkNamed(main, "Follow new books in this series")?.href).toBe(
        `/series/${key}/feed.xml`,
      );
    });

    test("its feed is an Atom feed of its visible books, newest first", () => {
      const feed = parseAtomFeed(site.text(`series/${key}/feed.xml`));
      expect(feed.title?.value).toContain(series.title);
      const pages = (feed.entries ?? []).map(
        (entry) => entry.links?.find((l) => (l.rel ?? "alternate") === "alternate")?.href,
      );
      expect(pages.sort()).toEqual(
        visible
          .filter((book) => book.series.includes(series.id))
          .map((book) => `${SITE}/book/${book.id}`)
          .sort(),
      );
      const updated = (feed.entries ?? []).map((entry) => entry.updated ?? "");
      expect(updated).toEqual([...updated].sort().reverse());
    });
  },
);

describe("/trailers/all", () => {
  test("is built when the content has trailers, and only then", () => {
    expect(site.pagePaths.includes("/trailers/all")).toBe(trailers.length > 0);
  });
  if (trailers.length === 0) return lacking("its trailers", "the content has no trailer");
  const { document } = site.page("/trailers/all");
  const main = document.querySelector("main") as Element;

  test("shows every trailer, newest first, captioned, none of a hidden book", () => {
    expect(all(main, "figcaption").map((f) => textOf(f))).toEqual(trailers.map((t) => t.title));
    expect(trailers.some((t) => catalogue.books.find((b) => b.id === t.id)?.hidden)).toBe(false);
    expect(headOf(document).title).toContain("Book trailers");
    expect(headOf(document).canonical).toBe(`${SITE}/trailers/all`);
  });

  test("a video trailer is a button for the lightbox; one given as a full link opens a new tab", () => {
    for (const trailer of trailers) {
      if (isVideoId(trailer.trailerUrl)) {
        expect(buttons(main)).toContain(`Play the trailer for ${trailer.title}`);
      } else {
        const link = linkNamed(main, `Watch the trailer for ${trailer.title}`);
        expect(link?.href).toBe(trailer.trailerUrl);
        expect(link?.target).toBe("_blank");
        expect(link?.rel).toBe("noopener noreferrer");
      }
    }
  });
});
