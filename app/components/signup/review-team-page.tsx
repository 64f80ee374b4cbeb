import { isUpcoming } from "~/catalogue/queries";
import { useToday } from "~/hooks/use-today";
import type { ReviewTeamPage as ReviewTeamPageData } from "~/pages/signup-pages";
import * as signup from "~messages/signup";
import { BookGrid } from "../book/book-grid";
import { Description } from "../ui/description";
import styles from "./signup-pages.module.css";
import { SignupWayBlock } from "./signup-way";

/**
 * The review team's page: the author's terms, the books to come, and where to apply (the
 * StoryOrigin page, or the mailing list's form with the team's tag and its question).
 */
export function ReviewTeamPage({ page }: { page: ReviewTeamPageData }) {
  // The visitor's day: a book the page was built before may be out by now.
  const today = useToday();
  const coming = page.coming.filter((book) => isUpcoming(book, today));
  return (
    <article className="page" aria-labelledby="team-title">
      <div className={styles.column}>
        <p className={styles.kicker}>{signup.team_kicker()}</p>
        <h1 id="team-title" className={styles.title}>
          {signup.team_title({ author: page.author })}
        </h1>
        <div className={styles.description}>
          <Description blocks={page.terms} />
        </div>
      </div>
      <section className={styles.coming} aria-labelledby="coming-title">
        <h2 id="coming-title">{signup.coming()}</h2>
        {coming.length > 0 ? (
          <BookGrid books={coming} label={signup.coming()} few />
        ) : (
          <p>{signup.none_coming()}</p>
        )}
      </section>
      <div className={styles.column}>
        <SignupWayBlock
          way={page.way}
          id="apply"
          title={signup.apply_title()}
          submit={signup.apply()}
          landing={(service) => (service ? signup.apply_at({ service }) : signup.apply())}
        />
      </div>
    </article>
  );
}
