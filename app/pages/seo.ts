import * as home from "~messages/home";
import * as seo from "~messages/seo";
import { authorsOf, bylineOf, seriesAuthors, showsAuthors } from "../catalogue/authors.ts";
import { questionCount } from "../catalogue/guides.ts";
import { audiobookUrl, retailUrl } from "../catalogue/links.ts";
import { isUpcoming, listedSeriesOf, seriesBooks } from "../catalogue/queries.ts";
import { isOngoing } from "../catalogue/series-status.ts";
import { AMAZON_STORES, amazonLinks, otherStoreLinks } from "../catalogue/stores.ts";
import { type IsoDay, yearOf } from "../content/dates.ts";
import { plainText } from "../content/markdown.ts";
import { assetPaths, paths, siteUrl } from "../content/paths.ts";
import type {
  Author,
  Book,
  Catalogue,
  Guide,
  NewsItem,
  Sample,
  Series,
  Site,
} from "../content/types.ts";
import { SITE_LANGUAGE, wordList } from "../i18n/formats.ts";
import { editionsJsonLd } from "./edition-json-ld.ts";
import type { JsonLd, PageSeo } from "./head-tags.ts";
import { bookCard, CARD_SIZE, type Card, homeCard, seriesCard } from "./share-cards.ts";

/**
 * What search engines and link previews read: per-page title, description, canonical
 * link, Open Graph and Twitter tags, and JSON-LD structured data. Never ratings or reviews.
 * Each page's builder makes its page's with pageSeo; the pages with more to say (the home
 * page, a book's, a series', a sample's, a guide's) have theirs here.
 */

/**
 * The longest run of whole sentences within `max` characters; when that says too little
 * (under half the room), as many whole words as fit, ending with "…".
 */
export function describe(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  let result = "";
  for (const sentence of clean.match(/[^.!?]+[.!?]+["”’)]?\s*/g) ?? []) {
    if ((result + sentence).trim().length > max) break;
    result += sentence;
  }
  if (result.trim().length >= max / 2) return result.trim();
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:]$/, "")}…`;
}

/** A path on this site as the full address search engines and feeds need, under its base path. */
export const absolute = (site: Pick<Site, "url">, path: string) =>
  new URL(siteUrl(path), site.url).href;

/** The author's node in every page's JSON-LD, which other nodes name by it. */
const authorId = (site: Pick<Site, "url">) => `${absolute(site, "/")}#author`;

function person(site: Site): JsonLd {
  return {
    "@type": "Person",
    "@id": authorId(site),
    name: site.author.name,
    url: absolute(site, "/"),
    image: absolute(site, site.author.portrait),
    description: site.author.tagline,
    sameAs: site.social.map((s) => s.url),
  };
}

/**
 * An author of a site of several as schema.org's Person: named by their page, which is theirs,
 * with their portrait, their short bio and their profiles and website as `sameAs`.
 */
export function authorNode(author: Author, site: Pick<Site, "url">): JsonLd {
  const page = absolute(site, paths.author(author.id));
  const sameAs = [...author.social.map((s) => s.url), ...(author.website ? [author.website] : [])];
  return {
    "@type": "Person",
    "@id": `${page}#person`,
    name: author.name,
    url: page,
    ...(author.portrait && { image: absolute(site, author.portrait) }),
    description: author.shortBio,
    ...(sameAs.length > 0 && { sameAs }),
  };
}

const context = (data: JsonLd): JsonLd => ({ "@context": "https://schema.org", ...data });

/**
 * Who wrote a work, as its JSON-LD's `author`: the site's author on a site of one, and on a
 * site of several each of `authors` as a Person with their page (one, or a list of them).
 */
function authorsJsonLd(authors: Author[], catalogue: Pick<Catalogue, "site" | "authors">) {
  if (!showsAuthors(catalogue)) return person(catalogue.site);
  const nodes = authors.map((author) => authorNode(author, catalogue.site));
  return nodes.length === 1 ? nodes[0] : nodes;
}

/** What a page's builder says of it for pageSeo; the rest is the same for every page. */
type PageHead = {
  title: string;
  /** Plain text of any length: cut to whole sentences within 155 characters (describe). */
  description: string;
  /** Its share card (share-cards.ts), previewed wide; the author's portrait without one. */
  card?: Card;
  type?: PageSeo["type"];
  book?: PageSeo["book"];
  noindex?: boolean;
  jsonLd?: JsonLd[];
};

/**
 * A page's SEO, which head-tags.ts turns into its head: its title and description, its
 * canonical address, its image, its Open Graph type and its JSON-LD. Every page's builder
 * makes its own with this, and hands it to the page in its data.
 */
