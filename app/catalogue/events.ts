import type { IsoDay } from "../content/dates.ts";
import { dayOf, instantOf, zoneOffset } from "../content/event-times.ts";
import type { Block } from "../content/markdown.ts";
import { byCodeUnits } from "../content/order.ts";
import { paths } from "../content/paths.ts";
import type { Catalogue, SiteEvent } from "../content/types.ts";
import { type VisitorClock, visitorClock } from "../i18n/times.ts";
import { eventWhen, eventZone } from "./event-lines.ts";
import { visibleBooks } from "./queries.ts";

/**
 * The author's events (readings, signings, launches, talks) as the pages show them. An event
 * is upcoming until the end of its last day, counted in days as the rest of the site counts
 * them: a signing this afternoon is still listed this evening, and gone tomorrow.
 */

/** An event as a page shows it; everything a page needs is worked out here, at build. */
export type EventCard = {
  id: string;
  title: string;
  /** When, on the event's own clock: `Saturday, December 5, 2026, 7:00 PM to 9:00 PM`. */
  when: string;
  /** The event's zone that day, such as `Central Standard Time`, and its IANA name. */
  zone: string;
  timeZone: string;
  /** The start and end as moments (ISO 8601 in UTC), for the visitor's own clock. */
  startsAt: string;
  /** How far the event's clock is ahead of UTC at its start, in minutes (-360 in Chicago). */
  offset: number;
  endsAt: string | null;
  /** How the site's language writes the start on the visitor's clock (the same for every card). */
  clock: VisitorClock;
  /** The last day it takes place on, in its zone: it is upcoming until that day is over. */
  lastDay: IsoDay;
  place: { venue: string; address: string } | null;
  online: string | null;
  description: Block[];
  /** The visible books it is about, for links to their pages. */
  books: { id: string; title: string }[];
  /** Its calendar file (RFC 5545). */
  calendar: string;
};

/**
 * The events still to come (soonest first) and those past (latest first) on a day, from
 * events in any order.
 */
export function splitEvents<T extends Timed>(
  events: readonly T[],
  today: IsoDay,
): { upcoming: T[]; past: T[] } {
  const sorted = soonestFirst(events);
  return {
    upcoming: sorted.filter((event) => event.lastDay >= today),
    past: sorted.filter((event) => event.lastDay < today).reverse(),
  };
}

type Timed = { lastDay: IsoDay; startsAt: string; id: string };

/** Events by when they start, whatever their zones (ISO moments in UTC sort as text). */
const soonestFirst = <T extends Timed>(events: readonly T[]): T[] =>
  [...events].sort((a, b) => byCodeUnits(a.startsAt, b.startsAt) || byCodeUnits(a.id, b.id));

type VisibleBooks = Map<string, { id: string; title: string }>;

/** The event as the pages show it, with the books of it that the site shows. */
function eventCard(event: SiteEvent, visible: VisibleBooks): EventCard {
  const start = instantOf(event.start, event.timeZone);
  return {
    id: event.id,
    title: event.title,
    when: eventWhen(event.start, event.end),
    zone: eventZone(event.start, event.timeZone),
    timeZone: event.timeZone,
    startsAt: start.toISOString(),
    offset: zoneOffset(start.getTime(), event.timeZone) / 60_000,
    endsAt: event.end === undefined ? null : instantOf(event.end, event.timeZone).toISOString(),
    clock: visitorClock(),
    lastDay: dayOf(event.end ?? event.start),
    place: event.place ?? null,
    online: event.online ?? null,
    description: event.description,
    books: event.books.flatMap((id) => {
      const book = visible.get(id);
      return book ? [{ id: book.id, title: book.title }] : [];
    }),
    calendar: paths.eventCalendar(event.id),
  };
}

/** Each catalogue's cards, worked out once: every book page lists its events from them. */
const cardsByCatalogue = new WeakMap<object, readonly EventCard[]>();

/** Every event as the pages show them, soonest first. */
export function eventCards(catalogue: Pick<Catalogue, "books" | "events">): readonly EventCard[] {
  let cards = cardsByCatalogue.get(catalogue);
  if (!cards) {
    const visible: VisibleBooks = new Map(visibleBooks(catalogue.books).map((b) => [b.id, b]));
    cards = soonestFirst(catalogue.events.map((event) => eventCard(event, visible)));
    cardsByCatalogue.set(catalogue, cards);
  }
  return cards;
}

/** How many coming events the home page shows; the events page has them all. */
export const HOME_EVENT_COUNT = 3;

/**
 * The events still to come on the build day, soonest first, for a page that lists coming
 * events only (the home page, a book's page), of a book when one is given. The page sorts
 * them again on the visitor's day, which may be later.
 */
export function comingEvents(
  catalogue: Pick<Catalogue, "books" | "events">,
  buildDay: IsoDay,
  bookId?: string,
): EventCard[] {
  const cards = eventCards(catalogue);
  return splitEvents(bookId === undefined ? cards : bookEvents(cards, bookId), buildDay).upcoming;
}

/** The events about a book. */
export function bookEvents<T extends { books: { id: string }[] }>(
  events: readonly T[],
  bookId: string,
): T[] {
  return events.filter((event) => event.books.some((book) => book.id === bookId));
}
