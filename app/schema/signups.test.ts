import { expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import {
  bookFile,
  catalogue,
  issuesOf,
  SERVICES,
  siteWith,
  sources,
} from "./fixtures.test-helper.ts";
import { parseCatalogue } from "./parse-catalogue.ts";
import {
  customFieldName,
  landingService,
  signupContract,
  signupProblems,
  signupSchema,
} from "./signups.ts";
import { subscribeSchema } from "./subscribe-providers.ts";

// A sign-up of its own (the free book's, the review team's) is the mailing list's embed form,
// marked by the service's own means as its embed code marks it; or a page at another service.

const service = (name: keyof typeof SERVICES) => subscribeSchema.parse(parseYaml(SERVICES[name]));
const signup = (yaml: string) => signupSchema.parse(parseYaml(yaml));

test("each service's form is marked as its embed code marks it", () => {
  const cases: [keyof typeof SERVICES, string, string, [string, string][]][] = [
    [
      "buttondown",
      "tag: free-book",
      "https://buttondown.com/api/emails/embed-subscribe/nk_ashford",
      [
        ["embed", "1"],
        ["tag", "free-book"],
      ],
    ],
    ["kit", "formId: 8123456", "https://app.kit.com/forms/8123456/subscriptions", []],
    [
      "kit",
      "tagId: 19285341",
      "https://app.kit.com/forms/7463169/subscriptions",
      [["tags[]", "19285341"]],
    ],
    [
      "mailerlite",
      "groupId: '153678240500679990'",
      "https://assets.mailerlite.com/jsonp/1561600/forms/155870684527986630/subscribe",
      [
        ["ml-submit", "1"],
        ["anticsrf", "true"],
        ["groups[]", "153678240500679990"],
      ],
    ],
    [
      "mailerlite",
      "formId: 99",
      "https://assets.mailerlite.com/jsonp/1561600/forms/99/subscribe",
      [
        ["ml-submit", "1"],
        ["anticsrf", "true"],
      ],
    ],
    [
      "mailchimp",
      "tagId: 2962934",
      "https://nkashford.us21.list-manage.com/subscribe/post?u=8a83058b9ef8a5d4d9076f258&id=7fcdb807f6",
      [
        ["b_8a83058b9ef8a5d4d9076f258_7fcdb807f6", ""],
        ["tags", "2962934"],
      ],
    ],
    [
      "mailchimp",
      "group: group[13145][4]",
      "https://nkashford.us21.list-manage.com/subscribe/post?u=8a83058b9ef8a5d4d9076f258&id=7fcdb807f6",
      [
        ["b_8a83058b9ef8a5d4d9076f258_7fcdb807f6", ""],
        ["group[13145][4]", "4"],
      ],
    ],
  ];
  for (const [name, yaml, action, hidden] of cases) {
    const settings = signup(yaml);
    expect(signupProblems(service(name), settings, "the free book"), `${name} ${yaml}`).toEqual([]);
    const form = signupContract(service(name), settings);
    expect({ action: form.action, hidden: form.hidden }, `${name} ${yaml}`).toEqual({
      action,
      hidden,
    });
  }
});

test("a setting the service does not read, or none or two, is named with what it reads", () => {
  expect(signupProblems(service("buttondown"), signup("tagId: 12"), "the free book")).toEqual([
    {
      key: "tagId",
      message:
        "tagId is not a setting of Buttondown: Buttondown tags a subscriber by name: write tag",
    },
  ]);
  expect(signupProblems(service("kit"), signup("formId: 1\ntagId: 2"), "the free book")).toEqual([
    {
      key: null,
      message:
        "Kit signs a reader up with a form of its own or a tag: write formId (the form's number) or tagId (the tag's number), one of them",
    },
  ]);
  expect(signupProblems(service("mailchimp"), signup("{}"), "the review team")).toHaveLength(1);
});

test("a sign-up that every subscriber makes, or the free book's and the team's alike, is refused", () => {
  expect(signupProblems(service("kit"), signup("formId: 7463169"), "the free book")).toEqual([
    {
      key: "formId",
      message:
        "formId is the footer's own form (subscribe.formId), whose every subscriber would be taken for the free book: write the number of a form made for the free book",
    },
  ]);
  const issues = issuesOf(() =>
    catalogue(
      siteWith(
        SERVICES.mailchimp,
        "magnet:\n  book: one\n  signup:\n    tagId: 12\nreviewTeam:\n  terms: Read early.\n  signup:\n    tagId: 12\n  reviewsField: mmerge5\n",
      ),
    ),
  ).map((issue) => issue.replace(/^content\/site\.yaml, line \d+: /, ""));
  expect(issues).toEqual([
    "reviewTeam.signup is the free book's (magnet.signup) too, so every reader of the free book would be taken for a reviewer: give the review team a tag, group or form of its own",
    "reviewTeam.reviewsField asks \"Where do you post reviews?\" on Mailchimp's field, whose merge tag is in capitals (as in Audience, Settings, Audience fields and merge tags), and 'mmerge5' is not: write it as Mailchimp shows it, such as MMERGE5",
  ]);
});

test("a hidden book is not given away: every page's footer would name it", () => {
  const issues = issuesOf(() =>
    catalogue({
      ...siteWith(
        SERVICES.wordpress,
        "magnet:\n  book: secret\n  landing: https://dl.bookfunnel.com/k7\n",
      ),
      books: [bookFile("secret", "hidden: true\n")],
    }),
  );
  expect(issues).toEqual([
    "content/site.yaml, line 33: magnet.book is 'secret', a hidden book, which the free book's line would name on every page: give a book that is not hidden, or take hidden off it",
  ]);
});

test("a KDP Select ebook is not the free book, however it is sent; its audiobook may be", () => {
  const books = [
    bookFile(
      "enrolled",
      "editions:\n  - format: ebook\n    kdpSelect: true\n  - format: ebook\n    language: es\n  - format: audiobook\n",
    ),
  ];
  const refused =
    "content/site.yaml, line 29: magnet.book is 'enrolled', whose ebook is enrolled in KDP Select (kdpSelect: true in content/books/enrolled.md), whose terms let only Amazon sell it or give it away while it is enrolled, a free copy for your subscribers included: give another book, or its audiobook (format: audiobook), or take kdpSelect off when its enrollment ends";
  for (const [subscribe, delivery] of [
    [SERVICES.buttondown, "landing: https://dl.bookfunnel.com/k7"],
    [SERVICES.buttondown, "landing: https://storyoriginapp.com/giveaways/0b1c"],
    [SERVICES.buttondown, "signup:\n    tag: free-book"],
    [SERVICES.kit, "signup:\n    formId: 8123456"],
  ] as const) {
    const magnet = `magnet:\n  book: enrolled\n  ${delivery}\n`;
    expect(
      issuesOf(() => catalogue({ ...siteWith(subscribe, magnet), books })),
      delivery,
    ).toEqual([refused]);
  }
  const audiobook =
    "magnet:\n  book: enrolled\n  format: audiobook\n  landing: https://dl.bookfunnel.com/k7\n";
  expect(catalogue({ ...siteWith(SERVICES.wordpress, audiobook), books }).site.magnet?.format).toBe(
    "audiobook",
  );
});

test("WordPress.com, which cannot tag, and a site without a list send the reader to a landing page", () => {
  const [wordpress] = signupProblems(service("wordpress"), signup("tag: free"), "the free book");
  expect(wordpress?.message).toBe(
    "WordPress.com's blog subscription cannot tag or group subscribers, so it cannot sign readers up for the free book: give the free book's page at BookFunnel or StoryOrigin as landing: instead, or move the mailing list to a service that can (docs/mailing-list.md)",
  );
  const [none] = signupProblems(undefined, signup("tag: free"), "the review team");
  expect(none?.message).toContain("the site has none: write subscribe:");
});

test("a custom field goes by each service's own name for it", () => {
  expect(customFieldName(service("buttondown"), "review_sites")).toBe("metadata__review_sites");
  expect(customFieldName(service("kit"), "review_sites")).toBe("fields[review_sites]");
  expect(customFieldName(service("mailerlite"), "review_sites")).toBe("fields[review_sites]");
  expect(customFieldName(service("mailchimp"), "MMERGE5")).toBe("MMERGE5");
  expect(customFieldName(service("wordpress"), "review_sites")).toBeNull();
});

test("a landing page is named for its service's button", () => {
  expect(landingService("https://dl.bookfunnel.com/k7osg3nq37")).toBe("BookFunnel");
  expect(landingService("https://BookHip.com/CPGCMK")).toBe("BookFunnel");
  expect(landingService("https://storyoriginapp.com/giveaways/0b1c")).toBe("StoryOrigin");
  expect(landingService("https://example.com/free")).toBeNull();
  expect(landingService("https://notbookfunnel.com/x")).toBeNull();
});

test("the free book's and the review team's pages are read, with their addresses' defaults", () => {
  const { site } = catalogue(
    siteWith(
      SERVICES.buttondown,
      "magnet:\n  book: one\n  signup:\n    tag: free-book\nreviewTeam:\n  terms: Read early.\n  landing: https://storyoriginapp.com/reviewcopies/5b8e\n",
    ),
  );
  expect(site.magnet).toEqual({
    book: "one",
    format: "ebook",
    path: "/free",
    signup: { tag: "free-book" },
  });
  expect(site.reviewTeam).toEqual({
    terms: "Read early.",
    path: "/review-team",
    landing: "https://storyoriginapp.com/reviewcopies/5b8e",
  });
});

test("the free book's page, the review team's and Start here each keep an address of their own", () => {
  const issues = issuesOf(() =>
    parseCatalogue(
      sources({
        ...siteWith(
          SERVICES.kit,
          "magnet:\n  book: one\n  path: /join\n  signup:\n    formId: 3\n" +
            "reviewTeam:\n  terms: Read early.\n  path: /join\n  landing: https://storyoriginapp.com/x\n" +
            "start:\n  path: /join\n  steps:\n    - title: Begin\n      books: [one]\n",
        ),
        books: [bookFile("one")],
      }),
      { assetExists: () => true },
    ),
  ).map((issue) => issue.replace(/^content\/site\.yaml, line \d+: /, ""));
  expect(issues).toEqual([
    "reviewTeam.path is '/join', the free book's page's too: choose another path",
    "start.path is '/join', the free book's page's too: choose another path",
  ]);
});

test("what the schema cannot see is refused with the file, line and field", () => {
  const refused = (subscribe: string, more: string, assets = () => true) =>
    issuesOf(() =>
      parseCatalogue(
        sources({ ...siteWith(subscribe, more), books: [bookFile("one", "aliases: [/gift]\n")] }),
        {
          assetExists: assets,
        },
      ),
    );
  expect(
    refused(SERVICES.wordpress, "magnet:\n  book: ones\n  landing: https://dl.bookfunnel.com/k7\n"),
  ).toEqual([
    "content/site.yaml, line 33: magnet.book is 'ones', which no book has as its id: write a book's id (its file's name in content/books), or title: for a book that is only the gift",
  ]);
  expect(refused(SERVICES.wordpress, "magnet:\n  book: one\n  signup:\n    tag: free\n")).toEqual([
    "content/site.yaml, line 34: magnet.signup: WordPress.com's blog subscription cannot tag or group subscribers, so it cannot sign readers up for the free book: give the free book's page at BookFunnel or StoryOrigin as landing: instead, or move the mailing list to a service that can (docs/mailing-list.md)",
  ]);
  expect(
    refused(
      SERVICES.kit,
      "magnet:\n  title: The Gift\n  cover: /assets/books/the-gift.jpg\n  path: /gift\n  landing: https://dl.bookfunnel.com/k7\n  signup:\n    formId: 3\n",
      () => false,
    ).map((issue) => issue.replace(/^content\/site\.yaml, line \d+: /, "")),
  ).toEqual(
    expect.arrayContaining([
      "magnet.cover is '/assets/books/the-gift.jpg', but public/assets/books/the-gift.jpg is missing: add the cover there",
      "magnet needs one way to sign up: landing: (the book's page at BookFunnel or StoryOrigin) or signup: (your mailing list's tag, group or form for the free book), and has both: keep one",
      "magnet.path is '/gift', which content/books/one.md already uses as an alias: choose another path",
    ]),
  );
  expect(
    refused(
      SERVICES.mailchimp,
      "reviewTeam:\n  terms: Read early.\n  path: /search\n  landing: https://storyoriginapp.com/x\n  reviewsField: MMERGE5\n",
    ).map((issue) => issue.replace(/^content\/site\.yaml, line \d+: /, "")),
  ).toEqual([
    "reviewTeam.path is '/search', one of the site's own addresses: choose another path",
    'reviewTeam.reviewsField asks "Where do you post reviews?" on the site\'s own form, which the review team does not use (signup: is not given): take it out, or ask on your landing page',
  ]);
});
