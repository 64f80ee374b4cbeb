import { questionCount } from "../catalogue/guides.ts";
import { audiobookUrl, retailUrl } from "../catalogue/links.ts";
import { isUpcoming, listedSeries, seriesBooks } from "../catalogue/queries.ts";
import { isOngoing } from "../catalogue/series-status.ts";
import { AMAZON_STORES, amazonLinks, otherStoreLinks } from "../catalogue/stores.ts";
import { type IsoDay, yearOf } from "../content/dates.ts";
import { plainText } from "../content/markdown.ts";
import { assetPaths, paths, siteUrl } from "../content/paths.ts";
import type { Book, Catalogue, Guide, NewsItem, Sample, Series, Site } from "../content/types.ts";
import { editionsJsonLd } from "./edition-json-ld.ts";
import type { JsonLd, PageSeo } from "./head-tags.ts";
import { bookCard, CARD_SIZE, type Card, homeCard, seriesCard } from "./share-cards.ts";

/**
 * What search engines and link previews read: per-page title, description, canonical
 * link, Open Graph and Twitter tags, and JSON-LD structured data. Never ratings or reviews.
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

const context = (data: JsonLd): JsonLd => ({ "@context": "https://schema.org", ...data });

/** A share card (share-cards.ts) as a page's image: wide, for a large preview. */
const cardImage = (site: Site, card: Card): PageSeo["image"] => ({
  url: absolute(site, card.path),
  width: CARD_SIZE.width,
  height: CARD_SIZE.height,
  alt: card.alt,
});

/** The author's portrait, the card image of pages without a cover of their own. */
const portraitImage = (site: Site): PageSeo["image"] => ({
  url: absolute(site, site.author.portrait),
  width: 600,
  height: 750,
  alt: `Portrait of ${site.author.name}`,
});

/** The home page: the author, the site with its search, and the news it shows, if any. */
export function homeSeo(catalogue: Catalogue, news: NewsItem[]): PageSeo {
  const { site } = catalogue;
  return {
    siteName: site.author.name,
    url: absolute(site, paths.home),
    title: `${site.author.name}: ${site.author.tagline.replace(/\.$/, "")}`,
    description: describe(site.intro.text),
    image: cardImage(site, homeCard(catalogue)),
    type: "website",
    noindex: false,
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
              name: "Latest News",
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
  };
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
  const audio = offer(audiobookUrl(site, book.audioId), "Audiobook store");
  return [
    ...(retail.length > 0
      ? [
          {
            "@type": "Book",
            bookFormat: "https://schema.org/EBook",
            ...(book.isbn ? { isbn: book.isbn } : {}),
            datePublished: book.pubDate,
            offers: retail,
          },
        ]
      : []),
    ...(audio.length > 0
      ? [
          {
            "@type": "Book",
            bookFormat: "https://schema.org/AudiobookFormat",
            datePublished: book.pubDate,
            offers: audio,
          },
        ]
      : []),
  ];
}

/**
 * A book's page: the Book as the page's main entity, its series, and its editions: each format
 * the content lists (./edition-json-ld.ts), else an edition per store as before editions.
 */
