import { paths } from "../app/content/paths.ts";
import type { Site } from "../app/content/types.ts";
import { analyticsOrigins, analyticsTag } from "../app/schema/analytics.ts";
import { type Subscribe, subscribeContract } from "../app/schema/subscribe-providers.ts";

/**
 * The site's security policy, written once: the per-page policy goes into each HTML file
 * as a <meta> (it names that page's inline scripts by hash), the rest into the headers
 * every static host can be given (`_headers`, and the same from `npm start`).
 */

const VIDEO_PLAYER = "https://www.youtube-nocookie.com";

/**
 * The page policy: only this site's files, the video player frame, the mailing lists' services
 * (the site's, and on a site of several authors each one's own) and the analytics service
 * (each only when configured).
 */
export function pagePolicy(
  site: Site,
  scriptHashes: string[],
  authorLists: Subscribe[] = [],
): string {
  const origin = (url: string) => new URL(url).origin;
  const analytics = site.analytics
    ? analyticsOrigins(analyticsTag(site.analytics, site.url))
    : { script: [], connect: [], img: [] };
  const connect = [
    "'self'",
    ...(site.vitalsBeaconUrl ? [origin(site.vitalsBeaconUrl)] : []),
    ...analytics.connect,
  ];
  const list = (...sources: string[]) => [...new Set(sources)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...analytics.script, ...scriptHashes.map((hash) => `'sha256-${hash}'`))}`,
    "style-src 'self'",
    `img-src ${list("'self'", "data:", ...analytics.img)}`,
    "font-src 'self'",
    `connect-src ${list(...connect)}`,
    `frame-src ${VIDEO_PLAYER}`,
    // The mailing-list services the forms post to, and no other.
    `form-action ${list("'self'", ...[site.subscribe, ...authorLists].flatMap((lists) => (lists ? [origin(subscribeContract(lists).action)] : [])))}`,
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Headers for every response; frame-ancestors only works as a header, not in a <meta>. */
export const SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  // The site is served over HTTPS; browsers ignore this on plain-HTTP local servers.
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
};

/** Cache rules by path: hashed build files forever, images and data for a day. */
export const CACHE_RULES: { pattern: string; value: string }[] = [
  { pattern: "/static/*", value: "public, max-age=31536000, immutable" },
  { pattern: "/admin/static/*", value: "public, max-age=31536000, immutable" },
  { pattern: "/assets/*", value: "public, max-age=86400" },
];

/** The editor's page is for the author alone: never indexed nor followed by search engines. */
export const EDITOR_HEADERS: Record<string, string> = {
  "X-Robots-Tag": "noindex, nofollow",
};

const DECAP_LOCAL_SERVER = "http://localhost:8081";

/**
 * The editor's own policy, in its page (admin/index.html), apart from the site's: Decap CMS
 * styles itself with inline styles (emotion), shows images the author picks as blob: URLs,
 * compiles its configuration's validators at run time (ajv, hence 'unsafe-eval', on this page
 * only), and talks to its backend: decap-server on this machine, or the git host the site is
 * built for (`backend`: its API, and its pictures of the author, from admin/backend.ts).
 * Its preview pane is a frame it writes itself.
 */
export function editorPolicy(backend: { connect: string[]; img: string[] }): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...backend.img].join(" "),
    "font-src 'self' data:",
    ["connect-src 'self' blob:", DECAP_LOCAL_SERVER, ...backend.connect].join(" "),
    "frame-src 'self' blob:",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The `_headers` file that Netlify and Cloudflare Pages read, for a site under `basePath` (`/`
 * unless given: BASE_PATH), whose paths its patterns start with.
 */
export function headersFile(basePath = "/"): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [
      `${basePath}${pattern.slice(1)}`,
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n");
  return `${[
    block("/*", SECURITY_HEADERS),
    ...CACHE_RULES.map((rule) => block(rule.pattern, { "Cache-Control": rule.value })),
    block("/admin/*", EDITOR_HEADERS),
  ].join("\n")}\n`;
}

/**
 * The `_redirects` file: every search address gets the search page, which searches in the
 * browser; under `basePath` (`/` unless given), both paths are in it.
 */
export const redirectsFile = (basePath = "/") =>
  `${basePath}search/*  ${basePath}${paths.searchPage.slice(1)}/index.html  200\n`;
