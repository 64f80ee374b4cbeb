import type { z } from "zod";
import { ALIAS_PATH, isHttpsUrl } from "../content/validators.ts";
import { choice, fields, httpsUrl, slug, text, words } from "./schema-fields.ts";
import {
  type Subscribe,
  type SubscribeContract,
  subscribeContract,
} from "./subscribe-providers.ts";

/**
 * A sign-up of its own on the author's mailing list: the free book's (the reader magnet) and the
 * review team's. The site takes no address itself, so each is told apart from a plain
 * subscription by the service's own means, as its embed code does it (a tag, a group or a form
 * of its own: signupContract), and the service's own automation does the rest (sends the book,
 * welcomes the reviewer; docs/mailing-list.md). WordPress.com's subscription has neither.
 */

const number = (expected: string) => text({ expected, pattern: /^[0-9]+$/ });

/** Mailchimp's field for one group, as its embed code names it: `group[21369][1]`. */
const MAILCHIMP_GROUP = /^group\[[0-9]+\]\[[0-9]+\]$/;

/** Which of `signup`'s settings each service reads, in the words of its messages. */
const SIGNUP_SETTINGS = {
  buttondown: {
    name: "Buttondown",
    keys: ["tag"],
    say: "Buttondown tags a subscriber by name: write tag",
  },
  kit: {
    name: "Kit",
    keys: ["formId", "tagId"],
    say: "Kit signs a reader up with a form of its own or a tag: write formId (the form's number) or tagId (the tag's number)",
  },
  mailerlite: {
    name: "MailerLite",
    keys: ["groupId", "formId"],
    say: "MailerLite puts a reader in a group: write groupId (the group's number), or formId for a form of its own",
  },
  mailchimp: {
    name: "Mailchimp",
    keys: ["tagId", "group"],
    say: "Mailchimp tags a reader by the tag's number or puts them in a group: write tagId or group",
  },
  wordpress: { name: "WordPress.com", keys: [], say: "" },
} as const;

/** `signup:` of the magnet or the review team: how its subscribers are told apart. */
export const signupSchema = fields(
  {
    /** Buttondown: the tag's name. */
    tag: text({
      expected: "write the tag's name: letters, digits, - and _",
      pattern: /^[A-Za-z0-9_-]+$/,
    }).optional(),
    /** Kit or MailerLite: the number of a form of its own. */
    formId: number("write the form's number, as in its embed code's action").optional(),
    /** Kit or Mailchimp: the tag's number. */
    tagId: number(
      "write the tag's number, as in the value of its field in the embed code",
    ).optional(),
    /** MailerLite: the group's number. */
    groupId: number(
      "write the group's number, as in the value of its groups[] field in the embed code",
    ).optional(),
    /** Mailchimp: the group's field, as the embed code names it. */
    group: text({
      expected: "write the name of the group's field in the embed code, such as group[21369][1]",
      pattern: MAILCHIMP_GROUP,
    }).optional(),
  },
  { expected: "write how the service tells these subscribers apart, indented under signup" },
);
export type Signup = z.infer<typeof signupSchema>;

/** A problem with a sign-up's settings: the setting under `signup:` and what to do. */
export type SignupProblem = { key: string | null; message: string };
const only = (key: string | null, message: string): SignupProblem[] => [{ key, message }];

/**
 * Whether the settings fit the service: exactly one of those it reads, none of another's.
 * WordPress.com cannot tell a sign-up apart at all, so `what` (the free book, the review team)
 * goes through a page of another service (`landing:`).
 */
export function signupProblems(
  subscribe: Subscribe | undefined,
  signup: Signup,
  what: string,
): SignupProblem[] {
  if (subscribe === undefined) {
    return only(
      null,
      `it signs readers up for ${what} on the mailing list, and the site has none: write subscribe: with your service's settings, or give ${what}'s page at another service as landing:`,
    );
  }
  const provider = subscribe.provider ?? "wordpress";
  const { name, keys, say } = SIGNUP_SETTINGS[provider];
  const readable: readonly string[] = keys;
  if (provider === "wordpress") {
    return only(
      null,
      `WordPress.com's blog subscription cannot tag or group subscribers, so it cannot sign readers up for ${what}: give ${what}'s page at BookFunnel or StoryOrigin as landing: instead, or move the mailing list to a service that can (docs/mailing-list.md)`,
    );
  }
  const written = Object.entries(signup).filter(([, value]) => value !== undefined);
  const foreign = written.filter(([key]) => !readable.includes(key));
  if (foreign.length > 0) {
    return foreign.map(([key]) => ({ key, message: `${key} is not a setting of ${name}: ${say}` }));
  }
  if (written.length !== 1) return only(null, `${say}, one of them`);
  if (
    (subscribe.provider === "kit" || subscribe.provider === "mailerlite") &&
    signup.formId === subscribe.formId
  ) {
    return only(
      "formId",
      `formId is the footer's own form (subscribe.formId), whose every subscriber would be taken for ${what}: write the number of a form made for ${what}`,
    );
  }
  return [];
}

