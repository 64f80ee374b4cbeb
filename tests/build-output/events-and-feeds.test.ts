import { parseAtomFeed } from "feedsmith";
import ICAL from "ical.js";
import { describe, expect, test } from "vitest";
import { type EventCard, eventCards, splitEvents } from "../../app/catalogue/events.ts";
import { homeAnchors } from "../../app/pages/home-page.ts";
import { catalogue, hidden, visible } from "../catalogue.ts";
import { all, buttons, headings, headOf, labelled, linkNamed, links, textOf } from "./dom.ts";
import { lacking } from "./lacking.ts";
import { buildDay, site } from "./main-build.ts";

const SITE = catalogue.site.url.replace(/\/$/, "");
const cards = eventCards(catalogue);
const titles = (events: readonly EventCard[]) => events.map((event) => event.title);

describe("the events page", () => {
  test("is built, and linked from the menu, when the content has events, and only then", () => {
    const menu = labelled(site.page("/").document, "nav", "Main") as Element;
    expect(site.pagePaths.includes("/events")).toBe(cards.length > 0);
    expect(linkNamed(menu, "Events")?.href).toBe(cards.length > 0 ? "/events" : undefined);
  });
  if (cards.length === 0) return lacking("its events", "the content has no events");
  const { document } = site.page("/events");
  const main = document.querySelector("main") as Element;
  const { upcoming, past } = splitEvents(cards, buildDay);

  test("lists what is to come, soonest first, then what is past, latest first", () => {
    const listed = (name: string) => {
      const region = labelled(main, "section", name);
      return region ? headings(region, 3) : [];
    };
    expect(listed("Upcoming events")).toEqual(titles(upcoming));
    if (upcoming.length === 0) expect(textOf(main)).toContain("No events are planned just now");
    expect(listed("Past events")).toEqual(titles(past));
  });

  test("gives each event its time and zone, its books, and its calendar file", () => {
    for (const event of cards) {
      const article = labelled(main, "article", event.title) as Element;
      expect(textOf(article)).toContain(event.when);
      expect(textOf(article)).toContain(event.zone);
      for (const book of event.books)
        expect(linkNamed(article, book.title)?.href).toBe(`/book/${book.id}`);
      const calendar = linkNamed(article, /^Add to my calendar/);
      expect(calendar?.href).toBe(`/events/${event.id}/calendar.ics`);
    }
  });

  test("each event's calendar file opens in a calendar at the event's moment", () => {
    for (const event of cards) {
      const text = site.text(`events/${event.id}/calendar.ics`);
      const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent");
      if (!vevent) throw new Error(`${event.id}'s calendar file has no event`);
      const parsed = new ICAL.Event(vevent);
      expect(parsed.summary).toBe(event.title);
      expect(parsed.startDate.toJSDate().toISOString()).toBe(event.startsAt);
      if (event.endsAt) expect(parsed.endDate.toJSDate().toISOString()).toBe(event.endsAt);
    }
  });

  test("search engines read each event as a schema.org Event, with how to attend", () => {
    const events = headOf(document).jsonLd.filter((item) => item["@type"] === "Event");
    expect(events.map((event) => event.name).sort()).toEqual(titles(cards).sort());
    for (const event of events) {
      expect(event.eventAttendanceMode).toMatch(
        /^https:\/\/schema\.org\/(Offline|Online|Mixed)EventAttendanceMode$/,
      );
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
    }
  });
});

