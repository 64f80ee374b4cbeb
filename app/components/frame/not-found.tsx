import { Link } from "react-router";
import { GoBack } from "../ui/go-back";

export const NOT_FOUND_MESSAGE = "Oops! We couldn't find that page!";

/** The page for any path the site does not have. */
export function NotFound() {
  return (
    <section className="page" aria-labelledby="not-found-title">
      <title>{NOT_FOUND_MESSAGE}</title>
      <meta name="robots" content="noindex" />
      <h1 id="not-found-title">{NOT_FOUND_MESSAGE}</h1>
      <p>The page may have moved, or the address may have a typo in it.</p>
      <p className="actions">
        <GoBack />
        <Link className="button" to="/">
          Return to Home
        </Link>
      </p>
    </section>
  );
}
