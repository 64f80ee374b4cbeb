import { expect, test } from "vitest";
import {
  BOOK_WITH_EDITIONS,
  bookFile,
  catalogue,
  SERVICES,
  siteWith,
} from "../schema/fixtures.test-helper.ts";
import { answer } from "./assistant.ts";
import { assistantData } from "./assistant-data.server.ts";
import { bookPage, shellData } from "./page-data.ts";
import { magnetPage, reviewTeamPage } from "./signup-pages.ts";
import { sitePages } from "./site-pages.ts";

// The free book's page and the review team's, from the author's settings, and what leads to
// them: the footer's line, the free book's own page, a coming book's page, the sitemap.

const books = [
  BOOK_WITH_EDITIONS,
  bookFile("out", "pubDate: 2026-01-10\n"),
  bookFile("later", "pubDate: 2027-05-01\n"),
  bookFile("sooner", "pubDate: 2027-02-01\n"),
  bookFile("secret", "pubDate: 2027-03-01\nhidden: true\n"),
];

const withSettings = (subscribe: string, more: string) =>
  catalogue({ ...siteWith(subscribe, more), books });

const need = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error("missing in the fixture");
  return value;
};

test("a catalogue book given through the mailing list's form: its cover, the tagged form, the welcome e-mail", () => {
  const site = withSettings(
    SERVICES.buttondown,
    "magnet:\n  book: warning\n  signup:\n    tag: free-book\n",
  );
  const page = magnetPage(site, need(site.site.magnet));
  expect(page.path).toBe("/free");
  expect(page.book).toMatchObject({
    title: "The Warning",
    cover: "/assets/books/warning.jpg",
    href: "/book/warning",
  });
  expect(page.offer).toBe(
    "The ebook of The Warning, free when you join Test Author's mailing list.",
  );
  expect(page.next).toBe(
    "Check your inbox: the book comes with the welcome e-mail, once you have confirmed your address if the e-mail asks you to. If nothing has come within a few minutes, look in your spam or promotions folder.",
  );
  expect(page.way).toEqual({
    kind: "form",
    form: {
      action: "https://buttondown.com/api/emails/embed-subscribe/nk_ashford",
      method: "post",
      emailField: "email",
      hidden: [
        ["embed", "1"],
        ["tag", "free-book"],
      ],
      fields: [],
    },
  });
  // Shared with the book's own card.
  expect(page.seo).toMatchObject({
    title: "The Warning, free | Test Author",
    url: "https://example.com/free",
    image: { url: "https://example.com/assets/cards/books/warning.jpg", width: 1200, height: 630 },
  });
});

test("a gift at a landing page the site does not know: the page asks, and the offer names the format", () => {
  const site = withSettings(
    SERVICES.buttondown,
    "magnet:\n  book: warning\n  format: audiobook\n  landing: https://gifts.example.org/warning\n",
  );
  const page = magnetPage(site, need(site.site.magnet));
  expect(page.offer).toBe(
    "The audiobook of The Warning, free when you join Test Author's mailing list.",
  );
  expect(page.next).toBe("The page asks where to send the book, then sends it to you.");
});

test("a book that is only the gift, at the author's address, through BookFunnel, in the author's words", () => {
  const site = withSettings(
    SERVICES.wordpress,
    "magnet:\n  title: The Gift\n  cover: /assets/books/the-gift.jpg\n  description: A **short** story.\n  format: audiobook\n  offer: The audiobook, read by me.\n  path: /gift\n  landing: https://BookHip.com/CPGCMK\n",
  );
  const page = magnetPage(site, need(site.site.magnet));
  expect(page).toMatchObject({
    path: "/gift",
    format: "audiobook",
    offer: "The audiobook, read by me.",
    next: "BookFunnel asks where to send the book, then sends it to you.",
    way: { kind: "landing", url: "https://BookHip.com/CPGCMK", service: "BookFunnel" },
  });
  expect(page.book.href).toBeNull();
  // No card of its own: shared with the author's portrait.
  expect(page.seo).toMatchObject({
    title: "The Gift, free | Test Author",
    description: "The audiobook, read by me. A short story.",
    image: { url: "https://example.com/assets/author/me.jpg", width: 600, height: 750 },
  });
  expect(page.book.description).toEqual([
    {
      kind: "paragraph",
      content: [
        { kind: "text", text: "A ", bold: false },
        { kind: "text", text: "short", bold: true },
        { kind: "text", text: " story.", bold: false },
      ],
    },
  ]);
  expect(shellData(site).magnet).toEqual({ href: "/gift", title: "The Gift", format: "audiobook" });
  expect(sitePages(site).find((p) => p.path === "/gift")).toEqual({
    path: "/gift",
    route: "alias",
    kind: "page",
    indexed: true,
  });
});

