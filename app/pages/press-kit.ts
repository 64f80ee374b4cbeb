import * as says from "~messages/press";
import * as seo from "~messages/seo";
import { booksBy, pressKitPath, showsAuthors } from "../catalogue/authors.ts";
import { newestFirst } from "../catalogue/queries.ts";
import { plainText } from "../content/markdown.ts";
import { assetPaths, paths } from "../content/paths.ts";
import type { Author, Catalogue } from "../content/types.ts";
import { pageSeo } from "./seo.ts";
import { authorCard } from "./share-cards.ts";

/**
 * An author's press kit: what journalists, podcasts, festivals and bookshops ask for. Their
 * bios at the lengths they wrote them, their portrait and every cover as the files they gave
 * (full size), the photo's credit, how to say the name, whom to write to, and all of it in one
 * archive (build-steps/press-kits.ts). Every author of `content/authors/` has one: at `/press` on
 * a site of one, at `/authors/{id}/press` on a site of several; a site without the folder has
 * none, as it has nothing more to say of its author than its home page does.
 */

/** A file of the kit, as its page offers it: where it is, and what it is. */
export type KitFile = { path: string; title: string; facts: string };

/** How a file is described beside its link: its size in pixels and in bytes. */
export type FileFacts = (publicPath: string) => string;

/** The press kit's page data; `facts` describes each file (read from the files at build). */
export function pressKitPage(author: Author, catalogue: Catalogue, facts: FileFacts) {
  const { site } = catalogue;
  const path = pressKitPath(author, catalogue) ?? paths.press;
  const books = newestFirst(booksBy(author, catalogue.books));
  const file = (publicPath: string, title: string): KitFile => ({
    path: publicPath,
    title,
    facts: facts(publicPath),
  });
  const bios = [
    ...(author.bios
      ? [
          { id: "short", title: says.bio_short(), text: author.bios.short },
          { id: "medium", title: says.bio_medium(), text: author.bios.medium },
        ]
      : []),
    { id: "full", title: says.bio_full(), text: plainText(author.description, "\n\n") },
  ];
  return {
    author: {
      name: author.name,
      pronunciation: author.pronunciation ?? null,
      website: author.website ?? null,
      page: showsAuthors(catalogue) ? paths.author(author.id) : paths.home,
    },
    bios: bios.map((bio) => ({ ...bio, words: bio.text.split(/\s+/).filter(Boolean).length })),
    portrait: author.portrait
      ? {
          ...file(author.portrait, says.portrait_of({ name: author.name })),
          credit: author.portraitCredit ?? null,
        }
      : null,
    covers: books.map((book) => ({ id: book.id, ...file(assetPaths.cover(book.id), book.title) })),
    contact: author.press ?? null,
    archive: file(assetPaths.pressKit(author.id), `${author.name}: press kit`),
    seo: pageSeo(site, path, {
      title: seo.press_title({ author: author.name }),
      description: `${seo.press_description({ author: author.name })} ${author.shortBio}`,
      card: authorCard(author, catalogue),
    }),
  };
}
export type PressKitPage = ReturnType<typeof pressKitPage>;

/**
 * The press kit's text file, `bios.txt` in its archive: the name and how to say it, each bio
 * under its title, the portrait's credit and whom to contact, as plain text any editor opens.
 */
export function pressKitText(author: Author, catalogue: Catalogue): string {
  const page = pressKitPage(author, catalogue, () => "");
  const lines = [
    author.name,
    ...(page.author.pronunciation
      ? [says.text_say_it({ pronunciation: page.author.pronunciation })]
      : []),
    "",
    ...page.bios.flatMap((bio) => [
      `${bio.title} (${says.words({ count: bio.words })})`,
      "",
      bio.text,
      "",
    ]),
    ...(page.portrait?.credit ? [says.text_portrait({ credit: page.portrait.credit }), ""] : []),
    ...(page.contact
      ? [
          says.text_contact({
            contact: [page.contact.name, page.contact.email].filter(Boolean).join(", "),
          }),
        ]
      : []),
    ...(page.author.website ? [says.text_website({ website: page.author.website })] : []),
  ];
  // Windows' Notepad and every other editor read CRLF line ends.
  return `${lines.join("\r\n").trimEnd()}\r\n`;
}