export function pageSeo(site: Site, path: string, head: PageHead): PageSeo {
  const { card } = head;
  return {
    siteName: site.author.name,
    url: absolute(site, path),
    title: head.title,
    description: describe(head.description),
    image: card
      ? { url: absolute(site, card.path), ...CARD_SIZE, alt: card.alt }
      : {
          url: absolute(site, site.author.portrait),
          width: 600,
          height: 750,
          alt: seo.portrait_alt({ name: site.author.name }),
        },
    type: head.type ?? "website",
    ...(head.book && { book: head.book }),
    noindex: head.noindex ?? false,
    jsonLd: head.jsonLd ?? [],
  };
}

/** The home page: the author, the site with its search, and the news it shows, if any. */
export function homeSeo(catalogue: Catalogue, news: NewsItem[]): PageSeo {
  const { site } = catalogue;
  return pageSeo(site, paths.home, {
    title: seo.home_title({
      name: site.author.name,
      tagline: site.author.tagline.replace(/\.$/, ""),
    }),
    description: site.intro.text,
    card: homeCard(catalogue),
    jsonLd: [
      context(person(site)),
      context({
        "@type": "WebSite",
        name: site.author.name,
        url: absolute(site, paths.home),
        author: { "@id": authorId(site) },
        potentialAction: {
          "@type": "SearchAction",
          target: {
            "@type": "EntryPoint",
            urlTemplate: `${absolute(site, "/search/")}{search_term_string}`,
          },
          "query-input": "required name=search_term_string",
        },
      }),
      ...(news.length === 0
        ? []
        : [
            context({
              "@type": "ItemList",
              name: home.news_title(),
              itemListElement: news.map((item, index) => ({
                "@type": "ListItem",
                position: index + 1,
                item: {
                  "@type": "NewsArticle",
                  headline: item.title,
                  datePublished: item.pubDate,
                  url: item.contentUrl,
                  description: describe(plainText(item.description)),
                  author: { "@type": "Person", name: site.author.name, url: absolute(site, "/") },
                },
              })),
            }),
          ]),
    ],
  });
}

/**
 * A book's editions for a book without `editions:`, as before editions: an ebook with an offer
 * per store the page links to, and an audiobook with its store's.
 */
function legacyEditions(book: Book, site: Site, buildDay: IsoDay): JsonLd[] {
  const availability = isUpcoming(book, buildDay)
    ? "https://schema.org/PreOrder"
    : "https://schema.org/InStock";
  const offer = (storeUrl: string | null, seller: string) =>
    storeUrl
      ? [
          {
            "@type": "Offer",
            url: storeUrl,
            availability,
            seller: { "@type": "Organization", name: seller },
          },
        ]
      : [];
  // An offer for every store the page links to: each Amazon store, then the others.
  const amazon = amazonLinks(retailUrl(site, book.amazonId));
  const retail = [
    ...AMAZON_STORES.flatMap((store) => offer(amazon[store.code] ?? null, store.host)),
    ...otherStoreLinks(book.stores).flatMap((store) => offer(store.url, store.name)),
  ];
  const audio = offer(audiobookUrl(site, book.audioId), seo.audiobook_store());
  // An edition in a format where a store offers it; none where no store does.
  const edition = (format: string, offers: JsonLd[], isbn: { isbn?: string } = {}): JsonLd[] =>
    offers.length > 0
      ? [
          {
            "@type": "Book",
            bookFormat: `https://schema.org/${format}`,
            ...isbn,
            datePublished: book.pubDate,
            offers,
          },
        ]
      : [];
  return [
    ...edition("EBook", retail, book.isbn ? { isbn: book.isbn } : {}),
    ...edition("AudiobookFormat", audio),
  ];
}

/**
 * A book's page: the Book as the page's main entity, its series, and its editions: each format
 * the content lists (./edition-json-ld.ts), else an edition per store as before editions.
 */