export function bookSeo(book: Book, catalogue: Catalogue, buildDay: IsoDay): PageSeo {
  const { site } = catalogue;
  const url = absolute(site, paths.book(book.id));
  const cover = absolute(site, assetPaths.cover(book.id));
  // A series with a page, as the book's page shows it: a hidden book's may have none.
  const series = listedSeries(catalogue).find((s) => s.id === book.series[0]);
  const listed = editionsJsonLd(book.editions, url, buildDay, {
    id: authorId(site),
    name: site.author.name,
  });
  const editions = listed.length > 0 ? listed : legacyEditions(book, site, buildDay);
  const description = describe(plainText(book.description));
  return {
    siteName: site.author.name,
    url,
    title: `${book.title} by ${site.author.name}`,
    description,
    image: cardImage(site, bookCard(book, catalogue)),
    type: "book",
    book: {
      author: site.author.name,
      releaseDate: book.pubDate,
      tags: book.keywords,
      ...(book.isbn ? { isbn: book.isbn } : {}),
    },
    noindex: book.hidden,
    jsonLd: [
      context({
        "@type": "WebPage",
        url,
        name: `${book.title} by ${site.author.name}`,
        mainEntity: {
          "@type": "Book",
          "@id": `${url}#book`,
          name: book.title,
          ...(book.subTitle ? { alternativeHeadline: book.subTitle } : {}),
          author: person(site),
          datePublished: book.pubDate,
          image: cover,
          description,
          url,
          inLanguage: "en",
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
  };
}

/** A series page: the BookSeries and its books in order. */
export function seriesSeo(series: Series, catalogue: Catalogue): PageSeo {
  const { site } = catalogue;
  const url = absolute(site, paths.series(series.key));
  const books = seriesBooks(catalogue.books, series.id);
  const years = books.map((b) => yearOf(b.pubDate));
  return {
    siteName: site.author.name,
    url,
    title: `${series.title}: a series by ${site.author.name}`,
    description: describe(plainText(series.description)),
    image: cardImage(site, seriesCard(series, catalogue)),
    type: "website",
    noindex: false,
    jsonLd: [
      context({
        "@type": "BookSeries",
        name: series.title,
        url,
        description: describe(plainText(series.description)),
        author: person(site),
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
  };
}

/** A book's sample chapter: an article from the book, with the book's card. */
export function sampleSeo(book: Book, sample: Sample, catalogue: Catalogue): PageSeo {
  const { site } = catalogue;
  const url = absolute(site, paths.sample(book.id));
  const title = `${sample.title}: a sample of ${book.title} by ${site.author.name}`;
  const description = describe(plainText(sample.text));
  return {
    siteName: site.author.name,
    url,
    title,
    description,
    image: cardImage(site, bookCard(book, catalogue)),
    type: "article",
    noindex: book.hidden,
    jsonLd: [
      context({
        "@type": "Chapter",
        name: sample.title,
        url,
        isPartOf: { "@type": "Book", name: book.title, url: absolute(site, paths.book(book.id)) },
        author: person(site),
      }),
    ],
  };
}

/**
 * A book's book-club guide: its questions, described by their count and first words. Only a
 * shown book's guide has a page (listedGuides), so it is always indexed.
 */
export function guideSeo(book: Book, guide: Guide, catalogue: Catalogue): PageSeo {
  const { site } = catalogue;
  const url = absolute(site, paths.guide(book.id));
  const questions = questionCount(guide);
  const counted = questions === 1 ? "One discussion question" : `${questions} discussion questions`;
  return {
    siteName: site.author.name,
    url,
    title: `Book-club guide to ${book.title} by ${site.author.name}`,
    description: describe(
      `${counted} for reading groups on ${book.title}. ${plainText(guide.text)}`,
    ),
    image: cardImage(site, bookCard(book, catalogue)),
    type: "article",
    noindex: false,
    jsonLd: [
      context({
        "@type": "CreativeWork",
        name: `Book-club guide to ${book.title}`,
        url,
        about: { "@type": "Book", name: book.title, url: absolute(site, paths.book(book.id)) },
        author: person(site),
      }),
    ],
  };
}

/** Any other page: its title and description, with the author's portrait as the image. */
export function simpleSeo(
  site: Site,
  path: string,
  title: string,
  description: string,
  noindex = false,
): PageSeo {
  return {
    siteName: site.author.name,
    url: absolute(site, path),
    title,
    description: describe(description),
    image: portraitImage(site),
    type: "website",
    noindex,
    jsonLd: [],
  };
}

/**
 * The free book's page: as any other page, with the book's share card where it is one of the
 * catalogue's (a book that is only the gift has none: the author's portrait).
 */
export function magnetSeo(
  catalogue: Catalogue,
  bookId: string | undefined,
  path: string,
  title: string,
  description: string,
): PageSeo {
  const seo = simpleSeo(catalogue.site, path, title, description);
  const book = catalogue.books.find((b) => b.id === bookId);
  return book ? { ...seo, image: cardImage(catalogue.site, bookCard(book, catalogue)) } : seo;
}
