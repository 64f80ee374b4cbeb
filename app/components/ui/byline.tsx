import { Fragment } from "react";
import { Link } from "react-router";
import type { Credit } from "~/catalogue/book-card";
import { paths } from "~/content/paths";
import * as ui from "~messages/ui";

/**
 * "by Ada Lovelace and Mary Shelley", each name linked to its author's page: a book's authors
 * on a site of several (cardsFor), nothing on a site of one author.
 */
export function Byline({ by, className }: { by: Credit[] | undefined; className?: string }) {
  if (!by || by.length === 0) return null;
  return (
    <p className={className}>
      {ui.by()}{" "}
      {by.map((credit, index) => (
        <Fragment key={credit.id}>
          {index > 0 && (index === by.length - 1 ? ui.and() : ", ")}
          <Link to={paths.author(credit.id)}>{credit.name}</Link>
        </Fragment>
      ))}
    </p>
  );
}
