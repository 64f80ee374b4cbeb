import { z } from "zod";
import { isHttpsUrl } from "../content/validators.ts";
import { fieldMessage } from "./content-messages.ts";
import { fields, serviceChoice, serviceSection, text } from "./schema-fields.ts";

/**
 * The privacy-friendly analytics an author may count visits with (`analytics:` in
 * content/site.yaml): the settings each service needs, and the script tag its documentation
 * gives, built from them. Each of these services sets no cookie and keeps no personal data, so
 * the site needs no consent banner. The script is loaded once the app is ready
 * (app/hooks/use-analytics.ts), and the page policy names the service's addresses only when it
 * is configured (build-steps/security-policy.ts). docs/analytics.md tells authors where each
 * setting is found.
 */

export const ANALYTICS_PROVIDERS = ["plausible", "goatcounter", "umami", "cloudflare"] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

/** A self-hosted service's address: https, with a path if it is served under one. */
const ownAddress = (service: string) =>
  text({
    expected: `write your own ${service}'s address, starting with https://, such as https://stats.example.com`,
    test: (value) => isHttpsUrl(value) && !/[?#]/.test(value),
  })
    .transform((value) => value.replace(/\/+$/, ""))
    .optional();

const settings = {
  plausible: fields(
    {
      provider: z.literal("plausible"),
      /** The site's domain as added in Plausible; the site's own address's, without www., if left out. */
      domain: text({
        expected:
          "write the site's domain as you added it in Plausible, in lowercase, such as nkashford.com",
        pattern: /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(,[a-z0-9]([a-z0-9.-]*[a-z0-9])?)*$/,
      }).optional(),
      host: ownAddress("Plausible"),
    },
    serviceSection("Plausible's"),
  ),
  goatcounter: fields(
    {
      provider: z.literal("goatcounter"),
      /** The site's code, as in https://{code}.goatcounter.com. */
      code: text({
        expected:
          "write your GoatCounter site's code, as in https://{code}.goatcounter.com (lowercase letters, digits and -)",
        pattern: /^[a-z0-9][a-z0-9-]*$/,
      }).optional(),
      host: ownAddress("GoatCounter"),
    },
    serviceSection("GoatCounter's"),
  ).superRefine(({ code, host }, context) => {
    // Exactly one: the hosted service's code, or the address of one's own.
    if ((code === undefined) !== (host === undefined)) return;
    const field = host === undefined ? "code" : "host";
    context.addIssue({
      code: "custom",
      path: [field],
      input: host,
      // A refinement's message is worded where it is raised, so it names the field in full.
      message: fieldMessage(
        ["analytics", field],
        host,
        host === undefined
          ? "write your GoatCounter site's code, as in https://{code}.goatcounter.com, or host: your own GoatCounter's address"
          : "write either code (GoatCounter's own service) or host (your own GoatCounter), not both",
      ),
    });
  }),
  umami: fields(
    {
      provider: z.literal("umami"),
      websiteId: text({
        expected:
          "write your Umami website id, as in its tracking code's data-website-id, such as 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b",
        pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      }),
      host: ownAddress("Umami"),
    },
    serviceSection("Umami's"),
  ),
  cloudflare: fields(
    {
      provider: z.literal("cloudflare"),
      token: text({
        expected:
          'write your Cloudflare Web Analytics site token, as in its snippet\'s data-cf-beacon=\'{"token": "…"}\' (32 digits and letters a to f)',
        pattern: /^[0-9a-f]{32}$/,
      }),
    },
    serviceSection("Cloudflare Web Analytics'"),
  ),
};

/** `analytics:`: the service named by `provider` and its settings. */
export const analyticsSchema = serviceChoice(
  ANALYTICS_PROVIDERS,
  [settings.plausible, settings.goatcounter, settings.umami, settings.cloudflare],
  "write the analytics service and its settings, indented under it",
);
export type Analytics = z.infer<typeof analyticsSchema>;

/**
 * The script tag a service's documentation gives: its address and its `data-*` attributes
 * (named without `data-`, as `dataset` has them, in camelCase).
 */
export type AnalyticsTag = {
  provider: AnalyticsProvider;
  src: string;
  data: Record<string, string>;
};

/** The addresses a service's script comes from and sends to, for the page policy. */
export type AnalyticsOrigins = { script: string[]; connect: string[]; img: string[] };

const PLAUSIBLE = "https://plausible.io";
const GOATCOUNTER_SCRIPT = "https://gc.zgo.at/count.js";
const UMAMI_CLOUD = "https://cloud.umami.is";
const CLOUDFLARE_SCRIPT = "https://static.cloudflareinsights.com/beacon.min.js";

/** The site's own host as Plausible names sites: without a leading `www.`. */
const plausibleDomain = (siteUrl: string) => new URL(siteUrl).hostname.replace(/^www\./, "");

/** The script tag of the service, from the author's settings and the site's own address. */
export function analyticsTag(analytics: Analytics, siteUrl: string): AnalyticsTag {
  switch (analytics.provider) {
    case "plausible":
      // "Add the snippet": <script defer data-domain="{domain}" src="https://plausible.io/js/script.js">;
      // a self-hosted Plausible CE serves the same script at its own address.
      // https://plausible.io/docs/plausible-script
      // The script counts each page the app navigates to (it follows history.pushState).
      return {
        provider: "plausible",
        src: `${analytics.host ?? PLAUSIBLE}/js/script.js`,
        data: { domain: analytics.domain ?? plausibleDomain(siteUrl) },
      };
    case "goatcounter": {
      // <script data-goatcounter="https://{code}.goatcounter.com/count" async src="//gc.zgo.at/count.js">;
      // a self-hosted GoatCounter serves count.js and /count itself.
      // https://www.goatcounter.com/help/start and https://www.goatcounter.com/help/countjs-host
      const endpoint = analytics.host
        ? `${analytics.host}/count`
        : `https://${analytics.code}.goatcounter.com/count`;
      return {
        provider: "goatcounter",
        src: analytics.host ? `${analytics.host}/count.js` : GOATCOUNTER_SCRIPT,
        data: { goatcounter: endpoint },
      };
    }
    case "umami":
      // <script defer src="https://cloud.umami.is/script.js" data-website-id="{id}">; a
      // self-hosted Umami serves script.js at its own address and takes the hits there.
      // https://umami.is/docs/collect-data and https://umami.is/docs/tracker-configuration
      // The script counts each page the app navigates to (it follows history.pushState).
      return {
        provider: "umami",
        src: `${analytics.host ?? UMAMI_CLOUD}/script.js`,
        data: { websiteId: analytics.websiteId },
      };
    case "cloudflare":
      // <script defer src="https://static.cloudflareinsights.com/beacon.min.js"
      // data-cf-beacon='{"token": "{token}"}'>; `spa` has it count each page the app navigates to.
      // https://developers.cloudflare.com/web-analytics/get-started/#sites-not-proxied-through-cloudflare
      return {
        provider: "cloudflare",
        src: CLOUDFLARE_SCRIPT,
        data: { cfBeacon: JSON.stringify({ token: analytics.token, spa: true }) },
      };
  }
}

const origin = (url: string) => new URL(url).origin;

/** What the page policy allows for the service: where its script is, and where it sends hits. */
export function analyticsOrigins(tag: AnalyticsTag): AnalyticsOrigins {
  const script = [origin(tag.src)];
  switch (tag.provider) {
    case "plausible":
      // The script posts to /api/event at its own address.
      return { script, connect: script, img: [] };
    case "goatcounter": {
      // count.js counts with an image of the endpoint (and, in newer versions, a beacon).
      const endpoint = [origin(tag.data.goatcounter ?? tag.src)];
      return { script, connect: endpoint, img: endpoint };
    }
    case "umami":
      // A self-hosted Umami takes hits at its own address. Umami Cloud's script has sent them
      // to its gateways: api-gateway.umami.dev, as documented, and gateway.umami.is, as seen.
      return {
        script,
        connect:
          script[0] === UMAMI_CLOUD
            ? [UMAMI_CLOUD, "https://api-gateway.umami.dev", "https://gateway.umami.is"]
            : script,
        img: [],
      };
    case "cloudflare":
      // The beacon posts to https://cloudflareinsights.com/cdn-cgi/rum.
      return { script, connect: ["https://cloudflareinsights.com"], img: [] };
  }
}
