import { Link } from "react-router";
import { type EventCard, HOME_EVENT_COUNT, splitEvents } from "~/catalogue/events";
import { paths } from "~/content/paths";
import { useToday } from "~/hooks/use-today";
import * as says from "~messages/events";
import { EventList } from "../events/event-list";
import styles from "./coming-events.module.css";
import { HomeSection } from "./home-section";

/**
 * The home page's "Upcoming events": the next few, on the visitor's day, with a link to all
 * of them; nothing at all when none is to come.
 */
export function ComingEvents({ events }: { events: EventCard[] }) {
  const upcoming = splitEvents(events, useToday()).upcoming;
  if (upcoming.length === 0) return null;
  return (
    <HomeSection id="events" title={says.upcoming()}>
      <EventList events={upcoming.slice(0, HOME_EVENT_COUNT)} brief />
      <p className={styles.more}>
        <Link className="button button-quiet" to={paths.events}>
          {says.all()}
        </Link>
      </p>
    </HomeSection>
  );
}
