import { Link } from "react-router";
import * as error from "~messages/error";
import { GoBack } from "../ui/go-back";

/** The page for any path the site does not have. */
export function NotFound() {
  return (
    <section className="page" aria-labelledby="not-found-title">
      <title>{error.not_found_title()}</title>
      <meta name="robots" content="noindex" />
      <h1 id="not-found-title">{error.not_found_title()}</h1>
      <p>{error.not_found_text()}</p>
      <p className="actions">
        <GoBack />
        <Link className="button" to="/">
          {error.not_found_home()}
        </Link>
      </p>
    </section>
  );
}
