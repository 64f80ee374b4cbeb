import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { MemoryRouter } from "react-router";
import { BookPage } from "~/components/book/book-page";
import { toIsoDay } from "~/content/dates";
import { paths } from "~/content/paths";
import { bookPage } from "~/pages/page-data";
import { fieldNames } from "./config";
import { type ContentSnapshot, checkEntry } from "./content-check";
import { formProblems } from "./edition-form";
import { savedEntry } from "./entry-file";
import { entryText } from "./file-format";

/**
 * The editor's preview of a book: the site's own book page, drawn by its components and
 * styles from the entry as it stands, with the rest of the catalogue around it. Until the
 * build's checks pass, it lists what they find instead.
 */
export function bookPreview(snapshot: () => ContentSnapshot) {
  return function BookPreview({ entry }: PreviewTemplateComponentProps) {
    const { file, data, cover, isNew } = savedEntry(
      "books",
      entry.get("slug"),
      entry.get("data").toJS(),
      entry.get("newRecord") === true,
    );
    const text = entryText("books", data, undefined, fieldNames("books"));
    const problems = formProblems(data);
    if (problems.length > 0) return <Problems issues={problems} />;
    const { issues, catalogue } = checkEntry(snapshot(), file, text, { assets: cover, isNew });
    if (issues.length > 0 || !catalogue) return <Problems issues={issues} />;
    const book = catalogue.books.find((b) => b.id === data.id);
    if (!book) return <Problems issues={["id is missing: fill in the book's id"]} />;
    const page = bookPage(book, catalogue, toIsoDay(new Date()));
    return (
      <MemoryRouter initialEntries={[paths.book(book.id)]}>
        {cover.length > 0 ? (
          <p className="page preview-note">
            The new cover appears here once it is saved and the site rebuilt (its sizes are made
            then).
          </p>
        ) : null}
        <main>
          <BookPage page={page} />
        </main>
      </MemoryRouter>
    );
  };
}

function Problems({ issues }: { issues: string[] }) {
  return (
    <main className="page">
      <h1>Not ready to save</h1>
      <p>The site's build would stop at:</p>
      <ul>
        {issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
    </main>
  );
}
