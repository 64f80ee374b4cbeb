import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { magnetPage, reviewTeamPage } from "~/pages/signup-pages";
import { bookFile, catalogue, SERVICES, siteWith } from "~/schema/fixtures.test-helper";
import { MagnetPage } from "./magnet-page";
import { ReviewTeamPage } from "./review-team-page";

// The free book's page and the review team's, as a reader meets them: for each service that
// can tell its subscribers apart, the form posts that service's embed form with the mark its
// embed code gives (Buttondown's tag, Kit's form or tag, MailerLite's group, Mailchimp's tag
// or group) and the custom field the review team asks; with a landing page, the button goes
// there. The contracts each follows are cited in app/schema/signups.ts.

const ADDRESS = "reader@example.com";

beforeEach(() => {
  // The visitor's day: the review team's coming books are those after it.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-29T12:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

const books = [
  bookFile("gift", "title: The Gift\npubDate: 2025-01-10\n"),
  bookFile("soon", "title: Coming Soon\npubDate: 2027-02-01\n"),
  bookFile("past", "title: Out Already\npubDate: 2026-11-01\n"),
];

function show(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  render(<Stub initialEntries={["/"]} />);
}

/** Fills in the form as a person does, from the keyboard, and returns what it sends. */
async function send(form: HTMLElement, submit: RegExp, answer?: string) {
  if (!(form instanceof HTMLFormElement)) throw new Error("not a form");
  const user = userEvent.setup({ delay: null });
  const sent: [string, FormDataEntryValue][][] = [];
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    sent.push([...new FormData(form)]);
  });
  if (answer !== undefined) {
    await user.type(
      within(form).getByRole("textbox", { name: "Where do you post reviews?" }),
      answer,
    );
  }
  await user.type(within(form).getByRole("textbox", { name: "E-mail address" }), ADDRESS);
  await user.tab();
  expect(within(form).getByRole("button", { name: submit })).toHaveFocus();
  await user.keyboard("{Enter}");
  return { action: form.getAttribute("action"), target: form.target, sent };
}

const FREE_BOOK_FORMS: [keyof typeof SERVICES, string, string, [string, string][]][] = [
  [
    "buttondown",
    "tag: free-book",
    "https://buttondown.com/api/emails/embed-subscribe/nk_ashford",
    [
      ["email", ADDRESS],
      ["embed", "1"],
      ["tag", "free-book"],
    ],
  ],
  [
    "kit",
    "formId: 8123456",
    "https://app.kit.com/forms/8123456/subscriptions",
    [["email_address", ADDRESS]],
  ],
  [
    "mailerlite",
    "groupId: '153678240500679990'",
    "https://assets.mailerlite.com/jsonp/1561600/forms/155870684527986630/subscribe",
    [
      ["fields[email]", ADDRESS],
      ["ml-submit", "1"],
      ["anticsrf", "true"],
      ["groups[]", "153678240500679990"],
    ],
  ],
  [
    "mailchimp",
    "tagId: 2962934",
    "https://nkashford.us21.list-manage.com/subscribe/post?u=8a83058b9ef8a5d4d9076f258&id=7fcdb807f6",
    [
      ["EMAIL", ADDRESS],
      ["b_8a83058b9ef8a5d4d9076f258_7fcdb807f6", ""],
      ["tags", "2962934"],
    ],
  ],
];

for (const [service, signup, action, fields] of FREE_BOOK_FORMS) {
  test(`${service}: the free book's form sends its embed form's fields, marked for the book`, async () => {
    const site = catalogue({
      ...siteWith(SERVICES[service], `magnet:\n  book: gift\n  signup:\n    ${signup}\n`),
      books,
    });
    if (!site.site.magnet) throw new Error("no magnet");
    show(<MagnetPage page={magnetPage(site, site.site.magnet)} />);
    expect(screen.getByRole("heading", { level: 1, name: "The Gift" })).toBeVisible();
    expect(screen.getByRole("link", { name: "More about The Gift" })).toHaveAttribute(
      "href",
      "/book/gift",
    );
    const sent = await send(
      screen.getByRole("form", { name: "Get the book" }),
      /^Send me the book/,
    );
    expect(sent).toEqual({ action, target: "_blank", sent: [fields] });
    expect(screen.getByRole("heading", { name: "What happens next" })).toBeVisible();
  });
}

