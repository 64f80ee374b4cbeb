import { Link } from "react-router";
import { splitEvents } from "~/catalogue/events";
import { isUpcoming } from "~/catalogue/queries";
import { useToday } from "~/hooks/use-today";
import type { BookPage } from "~/pages/page-data";
import * as says from "~messages/book";
import { EventList } from "../events/event-list";
import { SubscribeForm } from "../subscribe/subscribe-form";
import { TrailerList } from "../trailers/trailer-list";
import { ButtonIcon } from "../ui/button-icon";
import { ExternalLink } from "../ui/external-link";
import styles from "./book-extras.module.css";
import { BookGrid } from "./book-grid";
import { BookTropes } from "./book-tropes";
import { BuyButton, MoreStores } from "./buy-links";
import { EditionPicker } from "./edition-picker";
import { Keywords } from "./keywords";
import { PraiseList } from "./praise-list";
import { ReadingOrder } from "./reading-order";

/**
 * What a book's own page adds to its details: praise, where to buy and a sample, the books
 * around it in its series, the trailer, keywords and more books.
 */
export function BookExtras({ page }: { page: BookPage }) {
  const { links, trailer, series, related, book, stores, praise, sample, guide, readingOrder } =
    page;
  // On the visitor's day: an event the page was built before may be over.
  const today = useToday();
  const events = splitEvents(page.events, today).upcoming;
  return (
    <>
      <BookTropes tropes={book.tropes} heat={book.heat} />
      <PraiseList praise={praise} />
      {page.editions && <EditionPicker editions={page.editions} />}
      <div className={styles.actions}>
        {!page.editions && <BuyButton stores={stores} />}
        {links.audiobook && (
          <ExternalLink className="button button-quiet" href={links.audiobook}>
            <ButtonIcon name="audio" className={styles.iconOnDark} />
            {says.listen()}
          </ExternalLink>
        )}
        {links.review && (
          <ExternalLink className="button button-quiet" href={links.review}>
            {says.reviews()}
          </ExternalLink>
        )}
        {sample && (
          <Link className="button button-quiet" to={sample.href}>
            {says.sample()}
            <span className={styles.minutes}>
              {says.sample_minutes({ minutes: sample.minutes })}
            </span>
          </Link>
        )}
        {guide && (
          <Link className="button button-quiet" to={guide}>
            {says.guide()}
          </Link>
        )}
      </div>
      {!page.editions && <MoreStores stores={stores} />}
      {page.free && (
        <p className={styles.free}>
          <Link to={page.free}>{says.free()}</Link>
        </p>
      )}
      {page.releaseAlert && isUpcoming(book, today) && (
        <SubscribeForm
          form={page.releaseAlert}
          id="release-alert"
          title={says.release_alert_title()}
          submit={says.release_alert_submit()}
          align="start"
        />
      )}
      {page.reviewTeam && isUpcoming(book, today) && (
        <p className={styles.reviewTeam}>
          {says.review_team_ask()} <Link to={page.reviewTeam}>{says.review_team_join()}</Link>
        </p>
      )}
      {series && (
        <ReadingOrder
          seriesTitle={series.title}
          previous={readingOrder.previous}
          next={readingOrder.next}
        />
      )}
      {events.length > 0 && (
        <section className={styles.block} aria-labelledby="events-title">
          <h2 id="events-title">{says.events()}</h2>
          <EventList events={events} brief onBookPage={book.id} />
        </section>
      )}
      {trailer && (
        <section className={styles.block} aria-labelledby="trailer-title">
          <h2 id="trailer-title">{says.trailer()}</h2>
          <div className={styles.trailer}>
            <TrailerList trailers={[trailer]} />
          </div>
        </section>
      )}
      {book.keywords.length > 0 && (
        <section className={styles.block} aria-labelledby="keywords-title">
          <h2 id="keywords-title">{says.keywords()}</h2>
          <Keywords keywords={book.keywords} />
        </section>
      )}
      {series && series.books.length > 0 && (
        <section className={styles.block} aria-labelledby="series-books-title">
          <h2 id="series-books-title">{says.more_in({ series: series.title })}</h2>
          <BookGrid books={series.books} label={says.more_in({ series: series.title })} />
        </section>
      )}
      {related.length > 0 && (
        <section className={styles.block} aria-labelledby="related-title">
          <h2 id="related-title">{says.also_like()}</h2>
          <BookGrid books={related} label={says.related()} />
        </section>
      )}
    </>
  );
}
