import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { pagePolicy } from "../../build-steps/security-policy.ts";
import {
  ANALYTICS_PROVIDERS,
  analyticsOrigins,
  analyticsSchema,
  analyticsTag,
} from "./analytics.ts";
import { ContentError, formatIssue } from "./content-issues.ts";
import { catalogue, SITE_YAML } from "./fixtures.test-helper.ts";
import { siteSchema } from "./schema.ts";

const SITE_URL = "https://www.nkashford.com";
const tagOf = (yaml: string, siteUrl = SITE_URL) =>
  analyticsTag(analyticsSchema.parse(parseYaml(yaml)), siteUrl);

/** The content errors the build reports for the test site with this `analytics:` section. */
function issuesFor(analytics: string): string[] {
  try {
    catalogue({ site: { file: "content/site.yaml", text: `${SITE_YAML}${analytics}` } });
  } catch (error) {
    if (error instanceof ContentError) return error.issues.map(formatIssue);
    throw error;
  }
  return [];
}
const ANALYTICS_LINE = SITE_YAML.split("\n").length;

describe("each service's script tag is the one its documentation gives", () => {
  it("Plausible: its script with the site's domain, at plausible.io or the author's own", () => {
    expect(tagOf("provider: plausible\n")).toEqual({
      provider: "plausible",
      src: "https://plausible.io/js/script.js",
      // Plausible names a site by its domain without www.
      data: { domain: "nkashford.com" },
    });
    expect(
      tagOf("provider: plausible\ndomain: books.example\nhost: https://stats.example.org/\n"),
    ).toEqual({
      provider: "plausible",
      src: "https://stats.example.org/js/script.js",
      data: { domain: "books.example" },
    });
  });

  it("GoatCounter: count.js with the site's endpoint, hosted or the author's own", () => {
    expect(tagOf("provider: goatcounter\ncode: nkashford\n")).toEqual({
      provider: "goatcounter",
      src: "https://gc.zgo.at/count.js",
      data: { goatcounter: "https://nkashford.goatcounter.com/count" },
    });
    expect(tagOf("provider: goatcounter\nhost: https://count.example.org/gc\n")).toEqual({
      provider: "goatcounter",
      src: "https://count.example.org/gc/count.js",
      data: { goatcounter: "https://count.example.org/gc/count" },
    });
  });

  it("Umami: its script with the website id, at Umami Cloud or the author's own", () => {
    const websiteId = "4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b";
    expect(tagOf(`provider: umami\nwebsiteId: ${websiteId}\n`)).toEqual({
      provider: "umami",
      src: "https://cloud.umami.is/script.js",
      data: { websiteId },
    });
    expect(
      tagOf(`provider: umami\nwebsiteId: ${websiteId}\nhost: https://umami.example.org\n`).src,
    ).toBe("https://umami.example.org/script.js");
  });

  it("Cloudflare Web Analytics: the beacon with the site's token, counting the app's pages", () => {
    const tag = tagOf("provider: cloudflare\ntoken: 0123456789abcdef0123456789abcdef\n");
    expect(tag).toMatchObject({
      provider: "cloudflare",
      src: "https://static.cloudflareinsights.com/beacon.min.js",
    });
    expect(JSON.parse(tag.data.cfBeacon ?? "")).toEqual({
      token: "0123456789abcdef0123456789abcdef",
      spa: true,
    });
  });
});