const REVIEW_TEAM_FORMS: [keyof typeof SERVICES, string, string, [string, string][]][] = [
  [
    "buttondown",
    "tag: arc-team\n  reviewsField: review_sites",
    "https://buttondown.com/api/emails/embed-subscribe/nk_ashford",
    [
      ["metadata__review_sites", "Goodreads"],
      ["email", ADDRESS],
      ["embed", "1"],
      ["tag", "arc-team"],
    ],
  ],
  [
    "kit",
    "tagId: 19285341\n  reviewsField: review_sites",
    "https://app.kit.com/forms/7463169/subscriptions",
    [
      ["fields[review_sites]", "Goodreads"],
      ["email_address", ADDRESS],
      ["tags[]", "19285341"],
    ],
  ],
  [
    "mailerlite",
    "formId: 99\n  reviewsField: review_sites",
    "https://assets.mailerlite.com/jsonp/1561600/forms/99/subscribe",
    [
      ["fields[review_sites]", "Goodreads"],
      ["fields[email]", ADDRESS],
      ["ml-submit", "1"],
      ["anticsrf", "true"],
    ],
  ],
  [
    "mailchimp",
    "group: group[13145][4]\n  reviewsField: MMERGE5",
    "https://nkashford.us21.list-manage.com/subscribe/post?u=8a83058b9ef8a5d4d9076f258&id=7fcdb807f6",
    [
      ["MMERGE5", "Goodreads"],
      ["EMAIL", ADDRESS],
      ["b_8a83058b9ef8a5d4d9076f258_7fcdb807f6", ""],
      ["group[13145][4]", "4"],
    ],
  ],
];

for (const [service, settings, action, fields] of REVIEW_TEAM_FORMS) {
  test(`${service}: the review team's form sends the team's mark and where the reader posts reviews`, async () => {
    const [signup, field] = settings.split("\n  ");
    const site = catalogue({
      ...siteWith(
        SERVICES[service],
        `reviewTeam:\n  terms: Read early.\n  signup:\n    ${signup}\n  ${field}\n`,
      ),
      books,
    });
    if (!site.site.reviewTeam) throw new Error("no review team");
    show(<ReviewTeamPage page={reviewTeamPage(site, site.site.reviewTeam, "2026-10-01")} />);
    const sent = await send(
      screen.getByRole("form", { name: "Apply to join" }),
      /^Apply/,
      "Goodreads",
    );
    expect(sent).toEqual({ action, target: "_blank", sent: [fields] });
  });
}

test("the review team's page lists the books still to come on the reader's day, and applies at StoryOrigin", () => {
  const site = catalogue({
    ...siteWith(
      SERVICES.wordpress,
      "reviewTeam:\n  terms: |-\n    **What you get:** the book early.\n\n    What I ask: a review.\n  landing: https://storyoriginapp.com/reviewcopies/5b8e\n",
    ),
    books,
  });
  if (!site.site.reviewTeam) throw new Error("no review team");
  // Built before "Out Already" came out; read after.
  show(<ReviewTeamPage page={reviewTeamPage(site, site.site.reviewTeam, "2026-10-01")} />);
  expect(screen.getByText("What you get:")).toBeVisible();
  const coming = screen.getByRole("region", { name: "Coming books" });
  expect(
    within(coming)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href")),
  ).toEqual(["/book/soon"]);
  expect(
    screen.getByRole("link", { name: "Apply at StoryOrigin (opens in a new tab)" }),
  ).toHaveAttribute("href", "https://storyoriginapp.com/reviewcopies/5b8e");
  expect(screen.queryByRole("form")).toBeNull();
});