test("the free book's own page says so in place of its price, in the format given", () => {
  const site = withSettings(
    SERVICES.kit,
    "magnet:\n  book: warning\n  signup:\n    formId: 8123456\n",
  );
  const page = bookPage(need(site.books.find((b) => b.id === "warning")), site, "2026-11-22");
  const ebook = need(page.editions?.find((edition) => edition.format === "ebook"));
  expect(ebook.details.find((detail) => detail.term === "List price")).toBeUndefined();
  expect(ebook.details.at(-1)).toEqual({
    term: "Price",
    value: "Free when you join the mailing list",
    href: "/free",
  });
  const hardcover = need(page.editions?.find((edition) => edition.format === "hardcover"));
  expect(hardcover.details.find((detail) => detail.term === "List price")?.value).toBe(
    "$26.99, £20.99",
  );
  // The ebook's panel says it: no line besides.
  expect(page.free).toBeNull();
  const other = bookPage(need(site.books.find((b) => b.id === "out")), site, "2026-11-22");
  expect(other.free).toBeNull();
});

test("a free format the book has no edition of is said under its formats instead", () => {
  const site = catalogue({
    ...siteWith(SERVICES.kit, "magnet:\n  book: print\n  signup:\n    formId: 8123456\n"),
    books: [bookFile("print", "editions:\n  - format: paperback\n    prices:\n      USD: 12.99\n")],
  });
  const page = bookPage(need(site.books.find((b) => b.id === "print")), site, "2026-11-22");
  expect(page.free).toBe("/free");
  expect(page.editions?.flatMap((edition) => edition.details.filter((d) => d.href))).toEqual([]);
});

test("the review team lists the visible books to come, soonest first, with the service's field", () => {
  const site = withSettings(
    SERVICES.mailerlite,
    "reviewTeam:\n  terms: |-\n    You read early.\n\n    You review honestly.\n  signup:\n    groupId: '153678240500679990'\n  reviewsField: review_sites\n",
  );
  const page = reviewTeamPage(site, need(site.site.reviewTeam), "2026-11-29");
  expect(page.path).toBe("/review-team");
  expect(page.terms).toHaveLength(2);
  expect(page.coming.map((book) => book.id)).toEqual(["sooner", "later"]);
  expect(page.seo).toMatchObject({
    title: "Review team | Test Author",
    description:
      "Read Test Author's books before they come out. You read early. You review honestly.",
  });
  // The service's form with the team's group (each service's form: app/schema/signups.test.ts).
  expect(page.way).toMatchObject({
    kind: "form",
    form: {
      hidden: expect.arrayContaining([["groups[]", "153678240500679990"]]),
      fields: [
        {
          name: "fields[review_sites]",
          label: "Where do you post reviews?",
          hint: "Amazon, Goodreads, BookBub, StoryGraph, a blog…",
        },
      ],
    },
  });
  expect(
    bookPage(need(site.books.find((b) => b.id === "later")), site, "2026-11-22").reviewTeam,
  ).toBe("/review-team");
});

test("the assistant offers the free book, or says there is none", () => {
  const today = "2026-11-29";
  const site = withSettings(
    SERVICES.wordpress,
    "magnet:\n  book: out\n  landing: https://dl.bookfunnel.com/k7\n",
  );
  expect(answer("Is there a free book?", assistantData(site, []), today)).toEqual({
    topic: "free",
    parts: [
      { kind: "text", text: "Yes: " },
      { kind: "link", text: "Book out", href: "/free", external: false },
      { kind: "text", text: " is free as an ebook when you join Test Author's mailing list." },
    ],
  });
  // A DRM-free file or a free sample is another question.
  expect(answer("Can I buy a DRM-free ebook from you?", assistantData(site, []), today).topic).toBe(
    "direct",
  );
  expect(answer("Is there a free sample?", assistantData(site, []), today).topic).not.toBe("free");
  const none = catalogue({ books });
  expect(answer("Any freebies?", assistantData(none, []), today).parts).toEqual([
    {
      kind: "text",
      text: "There is no free book just now. The mailing list, at the foot of every page, brings news of new books first.",
    },
  ]);
});
