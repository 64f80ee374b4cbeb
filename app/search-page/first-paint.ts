/**
 * The search page's first paint, a small script of its own. The search page is the one page
 * the build cannot prerender, and its results would otherwise wait for the whole app. This
 * draws them into the prerendered frame as soon as the index has loaded, then lets the app
 * start (the SPA fallback's bootstrap waits for FIRST_PAINT_EVENT). The app hydrates over
 * what it drew (the root's HydrateFallback draws the same results), then the search route
 * takes over with the same results again.
 *
 * It draws exactly what the app renders (SearchPage, SearchResults, Cover, Picture,
 * GoBack), element for element, because hydration adopts these elements as they are;
 * tests/e2e/hydration.spec.ts fails when the two differ. Change them together.
 */
import { IMAGE_SIZES, webpSrcSet } from "~/catalogue/images";
import { paths } from "~/catalogue/paths";
import { RIBBON_TEXT, ribbonFor } from "~/catalogue/queries";
import { type SearchHit, searchCatalogue, searchTitle } from "~/catalogue/search";
import coverStyles from "~/components/cover.module.css";
import resultStyles from "~/components/search-results.module.css";
import {
  FIELD_LABEL,
  FIRST_PAINT_EVENT,
  queryFromPath,
  rememberPaintedSearch,
  resultsHeading,
} from "./first-paint-contract";
import { loadSearchIndex } from "./index-store";

type Child = Node | string;

/** An element with attributes (left out when undefined) and children. */
function h(tag: string, attributes: Record<string, string | undefined>, ...children: Child[]) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  element.append(...children);
  return element;
}

function cover(book: SearchHit["book"]) {
  // Hydration renders the build day; the route corrects it to the visitor's day after.
  const ribbon = ribbonFor(book, __BUILD_DAY__);
  const original = paths.cover(book.id);
  return h(
    "span",
    { class: coverStyles.cover },
    h(
      "picture",
      {},
      h("source", {
        type: "image/webp",
        srcset: webpSrcSet(original, "cover"),
        sizes: IMAGE_SIZES.result,
      }),
      h("img", {
        class: coverStyles.image,
        width: "800",
        height: "1200",
        loading: "lazy",
        decoding: "async",
        src: original,
        alt: book.title,
      }),
    ),
    ...(ribbon
      ? [
          h("img", {
            class: coverStyles.ribbon,
            src: paths.ribbon(ribbon),
            alt: RIBBON_TEXT[ribbon],
            width: "300",
            height: "300",
            "data-ribbon": ribbon,
          }),
        ]
      : []),
  );
}

function results(hits: SearchHit[]) {
  if (hits.length === 0) return h("p", {}, "Try a title, a series, or a word such as “prophecy”.");
  return h(
    "ol",
    { class: resultStyles.list },
    ...hits.map((hit) =>
      h(
        "li",
        { class: resultStyles.hit },
        h(
          "a",
          {
            href: paths.book(hit.book.id),
            class: resultStyles.cover,
            tabindex: "-1",
            "aria-hidden": "true",
            "data-discover": "true",
          },
          cover(hit.book),
        ),
        h(
          "div",
          {},
          h(
            "h2",
            { class: resultStyles.title },
            h("a", { href: paths.book(hit.book.id), "data-discover": "true" }, hit.book.title),
          ),
          h(
            "p",
            { class: resultStyles.match },
            h("span", { class: resultStyles.field }, FIELD_LABEL[hit.field], ": "),
            ...hit.segments.map((segment) =>
              segment.match ? h("mark", {}, segment.text) : document.createTextNode(segment.text),
            ),
          ),
        ),
      ),
    ),
  );
}

function searchPage(query: string, hits: SearchHit[]) {
  return h(
    "section",
    { class: "page", "aria-labelledby": "search-title" },
    h("h1", { id: "search-title" }, resultsHeading(query, hits.length)),
    results(hits),
    h(
      "p",
      { class: "actions" },
      h("button", { type: "button", class: "button button-quiet" }, "Go Back"),
      h("a", { class: "button", href: paths.home, "data-discover": "true" }, "Return to Home"),
    ),
  );
}

async function paint() {
  const query = queryFromPath(window.location.pathname);
  const main = document.getElementById("main");
  if (query === undefined || !main) return;
  const hits = searchCatalogue(await loadSearchIndex(), query);
  document.title = searchTitle(query);
  main.replaceChildren(searchPage(query, hits));
  rememberPaintedSearch({ query, hits });
}

// Whatever happens here, the app starts once the page has painted; on a failure it shows
// the error itself.
paint()
  .catch(() => {})
  .finally(() =>
    requestAnimationFrame(() => setTimeout(() => dispatchEvent(new Event(FIRST_PAINT_EVENT)), 0)),
  );
