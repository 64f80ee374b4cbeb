import { parseMarkdown } from "../content/markdown.ts";
import { tropeSlug } from "../content/tropes.ts";
import type { Author, Book, Site } from "../content/types.ts";

/**
 * Who wrote each book. A site with `content/authors/` credits each book to the authors its
 * `authors:` names (the only one, where there is one); a site without the folder is one
 * author's, `site.yaml`'s, who wrote every book and whose pages look as they always have.
 */

type Written = { file: string; value: { authors: string[] } };
type Issue = { file: string; path: PropertyKey[] | null; message: string };

/**
 * What is wrong with the books' credits that an unknown id does not say (parse-catalogue
 * names those): an author named without the folder, or a book of a site of several authors
 * that names none.
 */
export function creditIssues(authorCount: number, books: readonly Written[]): Issue[] {
  return books.flatMap(({ file, value }): Issue[] => {
    if (authorCount === 0 && value.authors.length > 0) {
      return [
        {
          file,
          path: ["authors"],
          message:
            "authors is set, but the site has no content/authors/ folder: add a file there for each author (content/authors/{id}.md), or take authors out, as site.yaml's author then wrote every book",
        },
      ];
    }
    if (authorCount > 1 && value.authors.length === 0) {
      return [
        {
          file,
          path: null,
          message:
            "the book names no author, and content/authors/ has several: list who wrote it, in the order the book credits them, such as authors: [jane-doe]",
        },
      ];
    }
    return [];
  });
}

/**
 * The catalogue's authors: those of `content/authors/`, or, without the folder, the site's
 * own, as `site.yaml` describes them.
 */
export function catalogueAuthors(site: Site, written: readonly Author[]): Author[] {
  if (written.length > 0) return [...written];
  const { author } = site;
  const given = author.name.endsWith(author.surname)
    ? author.name.slice(0, -author.surname.length).trim()
    : "";
  return [
    {
      id: tropeSlug(author.name),
      name: author.name,
      sortName: given === "" ? author.name : `${author.surname}, ${given}`,
      shortBio: author.tagline,
      portrait: author.portrait,
      social: site.social,
      description: parseMarkdown(author.bio),
    },
  ];
}

/** A book with its authors named: the only author's where it names none. */
export function credited<B extends Pick<Book, "authors">>(book: B, authors: readonly Author[]): B {
  const only = authors.length === 1 ? authors[0] : undefined;
  return book.authors.length === 0 && only ? { ...book, authors: [only.id] } : book;
}