describe("the page policy", () => {
  const site = siteSchema.parse(parseYaml(SITE_YAML));
  const directives = (policy: string) =>
    Object.fromEntries(
      policy.split("; ").map((directive) => {
        const [name = "", ...sources] = directive.split(" ");
        return [name, sources];
      }),
    );

  it("without analytics is the site's own policy, naming no analytics service", () => {
    expect(site.analytics).toBeUndefined();
    expect(pagePolicy(site, ["abc="])).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'sha256-abc='",
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src https://www.youtube-nocookie.com",
        "form-action 'self' https://subscribe.example",
        "base-uri 'self'",
        "object-src 'none'",
      ].join("; "),
    );
  });

  it("with analytics adds the service's addresses to script-src and connect-src, and nothing else", () => {
    const without = directives(pagePolicy(site, ["abc="]));
    for (const [settings, script, connect, img] of [
      ["provider: plausible\n", ["https://plausible.io"], ["https://plausible.io"], []],
      [
        "provider: plausible\nhost: https://stats.example.org\n",
        ["https://stats.example.org"],
        ["https://stats.example.org"],
        [],
      ],
      [
        "provider: goatcounter\ncode: me\n",
        ["https://gc.zgo.at"],
        ["https://me.goatcounter.com"],
        ["https://me.goatcounter.com"],
      ],
      [
        "provider: umami\nwebsiteId: 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b\nhost: https://u.example.org\n",
        ["https://u.example.org"],
        ["https://u.example.org"],
        [],
      ],
      [
        "provider: cloudflare\ntoken: 0123456789abcdef0123456789abcdef\n",
        ["https://static.cloudflareinsights.com"],
        ["https://cloudflareinsights.com"],
        [],
      ],
    ] as const) {
      const analytics = analyticsSchema.parse(parseYaml(settings));
      const policy = directives(pagePolicy({ ...site, analytics }, ["abc="]));
      expect(policy["script-src"], settings).toEqual(["'self'", ...script, "'sha256-abc='"]);
      expect(policy["connect-src"], settings).toEqual(["'self'", ...connect]);
      expect(policy["img-src"], settings).toEqual(["'self'", "data:", ...img]);
      const rest = (all: Record<string, string[]>) =>
        Object.entries(all).filter(
          ([name]) => !["script-src", "connect-src", "img-src"].includes(name),
        );
      expect(rest(policy), settings).toEqual(rest(without));
    }
  });

  it("Umami Cloud's hits may go to either of its gateways", () => {
    const tag = tagOf("provider: umami\nwebsiteId: 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b\n");
    expect(analyticsOrigins(tag).connect).toEqual([
      "https://cloud.umami.is",
      "https://api-gateway.umami.dev",
      "https://gateway.umami.is",
    ]);
  });
});

describe("a missing or malformed setting is a content error naming the field", () => {
  it("names the setting the service needs and what to write", () => {
    expect(issuesFor("analytics:\n  provider: umami\n")).toEqual([
      `content/site.yaml, line ${ANALYTICS_LINE}: analytics.websiteId is missing: write your Umami website id, as in its tracking code's data-website-id, such as 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b`,
    ]);
    expect(issuesFor("analytics:\n  provider: cloudflare\n  token: abc\n")).toEqual([
      expect.stringMatching(
        /line \d+: analytics\.token is 'abc': write your Cloudflare Web Analytics site token/,
      ),
    ]);
  });

  it("GoatCounter takes its code or the author's own address, one of the two", () => {
    expect(issuesFor("analytics:\n  provider: goatcounter\n")).toEqual([
      expect.stringContaining(
        "analytics.code is missing: write your GoatCounter site's code, as in https://{code}.goatcounter.com, or host: your own GoatCounter's address",
      ),
    ]);
    expect(
      issuesFor(
        "analytics:\n  provider: goatcounter\n  code: me\n  host: https://gc.example.org\n",
      ),
    ).toEqual([
      expect.stringContaining(
        "analytics.host is 'https://gc.example.org': write either code (GoatCounter's own service) or host (your own GoatCounter), not both",
      ),
    ]);
  });

  it("an unknown service is named with the one most likely meant", () => {
    expect(issuesFor("analytics:\n  provider: plausibel\n")).toEqual([
      expect.stringContaining(
        `analytics.provider is 'plausibel': write ${ANALYTICS_PROVIDERS.join(", ").replace(/, (?=[^,]*$)/, " or ")} (did you mean plausible?)`,
      ),
    ]);
    expect(issuesFor("analytics:\n  domain: example.com\n")).toEqual([
      expect.stringContaining("analytics.provider is missing: write plausible, goatcounter"),
    ]);
  });

  it("a self-hosted address is https, and another service's setting is refused by name", () => {
    expect(
      issuesFor("analytics:\n  provider: plausible\n  host: http://stats.example.org\n"),
    ).toEqual([
      expect.stringContaining(
        "analytics.host is 'http://stats.example.org': write your own Plausible's address, starting with https://",
      ),
    ]);
    expect(
      issuesFor(
        "analytics:\n  provider: cloudflare\n  token: 0123456789abcdef0123456789abcdef\n  host: https://x.example\n",
      ),
    ).toEqual([
      `content/site.yaml, line ${ANALYTICS_LINE + 3}: host is not a field of analytics: remove it, or use provider or token`,
    ]);
  });
});