test("sitemap.xml lists every page a search engine may index, once, and robots.txt points at it", () => {
  const sitemap = site.text("sitemap.xml");
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // The canonical address of each prerendered page that does not ask to be left out.
  const indexable = site
    .pages()
    .map((page) => headOf(page.document))
    .filter((head) => head.meta("robots") !== "noindex")
    .map((head) => head.canonical);
  expect([...locs].sort()).toEqual([...new Set(indexable)].sort());
  expect(new Set(locs).size).toBe(locs.length);
  // A book's own page, not its sample's or guide's.
  expect(locs.filter((l) => l && /\/book\/[^/]+$/.test(l))).toHaveLength(visible.length);
  for (const book of hidden) expect(sitemap).not.toContain(`/book/${book.id}<`);
  expect(site.text("robots.txt")).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test("the Atom feed carries the news and new releases, and no hidden book", () => {
  const text = site.text("feed.xml");
  const feed = parseAtomFeed(text);
  const entries = (feed.entries ?? []).map((entry) => entry.title?.value ?? "");
  for (const item of catalogue.news) expect(entries).toContain(item.title);
  for (const book of hidden) expect(text).not.toContain(book.title);
});

test("the home page has its own title, description, canonical, cards and JSON-LD", () => {
  const { document } = site.page("/");
  expect(textOf(document.querySelector("title"))).toContain(catalogue.site.author.name);
  const description = headOf(document).meta("description") ?? "";
  expect(description.length).toBeGreaterThan(50);
  expect(description.length).toBeLessThanOrEqual(155);
  expect(headOf(document).canonical).toBe(`${SITE}/`);
  expect(headOf(document).meta("og:image")).toMatch(/^https:\/\//);
  expect(
    all(document, 'link[rel="alternate"][type="application/atom+xml"]').map((l) =>
      l.getAttribute("href"),
    ),
  ).toEqual(["/feed.xml"]);
  const data = headOf(document).jsonLd;
  // The latest news as an ItemList, when there is news.
  expect(data.map((d) => d["@type"])).toEqual([
    "Person",
    "WebSite",
    ...(catalogue.news.length > 0 ? ["ItemList"] : []),
  ]);
  expect(data[0]).toMatchObject({
    "@context": "https://schema.org",
    name: catalogue.site.author.name,
  });
  expect(data[1]).toMatchObject({
    potentialAction: {
      "@type": "SearchAction",
      target: { urlTemplate: `${SITE}/search/{search_term_string}` },
    },
  });
});

test("book, series and home pages share as a large card: 1200×630, under 300 KiB, with alt text", () => {
  const paths = site.pagePaths.filter(
    (path) => path === "/" || /^\/book\/[^/]+$/.test(path) || path.startsWith("/series/"),
  );
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) {
    const { document } = site.page(path);
    const image = headOf(document).meta("og:image") ?? "";
    expect(image, path).toMatch(/\/assets\/cards\/.+\.jpg$/);
    expect(headOf(document).meta("og:image:width"), path).toBe("1200");
    expect(headOf(document).meta("og:image:height"), path).toBe("630");
    expect(headOf(document).meta("og:image:alt"), path).toMatch(/\S/);
    expect(headOf(document).meta("twitter:card"), path).toBe("summary_large_image");
    const bytes = site.bytes(new URL(image).pathname);
    expect(bytes.length, path).toBeLessThan(300 * 1024);
    // The JPEG's own size, from its start-of-frame marker.
    const sof = bytes.findIndex(
      (byte, i) => byte === 0xff && [0xc0, 0xc2].includes(bytes[i + 1] ?? 0),
    );
    expect([bytes.readUInt16BE(sof + 7), bytes.readUInt16BE(sof + 5)], path).toEqual([1200, 630]);
  }
});

describe("the header and footer", () => {
  const first = visible[0];
  const { document } = site.page(first ? `/book/${first.id}` : "/");
  const menu = labelled(document, "nav", "Main") as Element;
  const anchors = new Set(homeAnchors(catalogue));

  test("section links lead to the home page's anchors, and only to sections with something to show", () => {
    for (const [name, id] of [
      ["Featured", "featured"],
      ["About", "about"],
      ["Trailers", "trailers"],
      ["Nonfiction", "nonfiction"],
      ["Singles", "singles"],
    ] as const) {
      const link = linkNamed(menu, name);
      expect(link?.href, name).toBe(anchors.has(id) ? `/#${id}` : undefined);
    }
  });

  test("the blog link opens the configured blog in a new tab, where the site names one", () => {
    const blog = linkNamed(menu, /Blog/);
    const { blogUrl } = catalogue.site;
    expect(blog?.href).toBe(blogUrl === "" ? undefined : blogUrl);
    if (blog) expect([blog.target, blog.rel]).toEqual(["_blank", "noopener noreferrer"]);
  });

  test("Shop, in the menu and the footer, opens the author's store front where the site names one", () => {
    const footer = document.querySelector("footer") as Element;
    const { shopUrl } = catalogue.site;
    for (const region of [menu, footer]) {
      const shop = linkNamed(region, /^Shop/);
      expect(shop?.href).toBe(shopUrl === "" ? undefined : shopUrl);
      if (shop) expect([shop.target, shop.rel]).toEqual(["_blank", "noopener noreferrer"]);
    }
  });

  test("the Fiction menu lists all fiction and every listed series", () => {
    const hasFiction = anchors.has("fiction");
    const seriesLinks = links(menu).filter((l) => l.href.startsWith("/series/"));
    const listed = catalogue.series.filter((s) => site.pagePaths.includes(`/series/${s.key}`));
    expect(seriesLinks.map((l) => [l.name, l.href])).toEqual(
      listed.map((s) => [s.title, `/series/${s.key}`]),
    );
    // A menu of series when there are series to list, else a plain link, or nothing.
    expect(buttons(menu).includes("Fiction")).toBe(listed.length > 0);
    if (listed.length > 0) {
      expect(linkNamed(menu, "All Fiction Titles")?.href).toBe(
        hasFiction ? "/#fiction" : undefined,
      );
    } else {
      expect(linkNamed(menu, "Fiction")?.href).toBe(hasFiction ? "/#fiction" : undefined);
    }
  });

  test("the footer links the social profiles in new tabs", () => {
    const footer = document.querySelector("footer") as Element;
    for (const profile of catalogue.site.social) {
      const link = links(footer).find((l) => l.href === profile.url);
      expect(link?.name, profile.url).toContain(profile.label);
      expect(link?.target).toBe("_blank");
      expect(link?.rel).toBe("noopener noreferrer");
    }
  });
});