/** A text field of a sign-up form besides the address: the service's custom field. */
export type SignupField = { name: string; label: string; hint: string };

/** The form of a sign-up: the mailing list's own, marked as the settings say. */
export type SignupContract = SubscribeContract & { fields: SignupField[] };

/**
 * The form a sign-up posts: the service's embed form, with the sign-up's tag, group or form.
 * Only for settings that pass `signupProblems`; anything else gives the plain form.
 */
export function signupContract(subscribe: Subscribe, signup: Signup): SignupContract {
  const base = { ...subscribeContract(subscribe), fields: [] };
  const add = (name: string, value: string): SignupContract => ({
    ...base,
    hidden: [...base.hidden, [name, value]],
  });
  switch (subscribe.provider) {
    case "buttondown":
      return signup.tag === undefined ? base : add("tag", signup.tag);
    case "kit":
      if (signup.formId !== undefined) {
        return { ...base, action: `https://app.kit.com/forms/${signup.formId}/subscriptions` };
      }
      return signup.tagId === undefined ? base : add("tags[]", signup.tagId);
    case "mailerlite":
      if (signup.formId !== undefined) {
        return {
          ...base,
          action: base.action.replace(/\/forms\/[0-9]+\//, `/forms/${signup.formId}/`),
        };
      }
      return signup.groupId === undefined ? base : add("groups[]", signup.groupId);
    case "mailchimp":
      // The value is the group's bit, the field's last number: group[13145][4] is 4.
      if (signup.group !== undefined)
        return add(signup.group, /\[([0-9]+)\]$/.exec(signup.group)?.[1] ?? "");
      return signup.tagId === undefined ? base : add("tags", signup.tagId);
    default:
      return base;
  }
}

/**
 * The name a service's embed form gives a custom field whose key (Mailchimp: merge tag) is
 * `key`; null for WordPress.com, which has none.
 */
export function customFieldName(subscribe: Subscribe, key: string): string | null {
  switch (subscribe.provider) {
    case "buttondown":
      return `metadata__${key}`;
    case "kit":
    case "mailerlite":
      return `fields[${key}]`;
    case "mailchimp":
      return key;
    default:
      return null;
  }
}

/** A landing page at a service that collects the address itself, named for its button. */
export function landingService(url: string): string | null {
  const host = isHttpsUrl(url) ? new URL(url).hostname : "";
  if (/(?:^|\.)(?:bookfunnel|bookhip)\.com$/.test(host)) return "BookFunnel";
  if (/(?:^|\.)storyoriginapp\.com$/.test(host)) return "StoryOrigin";
  return null;
}

/** A page of the site's own at an address the author chooses: one segment, like an alias. */
export const pagePath = (fallback: string) =>
  text({
    expected: `write the page's address, such as ${fallback}: a slash, then lowercase letters and digits joined by hyphens`,
    pattern: ALIAS_PATH,
  }).default(fallback);

/** A custom field's key at the service (Mailchimp: its merge tag). */
const fieldKey = text({
  expected:
    "write the custom field's key at your mailing-list service (Mailchimp: its merge tag, such as MMERGE5): letters, digits and _",
  pattern: /^[A-Za-z0-9_]+$/,
});

/** Where the reader signs up: a landing page at another service, or the site's own form. */
const signupWays = (landing: string) => ({
  /** A page at another service that collects the address itself: the button's link. */
  landing: httpsUrl(landing).optional(),
  /** The site's own form, on the mailing list, told apart by the service's own means. */
  signup: signupSchema.optional(),
});

/**
 * `magnet:` in site.yaml: a free book for joining the mailing list, on a page of its own
 * (`/free` unless `path` says otherwise). The book is one of the catalogue's (`book`), or one
 * that exists only as the gift (`title`, `cover`, `description`).
 */
export const magnetSchema = fields(
  {
    book: slug("the id of the book you give").optional(),
    title: words("the title of the book you give").optional(),
    /** The gift's cover, under /assets/: only for a book that is not in the catalogue. */
    cover: text({
      expected:
        "write the cover's path under /assets/books/, such as /assets/books/the-gift.jpg (a JPEG or PNG, whose smaller copies the build makes)",
      pattern: /^\/assets\/books\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:jpe?g|png)$/,
    }).optional(),
    /** What the gift is about: only for a book that is not in the catalogue. */
    description: words("what the book is about").optional(),
    format: choice(["ebook", "audiobook"]).default("ebook"),
    /** What the reader gets, in the author's words: "the DRM-free ebook, for any reader". */
    offer: words("what the reader gets").optional(),
    /** What happens once the reader has signed up, in the author's words. */
    next: words("what happens once the reader has signed up").optional(),
    path: pagePath("/free"),
    ...signupWays("the address of the book's landing page at BookFunnel or StoryOrigin"),
  },
  { expected: "write the free book's settings, indented under magnet" },
);
export type Magnet = z.infer<typeof magnetSchema>;

