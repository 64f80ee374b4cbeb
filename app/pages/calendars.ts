import ical, { type ICalEventData, ICalEventTransparency } from "ical-generator";
import * as says from "~messages/calendar";
import { authorsOf } from "../catalogue/authors.ts";
import type { IsoDay } from "../content/dates.ts";
import { instantOf } from "../content/event-times.ts";
import { plainText } from "../content/markdown.ts";
import { paths } from "../content/paths.ts";
import type { Book, Catalogue, Site, SiteEvent } from "../content/types.ts";
import { wordList } from "../i18n/formats.ts";
import { absolute } from "./seo.ts";

/**
 * A calendar file (RFC 5545, made with ical-generator) of one event, for the site's "Add to
 * my calendar" links. `uid` names the event within the site: with the site's host it makes
 * the UID, the same from build to build, so a calendar that imports the file again updates
 * the event rather than adding a second one (a moved date moves it). `stamp` is the day the
 * file is made (the build day).
 */
function calendarFile(
  site: Site,
  file: { product: string; name: string; uid: string; stamp: IsoDay },
  event: Omit<ICalEventData, "id" | "stamp">,
): string {
  const calendar = ical({
    prodId: { company: site.author.name, product: file.product, language: "EN" },
    name: file.name,
  });
  calendar.createEvent({
    ...event,
    id: `${file.uid}@${new URL(site.url).hostname}`,
    stamp: new Date(`${file.stamp}T00:00:00Z`),
  });
  return calendar.toString();
}

/**
 * A coming book's release day: one all-day event on its publication day, with its page as
 * the event's URL, for "Add release day to my calendar".
 */
export function releaseCalendar(
  book: Pick<Book, "id" | "title" | "pubDate" | "authors">,
  catalogue: Pick<Catalogue, "site" | "authors">,
  stamp: IsoDay,
): string {
  const { site } = catalogue;
  const page = absolute(site, paths.book(book.id));
  const { title } = book;
  const authors = wordList(authorsOf(book, catalogue.authors).map((author) => author.name));
  return calendarFile(
    site,
    {
      product: "Book releases",
      name: says.release_name({ title }),
      uid: `release-${book.id}`,
      stamp,
    },
    {
      allDay: true,
      start: new Date(`${book.pubDate}T00:00:00Z`),
      summary: says.release_summary({ title, authors }),
      description: `${says.release_description({ title, authors })}\n${page}`,
      url: page,
      // A reminder of a day, not a meeting: it keeps the day free.
      transparency: ICalEventTransparency.TRANSPARENT,
    },
  );
}

/**
 * An event, for its "Add to my calendar": its start and end as moments in UTC (a calendar
 * shows them on the reader's own clock, and UTC needs no VTIMEZONE block), where it is (the
 * venue and address, or the link to join), and the events page as its URL.
 */
export function eventCalendar(
  event: SiteEvent,
  catalogue: Pick<Catalogue, "site">,
  stamp: IsoDay,
): string {
  const { site } = catalogue;
  const page = absolute(site, paths.event(event.id));
  const where = event.place ? `${event.place.venue}, ${event.place.address}` : event.online;
  return calendarFile(
    site,
    { product: "Events", name: event.title, uid: `event-${event.id}`, stamp },
    {
      start: instantOf(event.start, event.timeZone),
      ...(event.end ? { end: instantOf(event.end, event.timeZone) } : {}),
      summary: event.title,
      description: [
        plainText(event.description),
        ...(event.online ? [says.join_online({ url: event.online })] : []),
        page,
      ].join("\n\n"),
      ...(where ? { location: where } : {}),
      url: page,
    },
  );
}
