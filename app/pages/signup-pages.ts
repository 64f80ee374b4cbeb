import * as lines from "~messages/lines";
import * as seo from "~messages/seo";
import { cardsFor } from "../catalogue/authors.ts";
import { isUpcoming, visibleBooks } from "../catalogue/queries.ts";
import type { IsoDay } from "../content/dates.ts";
import { theFormat } from "../content/format-lines.ts";
import { type Block, parseMarkdown, plainText } from "../content/markdown.ts";
import { assetPaths, paths } from "../content/paths.ts";
import type { Catalogue, Site } from "../content/types.ts";
import {
  customFieldName,
  landingService,
  type Magnet,
  type ReviewTeam,
  type SignupContract,
  type SignupField,
  signupContract,
} from "../schema/signups.ts";
import { pageSeo } from "./seo.ts";
import { bookCard } from "./share-cards.ts";

/**
 * The pages where a reader signs up for something of their own, the free book (the reader
 * magnet) and the review team, and the lines that lead to them from the rest of the site.
 */

/** How a reader signs up: at another service's page, or with the site's own form. */
export type SignupWay =
  | { kind: "landing"; url: string; service: string | null }
  | { kind: "form"; form: SignupContract };

function signupWay(site: Site, settings: Magnet | ReviewTeam, fields: SignupField[]): SignupWay {
  if (settings.landing !== undefined) {
    return { kind: "landing", url: settings.landing, service: landingService(settings.landing) };
  }
  if (settings.signup === undefined || site.subscribe === undefined) {
    // The content's checks (signupPageIssues) refuse a page with neither, so the build never
    // gets here with one.
    throw new Error(`${settings.path} has no way to sign up: the content's checks let it through`);
  }
  const form = signupContract(site.subscribe, settings.signup);
  return { kind: "form", form: { ...form, fields: [...form.fields, ...fields] } };
}

/** The free book as the site names it: its title, and its page when it is the catalogue's. */
function magnetBook(catalogue: Pick<Catalogue, "books">, magnet: Magnet) {
  const book = catalogue.books.find((b) => b.id === magnet.book);
  return book
    ? {
        title: book.title,
        cover: assetPaths.cover(book.id),
        description: book.description,
        href: paths.book(book.id),
      }
    : {
        title: magnet.title ?? "",
        cover: magnet.cover ?? "",
        description: parseMarkdown(magnet.description ?? ""),
        href: null,
      };
}

/**
 * What the free book's page shows: the book, what the reader gets, the sign-up, what next; its
 * share card is the book's where it is one of the catalogue's (a book that is only the gift
 * has none: the author's portrait).
 */
export function magnetPage(
  catalogue: Pick<Catalogue, "books" | "series" | "site" | "authors">,
  magnet: Magnet,
) {
  const { site } = catalogue;
  const book = magnetBook(catalogue, magnet);
  const way = signupWay(site, magnet, []);
  const offer =
    magnet.offer ??
    capitalised(
      lines.magnet_offer({
        format: theFormat(magnet.format),
        title: book.title,
        author: site.author.name,
      }),
    );
  const listed = catalogue.books.find((b) => b.id === magnet.book);
  return {
    path: magnet.path,
    author: site.author.name,
    book,
    format: magnet.format,
    offer,
    next: magnet.next ?? nextStep(way),
    way,
    seo: pageSeo(site, magnet.path, {
      title: seo.magnet_title({ title: book.title, author: site.author.name }),
      description: `${offer} ${plainText(book.description)}`,
      ...(listed && { card: bookCard(listed, catalogue) }),
    }),
  };
}
export type MagnetPage = ReturnType<typeof magnetPage>;

/** What happens after signing up for the free book, where the author does not say. */
function nextStep(way: SignupWay): string {
  if (way.kind === "form") return lines.magnet_next_inbox();
  return way.service === null
    ? lines.magnet_next_page()
    : lines.magnet_next_service({ service: way.service });
}

/** The one line that offers the free book in the footer, under the mailing list's form. */
export function magnetLine(catalogue: Pick<Catalogue, "books" | "site">) {
  const { magnet } = catalogue.site;
  if (!magnet) return null;
  return { href: magnet.path, title: magnetBook(catalogue, magnet).title, format: magnet.format };
}

/** What the review team's page shows: the terms, the books to come, the sign-up. */
export function reviewTeamPage(
  catalogue: Pick<Catalogue, "books" | "site" | "authors">,
  team: ReviewTeam,
  today: IsoDay,
) {
  const { site } = catalogue;
  const name =
    team.reviewsField !== undefined && site.subscribe !== undefined
      ? customFieldName(site.subscribe, team.reviewsField)
      : null;
  // "Where do you post reviews?", as the service's custom field, where the author names one.
  const fields =
    name === null ? [] : [{ name, label: lines.reviews_question(), hint: lines.reviews_hint() }];
  const terms: Block[] = parseMarkdown(team.terms);
  return {
    path: team.path,
    author: site.author.name,
    terms,
    // Soonest first, a day's books by title; the page drops any the visitor's day has reached.
    coming: visibleBooks(catalogue.books)
      .filter((book) => isUpcoming(book, today))
      .sort((a, b) => a.pubDate.localeCompare(b.pubDate) || a.title.localeCompare(b.title))
      .map(cardsFor(catalogue)),
    way: signupWay(site, team, fields),
    seo: pageSeo(site, team.path, {
      title: seo.team_title({ author: site.author.name }),
      description: `${seo.team_description({ author: site.author.name })} ${plainText(terms)}`,
    }),
  };
}
export type ReviewTeamPage = ReturnType<typeof reviewTeamPage>;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
