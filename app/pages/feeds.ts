import { Feed } from "feed";
import { authorsOf, booksBy, showsAuthors } from "../catalogue/authors.ts";
import { positionLabel } from "../catalogue/book-lines.ts";
import { newestFirst, seriesBooks, visibleBooks } from "../catalogue/queries.ts";
import type { IsoDay } from "../content/dates.ts";
import { plainText } from "../content/markdown.ts";
import { assetPaths, paths, siteUrl } from "../content/paths.ts";
import type { Author, Book, Catalogue, Series } from "../content/types.ts";
import { absolute, describe } from "./seo.ts";
import { FEED_PATH, SITEMAP_PATH, sitePages } from "./site-pages.ts";

/** How many of the newest releases the feed carries beside the news. */
const FEED_RELEASES = 12;

/** Every page a search engine should index: the site's pages marked so (site-pages.ts). */
export function sitemapUrls(catalogue: Catalogue): { url: string; lastmod?: IsoDay }[] {
  return sitePages(catalogue)
    .filter((page) => page.indexed)
    .map(({ path, lastmod }) => ({
      url: absolute(catalogue.site, path),
      ...(lastmod ? { lastmod } : {}),
    }));
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

export function sitemapXml(catalogue: Catalogue): string {
  const entries = sitemapUrls(catalogue).map(
    ({ url, lastmod }) =>
      `  <url><loc>${escapeXml(url)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(catalogue: Catalogue): string {
  return `User-agent: *\nAllow: ${siteUrl("/")}\nDisallow: ${siteUrl(paths.searchPage)}/\n\nSitemap: ${absolute(catalogue.site, SITEMAP_PATH)}\n`;
}

/**
 * A series' Atom feed (/series/{key}/feed.xml): its visible books, newest first, each with its
 * place in the series, so that a reader following it in a feed reader hears of each new book
 * in the series and of nothing else.
 */
export function seriesAtomFeed(catalogue: Catalogue, series: Series): string {
  const { site } = catalogue;
  return booksFeed(catalogue, newestFirst(seriesBooks(catalogue.books, series.id)), {
    title: `${series.title}: new books by ${site.author.name}`,
    page: paths.series(series.key),
    feed: paths.seriesFeed(series.key),
    description: plainText(series.description),
    image: site.author.portrait,
    place: (book) => (book.seriesNum === null ? "" : `${positionLabel(book.seriesNum)}: `),
  });
}

/**
 * An author's Atom feed on a site of several (/authors/{id}/feed.xml): their visible books,
 * newest first, so that a reader who follows one name hears of that name's books alone.
 */
export function authorAtomFeed(catalogue: Catalogue, author: Author): string {
  return booksFeed(catalogue, newestFirst(booksBy(author, catalogue.books)), {
    title: `New books by ${author.name}`,
    page: paths.author(author.id),
    feed: paths.authorFeed(author.id),
    description: author.shortBio,
    image: author.portrait ?? catalogue.site.author.portrait,
    place: () => "",
  });
}

/** A feed of books, newest first, each credited to its authors. */
function booksFeed(
  catalogue: Catalogue,
  books: Book[],
  about: {
    title: string;
    page: string;
    feed: string;
    description: string;
    image: string;
    place: (book: Book) => string;
  },
): string {
  const { site } = catalogue;
  const updated = books[0]?.pubDate ?? "1970-01-01";
  const feed = new Feed({
    title: about.title,
    id: absolute(site, about.page),
    link: absolute(site, about.page),
    description: describe(about.description, 300),
    language: "en",
    image: absolute(site, about.image),
    copyright: `© ${site.author.initials} ${site.author.surname}`,
    updated: new Date(`${updated}T00:00:00Z`),
    generator: false,
    feedLinks: { atom: absolute(site, about.feed) },
    author: { name: site.author.name, link: absolute(site, "/") },
  });
  for (const book of books) {
    feed.addItem({
      title: `${about.place(book)}${book.title}`,
      id: absolute(site, paths.book(book.id)),
      link: absolute(site, paths.book(book.id)),
      date: new Date(`${book.pubDate}T00:00:00Z`),
      description: describe(plainText(book.description), 300),
      image: absolute(site, assetPaths.cover(book.id)),
      author: feedAuthors(book, catalogue),
    });
  }
  return feed.atom1();
}

/** A book's authors as a feed names them: each with their page, on a site of several. */
function feedAuthors(book: Book, catalogue: Catalogue) {
  const { site } = catalogue;
  return showsAuthors(catalogue)
    ? authorsOf(book, catalogue.authors).map((a) => ({
        name: a.name,
        link: absolute(site, paths.author(a.id)),
      }))
    : [{ name: site.author.name, link: absolute(site, "/") }];
}

/** The Atom feed: the news items and the newest visible releases, newest first. */
export function atomFeed(catalogue: Catalogue): string {
  const { site } = catalogue;
  const author = { name: site.author.name, link: absolute(catalogue.site, "/") };
  const news = catalogue.news.map((item) => ({
    title: item.title,
    id: item.contentUrl,
    link: item.contentUrl,
    pubDate: item.pubDate,
    description: describe(plainText(item.description), 300),
  }));
  const releases = newestFirst(visibleBooks(catalogue.books))
    .slice(0, FEED_RELEASES)
    .map((book) => ({
      title: `New release: ${book.title}`,
      id: absolute(catalogue.site, paths.book(book.id)),
      link: absolute(catalogue.site, paths.book(book.id)),
      pubDate: book.pubDate,
      description: describe(plainText(book.description), 300),
    }));
  const entries = newestFirst([...news, ...releases]);
  const updated = entries[0]?.pubDate ?? "1970-01-01";
  const feed = new Feed({
    title: `${site.author.name}: news and new releases`,
    id: absolute(catalogue.site, "/"),
    link: absolute(catalogue.site, "/"),
    description: site.intro.text,
    language: "en",
    image: absolute(catalogue.site, site.author.portrait),
    copyright: `© ${site.author.initials} ${site.author.surname}`,
    updated: new Date(`${updated}T00:00:00Z`),
    generator: false,
    feedLinks: { atom: absolute(catalogue.site, FEED_PATH) },
    author,
  });
  for (const { pubDate, ...entry } of entries) {
    feed.addItem({ ...entry, date: new Date(`${pubDate}T00:00:00Z`), author: [author] });
  }
  return feed.atom1();
}