export function bookSeo(book: Book, catalogue: Catalogue, buildDay: IsoDay): PageSeo {
  const { site } = catalogue;
  const path = paths.book(book.id);
  const url = absolute(site, path);
  const cover = absolute(site, assetPaths.cover(book.id));
  // A series with a page, as the book's page shows it: a hidden book's may have none.
  const series = listedSeriesOf(book, catalogue);
  const listed = editionsJsonLd(book.editions, url, buildDay, {
    id: authorId(site),
    name: site.author.name,
  });
  const editions = listed.length > 0 ? listed : legacyEditions(book, site, buildDay);
  const description = describe(plainText(book.description));
  const byline = bylineOf(book, catalogue);
  const title = seo.book_title({ title: book.title, author: byline });
  return pageSeo(site, path, {
    title,
    description,
    card: bookCard(book, catalogue),
    type: "book",
    book: {
      author: byline,
      releaseDate: book.pubDate,
      tags: book.keywords,
      ...(book.isbn ? { isbn: book.isbn } : {}),
    },
    noindex: book.hidden,
    jsonLd: [
      context({
        "@type": "WebPage",
        url,
        name: title,
        mainEntity: {
          "@type": "Book",
          "@id": `${url}#book`,
          name: book.title,
          ...(book.subTitle ? { alternativeHeadline: book.subTitle } : {}),
          author: authorsJsonLd(authorsOf(book, catalogue.authors), catalogue),
          datePublished: book.pubDate,
          image: cover,
          description,
          url,
          inLanguage: SITE_LANGUAGE,
          keywords: book.keywords.join(", "),
          ...(book.isbn ? { isbn: book.isbn } : {}),
          ...(series
            ? {
                isPartOf: {
                  "@type": "BookSeries",
                  name: series.title,
                  url: absolute(site, paths.series(series.key)),
                },
                ...(book.seriesNum !== null ? { position: book.seriesNum } : {}),
              }
            : {}),
          ...(editions.length > 0 ? { workExample: editions } : {}),
        },
      }),
    ],
  });
}

/** A series page: the BookSeries and its books in order. */
export function seriesSeo(series: Series, catalogue: Catalogue): PageSeo {
  const { site } = catalogue;
  const path = paths.series(series.key);
  const url = absolute(site, path);
  const books = seriesBooks(catalogue.books, series.id);
  const years = books.map((b) => yearOf(b.pubDate));
  const description = describe(plainText(series.description));
  const authors = seriesAuthors(series, catalogue);
  return pageSeo(site, path, {
    title: seo.series_title({
      series: series.title,
      author: wordList(authors.map((a) => a.name)),
    }),
    description,
    card: seriesCard(series, catalogue),
    jsonLd: [
      context({
        "@type": "BookSeries",
        name: series.title,
        url,
        description,
        author: authorsJsonLd(authors, catalogue),
        // An ongoing series has no end yet. schema.org's creativeWorkStatus names the stage
        // of a work's life ("Incomplete" is among its example terms).
        ...(years.length > 0 ? { startDate: String(Math.min(...years)) } : {}),
        ...(years.length > 0 && !isOngoing(series) ? { endDate: String(Math.max(...years)) } : {}),
        ...(series.status === "complete"
          ? { creativeWorkStatus: "Complete" }
          : isOngoing(series)
            ? { creativeWorkStatus: "Incomplete" }
            : {}),
        hasPart: books.map((book) => ({
          "@type": "Book",
          name: book.title,
          url: absolute(site, paths.book(book.id)),
          datePublished: book.pubDate,
          ...(book.seriesNum !== null ? { position: book.seriesNum } : {}),
        })),
      }),
    ],
  });
}

/** A book's sample chapter: an article from the book, with the book's card. */
export function sampleSeo(book: Book, sample: Sample, catalogue: Catalogue): PageSeo {
  const { site } = catalogue;
  const path = paths.sample(book.id);
  return pageSeo(site, path, {
    title: seo.sample_title({
      chapter: sample.title,
      title: book.title,
      author: bylineOf(book, catalogue),
    }),
    description: plainText(sample.text),
    card: bookCard(book, catalogue),
    type: "article",
    noindex: book.hidden,
    jsonLd: [
      context({
        "@type": "Chapter",
        name: sample.title,
        url: absolute(site, path),
        isPartOf: { "@type": "Book", name: book.title, url: absolute(site, paths.book(book.id)) },
        author: authorsJsonLd(authorsOf(book, catalogue.authors), catalogue),
      }),
    ],
  });
}

/**
 * A book's book-club guide: its questions, described by their count and first words. Only a
 * shown book's guide has a page (listedGuides), so it is always indexed.
 */
export function guideSeo(
  book: Book,
  guide: Guide,
  catalogue: Pick<Catalogue, "series" | "site" | "authors">,
): PageSeo {
  const { site } = catalogue;
  const path = paths.guide(book.id);
  const about = seo.guide_description({ count: questionCount(guide), title: book.title });
  return pageSeo(site, path, {
    title: seo.guide_title({ title: book.title, author: bylineOf(book, catalogue) }),
    description: `${about} ${plainText(guide.text)}`,
    card: bookCard(book, catalogue),
    type: "article",
    jsonLd: [
      context({
        "@type": "CreativeWork",
        name: seo.guide_name({ title: book.title }),
        url: absolute(site, path),
        about: { "@type": "Book", name: book.title, url: absolute(site, paths.book(book.id)) },
        author: authorsJsonLd(authorsOf(book, catalogue.authors), catalogue),
      }),
    ],
  });
}