/**
 * `reviewTeam:` in site.yaml: a page (`/review-team` unless `path` says otherwise) where
 * readers apply to read books before their release, on the author's terms.
 */
export const reviewTeamSchema = fields(
  {
    /** What the author promises and asks, in paragraphs (the descriptions' Markdown). */
    terms: words("your terms: what a reviewer gets and what you ask of them"),
    path: pagePath("/review-team"),
    ...signupWays("the address of your review team's page at StoryOrigin"),
    /** The custom field for "Where do you post reviews?", where the service has one. */
    reviewsField: fieldKey.optional(),
  },
  { expected: "write the review team's settings, indented under reviewTeam" },
);
export type ReviewTeam = z.infer<typeof reviewTeamSchema>;

/** A problem with the sign-up pages' settings: its path in site.yaml and the message. */
export type SignupIssue = { path: (string | number)[]; message: string };

/** What the checks of the sign-up pages know of the rest of the content. */
type SignupContext = {
  bookIds: ReadonlySet<string>;
  /** The books no page lists, which the free book may not be: every page would name it. */
  hiddenBookIds: ReadonlySet<string>;
  /** The books with an ebook in KDP Select, by id, with their files: Amazon alone may give it. */
  kdpSelectEbooks: ReadonlyMap<string, string>;
  assetExists: (path: string) => boolean;
  /** Why a page's address is taken (the site's own, a book's alias, another placed page). */
  takenPaths: (path: string, section: "magnet" | "reviewTeam") => string | undefined;
};

type SignupSite = { subscribe?: Subscribe; magnet?: Magnet; reviewTeam?: ReviewTeam };

/**
 * What the schema cannot see of the magnet and the review team: the book given is the
 * catalogue's, or the gift's own title and cover; each page has one way to sign up that the
 * mailing list can take; their addresses are free.
 */
export function signupPageIssues(site: SignupSite, context: SignupContext): SignupIssue[] {
  const { magnet, reviewTeam } = site;
  const issues: SignupIssue[] = [];
  if (magnet) {
    issues.push(...magnetBookIssues(magnet, context), ...giftIssues(magnet, context.assetExists));
    issues.push(...signupWayIssues(site, "magnet", magnet, context));
  }
  if (!reviewTeam) return issues;
  issues.push(...signupWayIssues(site, "reviewTeam", reviewTeam, context));
  issues.push(...reviewsFieldIssues(site, reviewTeam));
  if (
    magnet?.signup !== undefined &&
    reviewTeam.signup !== undefined &&
    JSON.stringify(magnet.signup) === JSON.stringify(reviewTeam.signup)
  ) {
    issues.push({
      path: ["reviewTeam", "signup"],
      message:
        "reviewTeam.signup is the free book's (magnet.signup) too, so every reader of the free book would be taken for a reviewer: give the review team a tag, group or form of its own",
    });
  }
  return issues;
}

/**
 * Checks the free book is a book of the catalogue, neither hidden nor an ebook in KDP Select,
 * or one that is only the gift, and not both.
 */
