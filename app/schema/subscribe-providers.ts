import { z } from "zod";
import { fields, httpsUrl, serviceChoice, serviceSection, text, words } from "./schema-fields.ts";

/**
 * The mailing-list services an author may take subscriptions with (`subscribe:` in
 * content/site.yaml): the settings each one needs, and the form each one's embed code posts.
 * The form is a plain POST, so it works before (or without) any script; docs/mailing-list.md
 * tells authors where each setting is found. Each contract below was checked against the embed
 * code the service generates, as published sites carry it; the guide each cites says where an
 * author finds that code.
 */

export const PROVIDERS = ["wordpress", "buttondown", "kit", "mailerlite", "mailchimp"] as const;

const digits = (expected: string) => text({ expected, pattern: /^[0-9]+$/ });

/** A Mailchimp form action, as its embed code has it (`&amp;` as copied from the HTML, too). */
const MAILCHIMP_ACTION =
  /^https:\/\/(?:[a-z0-9-]+\.)+list-manage\.com\/subscribe\/post\?(?=.*\bu=[0-9a-f]+(?:&|$))(?=.*\bid=[0-9a-f]+(?:&|$))[A-Za-z0-9_=&.-]+$/;
const unescaped = (action: string) => action.replaceAll("&amp;", "&");

/** The settings only services other than WordPress.com have, and the service they belong to. */
const OTHER_SETTINGS: Record<string, string | undefined> = {
  username: "buttondown",
  formId: "kit or mailerlite",
  accountId: "mailerlite",
};

/** Each service's settings: only what its form needs, each named in the service's words. */
const settings = {
  /** The spec's WordPress.com blog subscription (the default, so older site files still read). */
  wordpress: fields(
    {
      provider: z.literal("wordpress").optional(),
      /**
       * https: the form posts the visitor's e-mail address, which http would send in clear
       * (browsers warn before such a form); its origin also goes into the page policy.
       */
      action: httpsUrl("the subscription form's address"),
      blogId: words("the blog's id at the subscription provider"),
      source: words("the source the provider records"),
      subType: words("the subscription type, such as widget"),
      redirectFragment: words("the fragment the provider returns to"),
      nonce: words("the form's nonce"),
    },
    {
      ...serviceSection("the WordPress.com subscription's"),
      // Another service's setting with no provider named: the provider line was left out.
      elsewhere: (key) => {
        const owner = OTHER_SETTINGS[key];
        return owner && `it is a setting of ${owner}: write provider: ${owner} above it`;
      },
    },
  ),
  buttondown: fields(
    {
      provider: z.literal("buttondown"),
      username: text({
        expected:
          "write your Buttondown username, as in buttondown.com/{username} (letters, digits, - and _)",
        pattern: /^[A-Za-z0-9_-]+$/,
      }),
    },
    serviceSection("Buttondown's"),
  ),
  kit: fields(
    {
      provider: z.literal("kit"),
      formId: digits(
        "write your Kit form's number, as in its embed code's action https://app.kit.com/forms/{number}/subscriptions",
      ),
    },
    serviceSection("Kit's"),
  ),
  mailerlite: fields(
    {
      provider: z.literal("mailerlite"),
      accountId: digits(
        "write your MailerLite account number, as in the embedded form's action https://assets.mailerlite.com/jsonp/{account}/forms/{form}/subscribe",
      ),
      formId: digits(
        "write your MailerLite form's number, as in the embedded form's action https://assets.mailerlite.com/jsonp/{account}/forms/{form}/subscribe",
      ),
    },
    serviceSection("MailerLite's"),
  ),
  mailchimp: fields(
    {
      provider: z.literal("mailchimp"),
      action: text({
        expected:
          "write the action of your Mailchimp embedded form, such as https://example.us21.list-manage.com/subscribe/post?u=1a2b3c&id=4d5e6f",
        test: (value) => MAILCHIMP_ACTION.test(unescaped(value)),
      }).transform(unescaped),
    },
    serviceSection("Mailchimp's"),
  ),
};

/** `subscribe:`: the service named by `provider` (WordPress.com when absent) and its settings. */
export const subscribeSchema = serviceChoice(
  PROVIDERS,
  [settings.wordpress, settings.buttondown, settings.kit, settings.mailerlite, settings.mailchimp],
  "write the mailing list's provider and settings, indented under it",
);
export type Subscribe = z.infer<typeof subscribeSchema>;

