import { Link } from "react-router";
import type { EventCard } from "~/catalogue/events";
import { visitorTime } from "~/content/event-times";
import { eventAnchor, paths, siteUrl } from "~/content/paths";
import { useVisitorOffset } from "~/hooks/use-visitor-offset";
import * as says from "~messages/events";
import { Description } from "../ui/description";
import { ExternalLink } from "../ui/external-link";
import styles from "./event-list.module.css";

/**
 * Events, each with when it is on its own clock and zone (and, once the app runs, on the
 * visitor's clock where that differs), where it is or the link to join, the books it is
 * about (but the one whose page lists them, `onBookPage`), and its calendar file. `brief`
 * leaves out the descriptions (the home page's and a book page's lists, which link to the
 * events page for them).
 */
export function EventList({
  events,
  brief = false,
  onBookPage,
}: {
  events: EventCard[];
  brief?: boolean;
  onBookPage?: string;
}) {
  const visitorOffset = useVisitorOffset();
  return (
    <ul className={styles.list}>
      {events.map((event) => {
        const titleId = `${eventAnchor(event.id)}-title`;
        const yours =
          visitorOffset &&
          visitorTime(
            event.startsAt,
            event.offset,
            visitorOffset(Date.parse(event.startsAt)),
            event.clock,
          );
        const books = event.books.filter((book) => book.id !== onBookPage);
        return (
          <li key={event.id} className={`paper ${styles.item}`}>
            <article id={brief ? undefined : eventAnchor(event.id)} aria-labelledby={titleId}>
              <h3 id={titleId} className={styles.title}>
                {brief ? <Link to={paths.event(event.id)}>{event.title}</Link> : event.title}
              </h3>
              <p className={styles.when}>
                <time dateTime={event.startsAt}>{event.when}</time>
                <span className={styles.zone}>{event.zone}</span>
                {/* Its line is kept while the page loads, so nothing moves when it is filled. */}
                <span className={styles.yours} data-browser-only>
                  {visitorOffset &&
                    (yours ? says.your_time({ time: yours }) : says.your_zone_too())}
                </span>
              </p>
              {event.place && (
                <p className={styles.where}>
                  {event.place.venue}, {event.place.address}
                </p>
              )}
              {event.online && (
                <p className={styles.where}>
                  {says.online()} <ExternalLink href={event.online}>{says.join()}</ExternalLink>
                </p>
              )}
              {!brief && <Description blocks={event.description} />}
              {books.length > 0 && (
                <p className={styles.books}>
                  {onBookPage ? says.also_about() : says.about()}{" "}
                  {books.map((book, index) => (
                    <span key={book.id}>
                      {index > 0 && (index === books.length - 1 ? says.list_and() : ", ")}
                      <Link to={paths.book(book.id)}>{book.title}</Link>
                    </span>
                  ))}
                </p>
              )}
              <p className={styles.calendar}>
                <a href={siteUrl(event.calendar)} type="text/calendar">
                  {says.add_to_calendar()}
                  <span className="visually-hidden">: {event.title}</span>
                </a>
              </p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
