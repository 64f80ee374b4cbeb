import { z } from "zod";
import { expecting, fields, httpsUrl, slug, text, words } from "./schema-fields.ts";
import { subscribeSchema } from "./subscribe-providers.ts";

/**
 * The authors a catalogue credits (`content/authors/{id}.md`): a press's authors, or one
 * author's pen names. The front matter holds what the pages and the press kit show of them,
 * the text below it the full biography. Without the folder, `site.yaml`'s author is the
 * author of every book (./parse-catalogue.ts).
 */

/** The longest short biography: what a card or a search result shows under the name. */
export const SHORT_BIO_LIMIT = 150;

/** A profile readers open (a social network, a review site); all serve https. */
export const socialProfile = fields(
  {
    network: words("the network's name, such as facebook"),
    label: words("the link's label"),
    url: httpsUrl("the profile's address"),
  },
  { expected: "write a profile's fields, indented under it" },
);

/** The profiles of an author or of the site; none is allowed, as a new name may have none yet. */
export const socialProfiles = (whose: string) =>
  z
    .array(socialProfile, {
      error: expecting(`list ${whose} profiles, each with network, label and url`),
    })
    .default([]);

/** A portrait's path: used as a URL and as a file, so no `..`, quotes or spaces. */
export const portraitPath = (folder: string) =>
  text({
    expected: `write the portrait's path, such as /assets/${folder}/portrait.jpg (lowercase letters, digits, - and _; jpg or png)`,
    pattern: new RegExp(`^/assets/${folder}/[a-z0-9]+(?:[-_][a-z0-9]+)*\\.(?:jpg|jpeg|png)$`),
  });

export const authorFrontmatter = fields(
  {
    id: slug("the author's id (its file's name without .md)"),
    name: words("the name as the books credit it"),
    /** The name as lists sort it: `Ashford, Nathan K.`. */
    sortName: words("the name as a list sorts it, such as Ashford, Nathan K."),
    shortBio: text({
      expected: `write a line about the author of at most ${SHORT_BIO_LIMIT} characters`,
      test: (value) => value.length <= SHORT_BIO_LIMIT,
    }),
    portrait: portraitPath("authors").optional(),
    /** Who took the portrait, as a press kit credits it. */
    portraitCredit: words("who took the portrait, such as Photo by Jane Doe").optional(),
    social: socialProfiles("the author's"),
    website: httpsUrl("the author's own website").optional(),
    /** How to say the name, in the author's words: `NAY-thun ASH-ford`. */
    pronunciation: words("how to say the name, such as NAY-thun ASH-ford").optional(),
    /** Whom journalists, festivals and bookshops write to. */
    press: fields(
      {
        name: words("the press contact's name").optional(),
        email: text({
          expected: "write the press contact's e-mail address, such as press@example.com",
          pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
        }),
      },
      { expected: "write the press contact's email: (and name:), indented under press:" },
    ).optional(),
    /** The press kit's shorter biographies, as the author writes them; the full one is the text. */
    bios: fields(
      {
        short: words("a biography of about 50 words"),
        medium: words("a biography of about 150 words"),
      },
      { expected: "write short: (about 50 words) and medium: (about 150), indented under bios:" },
    ).optional(),
    /** The author's own mailing list, offered on their page in place of the site's. */
    subscribe: subscribeSchema.optional(),
  },
  {
    whole: "the front matter",
    noun: "an author",
    expected: "write the author's fields as name: value lines",
  },
);