/** What a service's embed form is: where it posts, the e-mail field's name, the hidden fields. */
export type SubscribeContract = {
  action: string;
  method: "post";
  emailField: string;
  /** Name and value of each hidden field, in the embed code's order. */
  hidden: [name: string, value: string][];
};

/** A form that posts to `action`, with the e-mail address in `emailField`. */
const postForm = (
  action: string,
  emailField: string,
  hidden: SubscribeContract["hidden"] = [],
): SubscribeContract => ({ action, method: "post", emailField, hidden });

/** The form a service's embed code posts, built from the author's settings. */
export function subscribeContract(subscribe: Subscribe): SubscribeContract {
  switch (subscribe.provider) {
    case "buttondown":
      // The "As a Form" snippet (Settings > Embedding & Sharing); `embed=1` asks for the page
      // meant for a visitor rather than the API's reply.
      // https://github.com/buttondown/docs/blob/main/pages/integrations/framer.mdx
      return postForm(
        `https://buttondown.com/api/emails/embed-subscribe/${encodeURIComponent(subscribe.username)}`,
        "email",
        [["embed", "1"]],
      );
    case "kit":
      // The form's "HTML" embed code (Embed > HTML). https://help.kit.com/en/articles/4009572-form-embedding-basics
      return postForm(
        `https://app.kit.com/forms/${subscribe.formId}/subscriptions`,
        "email_address",
      );
    case "mailerlite":
      // The embedded form's "HTML code" (Forms > Embedded forms > Embed). The two hidden fields
      // are in that code; the service refuses a post without them.
      // https://www.mailerlite.com/help/how-to-create-an-embedded-form
      return postForm(
        `https://assets.mailerlite.com/jsonp/${subscribe.accountId}/forms/${subscribe.formId}/subscribe`,
        "fields[email]",
        [
          ["ml-submit", "1"],
          ["anticsrf", "true"],
        ],
      );
    case "mailchimp": {
      // The embedded form's code (Audience > Signup forms > Embedded forms). The `b_{u}_{id}`
      // field is the bot trap: a person leaves it empty, a bot fills it in; `u` is the audience
      // and `id` the list.
      // https://mailchimp.com/help/add-a-signup-form-to-your-website/
      const query = new URL(subscribe.action).searchParams;
      return postForm(subscribe.action, "EMAIL", [
        [`b_${query.get("u") ?? ""}_${query.get("id") ?? ""}`, ""],
      ]);
    }
    default:
      // The spec's WordPress.com blog subscription (spec section 7).
      return postForm(subscribe.action, "email", [
        ["action", "subscribe"],
        ["blog_id", subscribe.blogId],
        ["source", subscribe.source],
        ["sub-type", subscribe.subType],
        ["redirect_fragment", subscribe.redirectFragment],
        ["_wpnonce", subscribe.nonce],
      ]);
  }
}

/**
 * The services whose embed form can tag a new subscriber with a tag the site names, so that
 * "Tell me when it's out" on a coming book's page subscribes the reader with that book's tag.
 * Only Buttondown's form takes a tag by name (a `tag` field; "Tagging your subscribers",
 * https://github.com/buttondown/docs/blob/main/pages/getting-started/building-your-subscriber-base.mdx).
 * Mailchimp's, Kit's and MailerLite's forms tag or group by the number the author's account
 * gives, which the site cannot know for a tag it names itself; WordPress.com's has no tags.
 */
export const RELEASE_ALERT_PROVIDERS = ["buttondown"] as const;

/** The tag a coming book's subscribers get: `release-{book id}`. */
export const releaseTag = (bookId: string) => `release-${bookId}`;

/**
 * The form of "Tell me when it's out" for a book: the mailing list's own form with the
 * book's tag, or null where the service cannot tag by name (see RELEASE_ALERT_PROVIDERS).
 */
export function releaseAlertContract(
  subscribe: Subscribe,
  bookId: string,
): SubscribeContract | null {
  if (subscribe.provider !== "buttondown") return null;
  const contract = subscribeContract(subscribe);
  return { ...contract, hidden: [...contract.hidden, ["tag", releaseTag(bookId)]] };
}
