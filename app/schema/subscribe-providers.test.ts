import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { pagePolicy } from "../../build-steps/security-policy.ts";
import { ContentError, formatIssue } from "./content-issues.ts";
import { catalogue, SITE_YAML } from "./fixtures.test-helper.ts";
import { siteSchema } from "./schema.ts";
import {
  PROVIDERS,
  RELEASE_ALERT_PROVIDERS,
  releaseAlertContract,
  subscribeContract,
  subscribeSchema,
} from "./subscribe-providers.ts";

/** The test site with its `subscribe:` section replaced by these lines. */
const SUBSCRIBE_AT = SITE_YAML.indexOf("subscribe:\n");
const siteYaml = (subscribe: string) => `${SITE_YAML.slice(0, SUBSCRIBE_AT)}${subscribe}`;
const SUBSCRIBE_LINE = siteYaml("").split("\n").length;

/** The content errors the build reports for a site file with this `subscribe:` section. */
function issuesFor(subscribe: string): string[] {
  try {
    catalogue({ site: { file: "content/site.yaml", text: siteYaml(subscribe) } });
  } catch (error) {
    if (error instanceof ContentError) return error.issues.map(formatIssue);
    throw error;
  }
  return [];
}

const parsed = (yaml: string) => subscribeSchema.parse(parseYaml(yaml));

describe("each service's form is its embed form", () => {
  it("WordPress.com, the default when no provider is named, posts the spec's fields", () => {
    const wordpress = parsed(
      "action: https://subscribe.wordpress.com\nblogId: '184'\nsource: https://a.example/\nsubType: widget\nredirectFragment: subscribe-blog\nnonce: n1\n",
    );
    expect(subscribeContract(wordpress)).toEqual({
      action: "https://subscribe.wordpress.com",
      method: "post",
      emailField: "email",
      hidden: [
        ["action", "subscribe"],
        ["blog_id", "184"],
        ["source", "https://a.example/"],
        ["sub-type", "widget"],
        ["redirect_fragment", "subscribe-blog"],
        ["_wpnonce", "n1"],
      ],
    });
    expect(
      parsed(
        "provider: wordpress\n" +
          "action: https://w.example\nblogId: '1'\nsource: s\nsubType: w\nredirectFragment: r\nnonce: n\n",
      ),
    ).toMatchObject({ provider: "wordpress" });
  });

  it("Buttondown posts email to the username's embed-subscribe address, with embed=1", () => {
    expect(subscribeContract(parsed("provider: buttondown\nusername: nk_ashford\n"))).toEqual({
      action: "https://buttondown.com/api/emails/embed-subscribe/nk_ashford",
      method: "post",
      emailField: "email",
      hidden: [["embed", "1"]],
    });
  });

  it("Kit posts email_address to the form's subscriptions address", () => {
    expect(subscribeContract(parsed("provider: kit\nformId: 7463169\n"))).toEqual({
      action: "https://app.kit.com/forms/7463169/subscriptions",
      method: "post",
      emailField: "email_address",
      hidden: [],
    });
  });

  it("MailerLite posts fields[email] with ml-submit and anticsrf to the account's form", () => {
    const form = parsed("provider: mailerlite\naccountId: 1561600\nformId: '155870684527986630'\n");
    expect(subscribeContract(form)).toEqual({
      action: "https://assets.mailerlite.com/jsonp/1561600/forms/155870684527986630/subscribe",
      method: "post",
      emailField: "fields[email]",
      hidden: [
        ["ml-submit", "1"],
        ["anticsrf", "true"],
      ],
    });
  });

  it("Mailchimp posts EMAIL to the embed code's action, with the empty b_{u}_{id} bot trap", () => {
    const copied =
      "https://nkashford.us21.list-manage.com/subscribe/post?u=8a83058b9ef8a5d4d9076f258&amp;id=7fcdb807f6&amp;f_id=00f4a6e5f0";
    const form = subscribeContract(parsed(`provider: mailchimp\naction: "${copied}"\n`));
    expect(form).toEqual({
      action: copied.replaceAll("&amp;", "&"),
      method: "post",
      emailField: "EMAIL",
      hidden: [["b_8a83058b9ef8a5d4d9076f258_7fcdb807f6", ""]],
    });
  });

  it("the page policy lets the form post to its service's origin and no other", () => {
    const site = siteSchema.parse(parseYaml(SITE_YAML));
    const formAction = (subscribe: string) =>
      pagePolicy({ ...site, subscribe: parsed(subscribe) }, [])
        .split("; ")
        .find((directive) => directive.startsWith("form-action"));
    expect(formAction("provider: kit\nformId: 1\n")).toBe("form-action 'self' https://app.kit.com");
    expect(formAction("provider: buttondown\nusername: me\n")).toBe(
      "form-action 'self' https://buttondown.com",
    );
    expect(formAction("provider: mailerlite\naccountId: 1\nformId: 2\n")).toBe(
      "form-action 'self' https://assets.mailerlite.com",
    );
    expect(
      formAction(
        "provider: mailchimp\naction: https://x.us8.list-manage.com/subscribe/post?u=ab&id=cd\n",
      ),
    ).toBe("form-action 'self' https://x.us8.list-manage.com");
    expect(pagePolicy({ ...site, subscribe: undefined }, [])).toContain("form-action 'self';");
  });
});

