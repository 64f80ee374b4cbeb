import { test } from "@fast-check/vitest";
import { expect } from "vitest";
import { environment } from "../../config/environment.mjs";
import { listedSeries } from "../catalogue/queries.ts";
import { eventAnchor, paths } from "../content/paths.ts";
import { catalogueOf } from "../schema/catalogue-files.test-helper.ts";
import {
  type CatalogueModel,
  catalogueModel,
  catalogueRuns,
  TODAY,
} from "../schema/catalogue-model.test-helper.ts";
import { BOX_SET_NUMBER } from "../schema/schema.ts";
import { answer, parseAssistantData } from "./assistant.ts";
import { assistantData } from "./assistant-data.server.ts";
import { seriesAtomFeed } from "./feeds.ts";
import { homeAnchors } from "./home-page.ts";
import { seriesPage, shellData } from "./page-data.ts";
import { seriesSeo } from "./seo.ts";
import { everyPage, linksIn } from "./site-data.test-helper.ts";
import { tropesPage } from "./trope-pages.ts";

/** The site's rules over generated catalogues (docs/testing.md), at the level of the page data. */

const { params, timeout } = catalogueRuns(environment.catalogueRuns);

/** What a reader asks the chat, of the catalogue and of each book. */
const questions = (titles: string[]) => [
  "Where do I start?",
  "What's your latest book?",
  "Is the series finished?",
  "Do you have a free book?",
  "Any content warnings?",
  ...titles.flatMap((title) => [`Where can I buy ${title}?`, `Is ${title} on audio?`]),
];

test.prop([catalogueModel()], params)(
  "every link in any page's data, the frame's and the chat's answers points at a page the site builds",
  (model) => {
    const catalogue = catalogueOf(model);
    const pages = everyPage(catalogue, TODAY);
    const built = new Set(pages.map(({ page }) => page.path));
    const anchors = new Map<string, string[]>([
      [paths.home, homeAnchors(catalogue)],
      [paths.tropes, tropesPage(catalogue).heat.map((level) => level.id)],
      [paths.events, catalogue.events.map((event) => eventAnchor(event.id))],
    ]);
    const builds = (link: string) => {
      const [path = "", fragment] = link.split("#");
      const known = anchors.get(path);
      return (
        (built.has(path) || path.startsWith(`${paths.searchPage}/`)) &&
        (fragment === undefined || known === undefined || known.includes(fragment))
      );
    };
    const chat = parseAssistantData(assistantData(catalogue, []));
    const everything = [
      ...pages,
      { page: { path: "the frame of every page" }, data: shellData(catalogue) },
      {
        page: { path: "the chat" },
        data: questions(chat.books.map((book) => book.title)).map((q) => answer(q, chat, TODAY)),
      },
    ];
    const broken = everything.flatMap(({ page, data }) =>
      linksIn(data, catalogue.site)
        .filter((link) => !builds(link))
        .map((link) => `${page.path} links ${link}`),
    );
    expect([...new Set(broken)]).toEqual([]);
  },
  timeout,
);

test.prop([catalogueModel()], params)(
  "a hidden book is in no listing, search index, feed or sitemap: only its own page names it",
  (model) => {
    const catalogue = catalogueOf(model);
    const pages = [
      ...everyPage(catalogue, TODAY),
      { page: { path: "the frame of every page" }, data: shellData(catalogue) },
    ];
    const leaks = catalogue.books
      .filter((book) => book.hidden)
      .flatMap((book) => {
        const own = [paths.book(book.id), ...book.aliases];
        const named = (link: string) =>
          link === paths.book(book.id) ||
          link.startsWith(`${paths.book(book.id)}/`) ||
          link.startsWith(`${paths.book(book.id)}#`);
        return pages
          .filter(({ page }) => !own.includes(page.path))
          .filter(({ data }) => linksIn(data, catalogue.site).some(named))
          .map(({ page }) => `${page.path} names the hidden ${book.id}`);
      });
    expect(leaks).toEqual([]);
  },
  timeout,
);

/** The visible books a series numbers, by the model: those it is the first series of. */
const placed = (model: CatalogueModel, seriesId: string) =>
  model.books.filter(
    (book) =>
      !book.hidden &&
      book.series[0] === seriesId &&
      book.seriesNum !== null &&
      book.seriesNum !== BOX_SET_NUMBER,
  );

test.prop([catalogueModel()], params)(
  "a series numbers and counts only the books it is first for: on its page, its JSON-LD and its feed",
  (model) => {
    const catalogue = catalogueOf(model);
    const wrong = listedSeries(catalogue).flatMap((series) => {
      const own = placed(model, series.id);
      const ids = own.map((book) => book.id).sort();
      const page = seriesPage(series, catalogue);
      const numbered = page.books.filter((book) => book.position !== null).map((book) => book.id);
      const [jsonLd] = seriesSeo(series, catalogue).jsonLd;
      const parts = (jsonLd?.hasPart ?? []) as { url: string; position?: number }[];
      const inJsonLd = parts
        .filter((part) => part.position !== undefined)
        .map((part) => part.url.slice(part.url.lastIndexOf("/") + 1));
      const entries = seriesAtomFeed(catalogue, series).split("<entry>").slice(1);
      const inFeed = entries
        .filter((entry) => /<title[^>]*>(?:<!\[CDATA\[)?Book [\d.]+: /.test(entry))
        .map((entry) => /\/book\/([a-z0-9-]+)/.exec(entry)?.[1] ?? "");
      const whole = own.filter((book) => Number.isInteger(book.seriesNum)).length;
      const counted = /(\d+) books? so far/.exec(page.status ?? "")?.[1];
      const first = page.books.find((book) => book.startHere);
      return [
        ...(numbered.sort().join() === ids.join() ? [] : [`its page numbers ${numbered}`]),
        ...(inJsonLd.sort().join() === ids.join() ? [] : [`its JSON-LD numbers ${inJsonLd}`]),
        ...(inFeed.sort().join() === ids.join() ? [] : [`its feed numbers ${inFeed}`]),
        ...(counted === undefined || Number(counted) === whole ? [] : [`it counts ${counted}`]),
        ...(first === undefined || ids.includes(first.id) ? [] : [`it starts with ${first.id}`]),
      ].map((what) => `${series.id} numbers ${ids.join(", ") || "none"}, but ${what}`);
    });
    expect(wrong).toEqual([]);
  },
  timeout,
);