function magnetBookIssues(
  magnet: Magnet,
  { bookIds, hiddenBookIds, kdpSelectEbooks }: SignupContext,
): SignupIssue[] {
  const { book } = magnet;
  const messages: string[] = [];
  if ((book === undefined) === (magnet.title === undefined)) {
    messages.push(
      book === undefined
        ? "magnet.book is missing: write the id of the book you give, or its title: for a book that is only the gift"
        : "magnet names both a book and a title: write book: for a book of the catalogue, or title: (with cover:) for one that is only the gift",
    );
  }
  if (book === undefined) return messages.map((message) => ({ path: ["magnet", "book"], message }));
  if (!bookIds.has(book)) {
    messages.push(
      `magnet.book is '${book}', which no book has as its id: write a book's id (its file's name in content/books), or title: for a book that is only the gift`,
    );
  }
  if (hiddenBookIds.has(book)) {
    messages.push(
      `magnet.book is '${book}', a hidden book, which the free book's line would name on every page: give a book that is not hidden, or take hidden off it`,
    );
  }
  const enrolled = kdpSelectEbooks.get(book);
  if (enrolled !== undefined && magnet.format === "ebook") {
    messages.push(
      `magnet.book is '${book}', whose ebook is enrolled in KDP Select (kdpSelect: true in ${enrolled}), whose terms let only Amazon sell it or give it away while it is enrolled, a free copy for your subscribers included: give another book, or its audiobook (format: audiobook), or take kdpSelect off when its enrollment ends`,
    );
  }
  return [
    ...messages.map((message) => ({ path: ["magnet", "book"], message })),
    ...(["cover", "description"] as const)
      .filter((key) => magnet[key] !== undefined)
      .map((key) => ({
        path: ["magnet", key],
        message: `magnet.${key} is for a book that is only the gift, and magnet.book names the catalogue's ${book}, whose own ${key} the page shows: take magnet.${key} out`,
      })),
  ];
}

/** Checks a book that is only the gift has its cover, and the cover is there. */
function giftIssues({ title, cover }: Magnet, assetExists: (path: string) => boolean) {
  const message =
    title === undefined || (cover !== undefined && assetExists(cover))
      ? undefined
      : cover === undefined
        ? "magnet.cover is missing: a book that is only the gift shows its cover, such as /assets/books/the-gift.jpg (a 2:3 JPEG in public/assets/books)"
        : `magnet.cover is '${cover}', but public${cover} is missing: add the cover there`;
  return message === undefined ? [] : [{ path: ["magnet", "cover"], message }];
}

/** Each sign-up page's words for what it signs readers up for, and for its landing page. */
const SIGNUP_PAGES = {
  magnet: { what: "the free book", landing: "the book's page at BookFunnel or StoryOrigin" },
  reviewTeam: { what: "the review team", landing: "your team's page at StoryOrigin" },
} as const;

/**
 * Checks a sign-up page has one way to sign up (a landing page, or the mailing list's own form
 * with settings its service reads) and an address no other page has.
 */
function signupWayIssues(
  site: SignupSite,
  section: keyof typeof SIGNUP_PAGES,
  settings: Magnet | ReviewTeam,
  { takenPaths }: SignupContext,
): SignupIssue[] {
  const { what, landing } = SIGNUP_PAGES[section];
  const issues: SignupIssue[] = [];
  if ((settings.landing === undefined) === (settings.signup === undefined)) {
    issues.push({
      path: [section],
      message: `${section} needs one way to sign up: landing: (${landing}) or signup: (your mailing list's tag, group or form for ${what}), ${settings.landing === undefined ? "and has neither: write one of them" : "and has both: keep one"}`,
    });
  }
  if (settings.signup !== undefined) {
    for (const problem of signupProblems(site.subscribe, settings.signup, what)) {
      const path = [section, "signup", ...(problem.key === null ? [] : [problem.key])];
      issues.push({ path, message: `${path.join(".")}: ${problem.message}` });
    }
  }
  const owner = takenPaths(settings.path, section);
  if (owner !== undefined) {
    issues.push({
      path: [section, "path"],
      message: `${section}.path is '${settings.path}', ${owner}: choose another path`,
    });
  }
  return issues;
}

/** Checks the review team's custom field is one its form has, as its service names it. */
function reviewsFieldIssues(site: SignupSite, reviewTeam: ReviewTeam): SignupIssue[] {
  const field = reviewTeam.reviewsField;
  if (field === undefined) return [];
  const where =
    reviewTeam.signup === undefined
      ? "the site's own form, which the review team does not use (signup: is not given): take it out, or ask on your landing page"
      : site.subscribe && customFieldName(site.subscribe, field) === null
        ? "a custom field, which WordPress.com's subscription does not have: take it out"
        : site.subscribe?.provider === "mailchimp" && !/^[A-Z0-9_]+$/.test(field)
          ? `Mailchimp's field, whose merge tag is in capitals (as in Audience, Settings, Audience fields and merge tags), and '${field}' is not: write it as Mailchimp shows it, such as ${field.toUpperCase()}`
          : null;
  if (where === null) return [];
  const message = `reviewTeam.reviewsField asks "Where do you post reviews?" on ${where}`;
  return [{ path: ["reviewTeam", "reviewsField"], message }];
}
