import type { IsoDay } from "../content/dates.ts";

/**
 * A page's head as the browser's script builds it again on each navigation: the tags of the
 * page's SEO (./seo.ts), which the build works out and hands the page in its data. Apart from
 * ./seo.ts, so that the pages' script carries this and none of what the build needs to make it
 * (structured data, share cards, store links).
 */

export type JsonLd = { [key: string]: unknown };

/** The tags of a page's head, in React Router's meta descriptor shapes. */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": JsonLd };

export type PageSeo = {
  siteName: string;
  url: string;
  title: string;
  description: string;
  image: { url: string; width: number; height: number; alt: string };
  type: "website" | "book" | "article" | "profile";
  book?: { author: string; releaseDate: IsoDay; tags: string[]; isbn?: string };
  noindex: boolean;
  jsonLd: JsonLd[];
};

/** A route's `meta`: the head tags of its page's `seo`, none while it has no data. */
export const pageHead = ({ loaderData }: { loaderData?: { seo: PageSeo } }) =>
  loaderData ? headTags(loaderData.seo) : [];

/** The head tags for a page. */
export function headTags(seo: PageSeo): HeadTag[] {
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.url },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:site_name", content: seo.siteName },
    { property: "og:type", content: seo.type },
    { property: "og:url", content: seo.url },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:image", content: seo.image.url },
    { property: "og:image:width", content: String(seo.image.width) },
    { property: "og:image:height", content: String(seo.image.height) },
    { property: "og:image:alt", content: seo.image.alt },
    ...(seo.book
      ? [
          { property: "book:author", content: seo.book.author },
          { property: "book:release_date", content: seo.book.releaseDate },
          ...(seo.book.isbn ? [{ property: "book:isbn", content: seo.book.isbn }] : []),
          ...seo.book.tags.map((tag) => ({ property: "book:tag", content: tag })),
        ]
      : []),
    // A share card previews large; a portrait, as a small square beside the text.
    {
      name: "twitter:card",
      content: seo.image.width > seo.image.height ? "summary_large_image" : "summary",
    },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: seo.image.url },
    { name: "twitter:image:alt", content: seo.image.alt },
    ...seo.jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
