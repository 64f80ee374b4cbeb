import * as seo from "~messages/seo";
import { authorShelf, booksBy, bySortName, cardsFor, pressKitPath } from "../catalogue/authors.ts";
import { plainText } from "../content/markdown.ts";
import { paths } from "../content/paths.ts";
import type { Author, Catalogue } from "../content/types.ts";
import { wordList } from "../i18n/formats.ts";
import { subscribeContract } from "../schema/subscribe-providers.ts";
import { absolute, authorNode, pageSeo } from "./seo.ts";
import { authorCard } from "./share-cards.ts";

/**
 * The pages of a site of several authors (a press, or one author's names): `/authors`, every
 * author by sort name, and `/authors/{id}`, an author's biography and books.
 */

/** The authors page: each author with their portrait, their short bio and their books' count. */
export function authorsPage(catalogue: Pick<Catalogue, "authors" | "books" | "site">) {
  const { site } = catalogue;
  const authors = bySortName(catalogue.authors);
  return {
    authors: authors.map((author) => ({
      id: author.id,
      name: author.name,
      href: paths.author(author.id),
      shortBio: author.shortBio,
      portrait: author.portrait ?? null,
      /** How many books, as the card says it: "3 books". */
      books: seo.author_books({ count: booksBy(author, catalogue.books).length }),
    })),
    seo: pageSeo(site, paths.authors, {
      title: seo.authors_title({ site: site.author.name }),
      description: seo.authors_description({
        site: site.author.name,
        authors: wordList(authors.map((a) => a.name)),
      }),
    }),
  };
}

/**
 * An author's page: who they are, their profiles, their books by series then standalones
 * (the browser puts the coming ones first, on the reader's day: comingFirst), their feed, and
 * their own mailing list where they have one. A ProfilePage, whose main entity is the Person.
 */
export function authorPage(author: Author, catalogue: Catalogue) {
  const { site } = catalogue;
  const path = paths.author(author.id);
  const shelf = authorShelf(author, catalogue, cardsFor(catalogue));
  const title = seo.author_title({ author: author.name });
  return {
    author: {
      name: author.name,
      shortBio: author.shortBio,
      bio: author.description,
      portrait: author.portrait ?? null,
      portraitCredit: author.portraitCredit ?? null,
      pronunciation: author.pronunciation ?? null,
      website: author.website ?? null,
      social: author.social.map(({ label, url }) => ({ label, url })),
    },
    shelf,
    feed: paths.authorFeed(author.id),
    press: pressKitPath(author, catalogue),
    subscribe: author.subscribe ? subscribeContract(author.subscribe) : null,
    seo: pageSeo(site, path, {
      title,
      description: `${author.shortBio} ${plainText(author.description)}`,
      card: authorCard(author, catalogue),
      type: "profile",
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "ProfilePage",
          url: absolute(site, path),
          name: title,
          mainEntity: authorNode(author, site),
        },
      ],
    }),
  };
}
