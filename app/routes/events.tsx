import { splitEvents } from "~/catalogue/events";
import { EventList } from "~/components/events/event-list";
import { GoBack } from "~/components/ui/go-back";
import { useToday } from "~/hooks/use-today";
import { eventsPage } from "~/pages/events-page";
import { pageHead } from "~/pages/head-tags";
import { loadCatalogue } from "~/schema/content.server";
import * as says from "~messages/events";
import type { Route } from "./+types/events";
import styles from "./events.module.css";

// The author's events at /events: those to come, soonest first, then those past, latest
// first, each with its calendar file and its schema.org Event.
export function loader() {
  return eventsPage(loadCatalogue());
}

export const meta = pageHead;

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  // The visitor's day, not the build's: an event a page built last week lists as to come may
  // be over.
  const { upcoming, past } = splitEvents(loaderData.events, useToday());
  return (
    <section className="page" aria-labelledby="events-title">
      <p>
        <GoBack />
      </p>
      <h1 id="events-title">{says.title()}</h1>
      <section className={styles.group} aria-labelledby="upcoming-events-title">
        <h2 id="upcoming-events-title">{says.upcoming()}</h2>
        {upcoming.length > 0 ? (
          <EventList events={upcoming} />
        ) : (
          <p className={styles.empty}>{says.none_upcoming()}</p>
        )}
      </section>
      {past.length > 0 && (
        <section className={styles.group} aria-labelledby="past-events-title">
          <h2 id="past-events-title">{says.past()}</h2>
          <EventList events={past} />
        </section>
      )}
    </section>
  );
}
