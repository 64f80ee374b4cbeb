import * as seo from "~messages/seo";
import { eventCards } from "../catalogue/events.ts";
import { isoWithOffset } from "../content/event-times.ts";
import { plainText } from "../content/markdown.ts";
import { paths } from "../content/paths.ts";
import type { Catalogue, SiteEvent } from "../content/types.ts";
import type { JsonLd } from "./head-tags.ts";
import { absolute, describe, pageSeo } from "./seo.ts";

/**
 * The events page: the author's events, each with its calendar file and its schema.org Event
 * in the page's JSON-LD.
 */
export function eventsPage(catalogue: Pick<Catalogue, "site" | "books" | "events">) {
  const { site } = catalogue;
  return {
    events: eventCards(catalogue),
    seo: pageSeo(site, paths.events, {
      title: seo.events_title({ author: site.author.name }),
      description: seo.events_description({ author: site.author.name }),
      jsonLd: catalogue.events.map((event) => eventJsonLd(event, catalogue)),
    }),
  };
}

/** How a visitor attends, in schema.org's words: in person, online, or either. */
export function attendanceMode(event: Pick<SiteEvent, "place" | "online">): string {
  const mode = event.place && event.online ? "Mixed" : event.online ? "Online" : "Offline";
  return `https://schema.org/${mode}EventAttendanceMode`;
}

/**
 * An event as schema.org's Event, which search engines show in their event listings: its
 * times with their zone's offset that day, how to attend (a Place with its address, a
 * VirtualLocation, or both), the author as performer and organizer, and the books it is about.
 */
export function eventJsonLd(
  event: SiteEvent,
  catalogue: Pick<Catalogue, "site" | "books" | "events">,
): JsonLd {
  const { site } = catalogue;
  const author = { "@type": "Person", name: site.author.name, url: absolute(site, paths.home) };
  const locations: JsonLd[] = [
    ...(event.place
      ? [{ "@type": "Place", name: event.place.venue, address: event.place.address }]
      : []),
    ...(event.online ? [{ "@type": "VirtualLocation", url: event.online }] : []),
  ];
  const books = eventCards(catalogue).find((card) => card.id === event.id)?.books ?? [];
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    "@id": absolute(site, paths.event(event.id)),
    name: event.title,
    description: describe(plainText(event.description), 300),
    url: absolute(site, paths.event(event.id)),
    startDate: isoWithOffset(event.start, event.timeZone),
    ...(event.end ? { endDate: isoWithOffset(event.end, event.timeZone) } : {}),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: attendanceMode(event),
    location: locations.length === 1 ? locations[0] : locations,
    image: absolute(site, site.author.portrait),
    performer: author,
    organizer: author,
    ...(books.length > 0
      ? {
          workFeatured: books.map((book) => ({
            "@type": "Book",
            name: book.title,
            url: absolute(site, paths.book(book.id)),
          })),
        }
      : {}),
  };
}
