import ical, { ICalEventTransparency } from "ical-generator";
import type { IsoDay } from "./dates.ts";
import { paths } from "./paths.ts";
import type { Book, Catalogue } from "./schema.ts";
import { absolute } from "./seo.ts";

/**
 * A coming book's release day as a calendar file (RFC 5545, made with ical-generator): one
 * all-day event on its publication day, with its page as the event's URL, for "Add release
 * day to my calendar". `stamp` is the day the file is made (the build day). The event's UID
 * stays the same from build to build, so a calendar that imports the file again updates the
 * event rather than adding a second one (a changed date moves it).
 */
export function releaseCalendar(
  book: Pick<Book, "id" | "title" | "pubDate">,
  catalogue: Pick<Catalogue, "site">,
  stamp: IsoDay,
): string {
  const { site } = catalogue;
  const page = absolute(site, paths.book(book.id));
  const calendar = ical({
    prodId: { company: site.author.name, product: "Book releases", language: "EN" },
    name: `${book.title}: release day`,
  });
  calendar.createEvent({
    id: `release-${book.id}@${new URL(site.url).hostname}`,
    allDay: true,
    start: new Date(`${book.pubDate}T00:00:00Z`),
    stamp: new Date(`${stamp}T00:00:00Z`),
    summary: `${book.title} by ${site.author.name} is out`,
    description: `${book.title}, the new book by ${site.author.name}, comes out today.\n${page}`,
    url: page,
    // A reminder of a day, not a meeting: it keeps the day free.
    transparency: ICalEventTransparency.TRANSPARENT,
  });
  return calendar.toString();
}
