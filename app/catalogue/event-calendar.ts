import ical from "ical-generator";
import type { IsoDay } from "./dates.ts";
import { instantOf } from "./event-times.ts";
import { plainText } from "./markdown.ts";
import { paths } from "./paths.ts";
import type { Catalogue, SiteEvent } from "./schema.ts";
import { absolute } from "./seo.ts";

/**
 * An event as a calendar file (RFC 5545, made with ical-generator), for "Add to my calendar":
 * one event, its start and end as moments in UTC (a calendar shows them on the reader's own
 * clock, and UTC needs no VTIMEZONE block), where it is (the venue and address, or the link
 * to join), and the events page as its URL. The UID stays the same from build to build, so a
 * calendar that imports the file again updates the event (a moved time moves it).
 */
export function eventCalendar(
  event: SiteEvent,
  catalogue: Pick<Catalogue, "site">,
  stamp: IsoDay,
): string {
  const { site } = catalogue;
  const page = absolute(site, paths.event(event.id));
  const calendar = ical({
    prodId: { company: site.author.name, product: "Events", language: "EN" },
    name: event.title,
  });
  const where = event.place ? `${event.place.venue}, ${event.place.address}` : event.online;
  calendar.createEvent({
    id: `event-${event.id}@${new URL(site.url).hostname}`,
    start: instantOf(event.start, event.timeZone),
    ...(event.end ? { end: instantOf(event.end, event.timeZone) } : {}),
    stamp: new Date(`${stamp}T00:00:00Z`),
    summary: event.title,
    description: [
      plainText(event.description),
      ...(event.online ? [`Join online: ${event.online}`] : []),
      page,
    ].join("\n\n"),
    ...(where ? { location: where } : {}),
    url: page,
  });
  return calendar.toString();
}
