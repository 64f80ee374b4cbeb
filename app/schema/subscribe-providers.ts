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

/** The Mailchimp audience (`u`) and list (`id`) of a form action. */
function mailchimpIds(action: string): { u: string; id: string } {
  const query = new URL(action).searchParams;
  return { u: query.get("u") ?? "", id: query.get("id") ?? "" };
}

/** The form a service's embed code posts, built from the author's settings. */
export function subscribeContract(subscribe: Subscribe): SubscribeContract {
  switch (subscribe.provider) {
    case "buttondown":
      // The "As a Form" snippet (Settings > Embedding & Sharing); `embed=1` asks for the page
      // meant for a visitor rather than the API's reply.
      // https://github.com/buttondown/docs/blob/main/pages/integrations/framer.mdx
      return {
        action: `https://buttondown.com/api/emails/embed-subscribe/${encodeURIComponent(subscribe.username)}`,
        method: "post",
        emailField: "email",
        hidden: [["embed", "1"]],
      };
    case "kit":
      // The form's "HTML" embed code (Embed > HTML). https://help.kit.com/en/articles/4009572-form-embedding-basics
      return {
        action: `https://app.kit.com/forms/${subscribe.formId}/subscriptions`,
        method: "post",
        emailField: "email_address",
        hidden: [],
      };
    case "mailerlite":
      // The embedded form's "HTML code" (Forms > Embedded forms > Embed). The two hidden fields
      // are in that code; the service refuses a post without them.
      // https://www.mailerlite.com/help/how-to-create-an-embedded-form
      return {
        action: `https://assets.mailerlite.com/jsonp/${subscribe.accountId}/forms/${subscribe.formId}/subscribe`,
        method: "post",
        emailField: "fields[email]",
        hidden: [
          ["ml-submit", "1"],
          ["anticsrf", "true"],
        ],
      };
    case "mailchimp": {
      // The embedded form's code (Audience > Signup forms > Embedded forms). The `b_{u}_{id}`
      // field is the bot trap: a person leaves it empty, a bot fills it in.
      // https://mailchimp.com/help/add-a-signup-form-to-your-website/
      const { u, id } = mailchimpIds(subscribe.action);
      return {
        action: subscribe.action,
        method: "post",
        emailField: "EMAIL",
        hidden: [[`b_${u}_${id}`, ""]],
      };
    }
    default:
      // The spec's WordPress.com blog subscription (spec section 7).
      return {
        action: subscribe.action,
        method: "post",
        emailField: "email",
        hidden: [
          ["action", "subscribe"],
          ["blog_id", subscribe.blogId],
          ["source", subscribe.source],
          ["sub-type", subscribe.subType],
          ["redirect_fragment", subscribe.redirectFragment],
          ["_wpnonce", subscribe.nonce],
        ],
      };
  }
}

/**
 * The services whose embed form can tag a new subscriber with a tag the site names, so that
 * "Tell me when it's out" on a coming book's page subscribes the reader with that book's tag
 * (the author then writes to that tag on release day). Only Buttondown's form takes a tag by
 * name: a `tag` field, as its subscribe page takes `?tag=` ("Tagging your subscribers",
 * https://github.com/buttondown/docs/blob/main/pages/getting-started/building-your-subscriber-base.mdx, and "Tags": subscribers "can opt
 * into different tags when they subscribe (via Buttondown URL or embedded HTML form)").
 * Mailchimp's (`tags`), Kit's (`tags[]`) and MailerLite's (`groups[]`) forms tag or group a
 * subscriber by the number the author's account gives the tag or group, which the site cannot
 * know for a tag it names itself (the free book's and the review team's sign-ups are given
 * theirs: ./signups.ts); WordPress.com's blog subscription has no tags.
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