describe("a missing or malformed setting is a content error naming the field", () => {
  it("names the setting the service needs and what to write", () => {
    expect(issuesFor("subscribe:\n  provider: buttondown\n")).toEqual([
      `content/site.yaml, line ${SUBSCRIBE_LINE}: subscribe.username is missing: write your Buttondown username, as in buttondown.com/{username} (letters, digits, - and _)`,
    ]);
    expect(issuesFor("subscribe:\n  provider: kit\n  formId: abc\n")).toEqual([
      `content/site.yaml, line ${SUBSCRIBE_LINE + 2}: subscribe.formId is 'abc': write your Kit form's number, as in its embed code's action https://app.kit.com/forms/{number}/subscriptions`,
    ]);
    const mailerlite = issuesFor("subscribe:\n  provider: mailerlite\n  formId: 12\n");
    expect(mailerlite).toHaveLength(1);
    expect(mailerlite[0]).toMatch(
      /subscribe\.accountId is missing: write your MailerLite account number/,
    );
  });

  it("a Mailchimp action must be the embed code's list-manage address with u and id", () => {
    for (const bad of [
      "https://us21.list-manage.com/subscribe/post?id=7fcdb807f6",
      "https://us21.list-manage.com/subscribe/post?u=8a83&idx=7f",
      "http://x.us21.list-manage.com/subscribe/post?u=8a83&id=7f",
      "https://list-manage.com.evil.example/subscribe/post?u=8a83&id=7f",
      "https://x.us21.list-manage.com/subscribe/post-json?u=8a83&id=7f",
      "https://x.us21.list-manage.com/subscribe/post?u=8a83&id=7f&x=<b>",
    ]) {
      expect(issuesFor(`subscribe:\n  provider: mailchimp\n  action: "${bad}"\n`), bad).toEqual([
        expect.stringMatching(
          /subscribe\.action is '.*': write the action of your Mailchimp embedded form/,
        ),
      ]);
    }
  });

  it("an unknown provider lists the services, and guesses the one meant", () => {
    expect(issuesFor("subscribe:\n  provider: mailchimps\n  action: https://a.example\n")).toEqual([
      `content/site.yaml, line ${SUBSCRIBE_LINE + 1}: subscribe.provider is 'mailchimps': write ${"wordpress, buttondown, kit, mailerlite or mailchimp"} (did you mean mailchimp?)`,
    ]);
    expect(PROVIDERS).toEqual(["wordpress", "buttondown", "kit", "mailerlite", "mailchimp"]);
  });

  it("a MailerLite form number too long for a JavaScript number is read as written", () => {
    const text = siteYaml(
      "subscribe:\n  provider: mailerlite\n  accountId: 1561600\n  formId: 155870684527986630\n",
    );
    const site = catalogue({ site: { file: "content/site.yaml", text } }).site;
    expect(site.subscribe && subscribeContract(site.subscribe).action).toBe(
      "https://assets.mailerlite.com/jsonp/1561600/forms/155870684527986630/subscribe",
    );
  });

  it("another service's setting with no provider says which provider line to write", () => {
    expect(issuesFor("subscribe:\n  username: nkashford\n")).toEqual(
      expect.arrayContaining([
        `content/site.yaml, line ${SUBSCRIBE_LINE + 1}: username is not a field of subscribe: it is a setting of buttondown: write provider: buttondown above it`,
      ]),
    );
  });

  it("another service's setting is named as not a field of subscribe", () => {
    expect(issuesFor("subscribe:\n  provider: kit\n  formId: 12\n  username: me\n")).toEqual([
      expect.stringMatching(
        /username is not a field of subscribe: remove it, or use provider or formId/,
      ),
    ]);
  });
});

describe("Tell me when it's out", () => {
  it("subscribes to Buttondown with the book's tag, beside the embed form's own fields", () => {
    const buttondown = parsed("provider: buttondown\nusername: nk_ashford\n");
    expect(releaseAlertContract(buttondown, "starfall")).toEqual({
      ...subscribeContract(buttondown),
      hidden: [
        ["embed", "1"],
        ["tag", "release-starfall"],
      ],
    });
  });

  it("is offered by no service that cannot tag a subscriber by name", () => {
    const others = [
      "action: https://subscribe.wordpress.com\nblogId: '1'\nsource: https://a.example/\nsubType: widget\nredirectFragment: s\nnonce: n\n",
      "provider: kit\nformId: 7463169\n",
      "provider: mailerlite\naccountId: 1561600\nformId: '155870684527986630'\n",
      "provider: mailchimp\naction: https://a.us21.list-manage.com/subscribe/post?u=8a83&id=7fcd\n",
    ].map(parsed);
    for (const settings of others) {
      expect(RELEASE_ALERT_PROVIDERS).not.toContain(settings.provider);
      expect(releaseAlertContract(settings, "starfall")).toBeNull();
    }
  });
});
