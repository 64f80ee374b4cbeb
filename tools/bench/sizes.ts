/** Bytes as the browser receives them: gzip sizes of scripts and pages. */
import http from "node:http";
import https from "node:https";
import { gzipSync } from "node:zlib";
import type { PageResult } from "./lighthouse.ts";

/**
 * The gzip size of a file the server sends (gzipped here when the server sends it plain). Over
 * HTTPS too, for a service's script on another origin: the bench's stand-ins have throwaway
 * certificates, as the site's own HTTPS server has (dev-helpers/certificate.ts).
 */
export function gzipBytes(url: string): Promise<number> {
  const get: typeof http.get = url.startsWith("https:") ? https.get : http.get;
  const options = { headers: { "Accept-Encoding": "gzip" }, rejectUnauthorized: false };
  return new Promise((resolve, reject) => {
    get(url, options, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const gzipped = response.headers["content-encoding"] === "gzip";
        resolve(gzipped ? body.length : gzipSync(body, { level: 9 }).length);
      });
    }).on("error", reject);
  });
}

const isFramework = (url: string) => /\/framework-[\w-]+\.js$/.test(url);
/** React Router's route manifest: one entry per route, loaded by every page. */
const isManifest = (url: string) => /\/manifest-[\w-]+\.js$/.test(url);

export type ScriptSplit = {
  name: string;
  framework: number;
  manifest: number;
  site: number;
  /** Scripts from other origins: an analytics service's, when the site names one. */
  elsewhere: number;
};

/**
 * The script each page loaded, in gzip bytes: the framework, the route manifest, the rest of
 * the site's, and other origins'. `base` is the site's address.
 */
export async function scriptSplit(base: string, results: PageResult[]): Promise<ScriptSplit[]> {
  const site = new URL(base).origin;
  const split: ScriptSplit[] = [];
  for (const page of results) {
    const parts = { name: page.name, framework: 0, manifest: 0, site: 0, elsewhere: 0 };
    for (const url of page.scripts) {
      const bytes = await gzipBytes(url);
      if (new URL(url).origin !== site) parts.elsewhere += bytes;
      else if (isFramework(url)) parts.framework += bytes;
      else if (isManifest(url)) parts.manifest += bytes;
      else parts.site += bytes;
    }
    split.push(parts);
  }
  return split;
}

export type SiteSize = {
  /** The route manifest's gzip bytes, if the home page loads one. */
  manifest: number | null;
  /** The home page's HTML, gzip bytes. */
  homeHtml: number;
};

/** What grows with the catalogue on every page: the route manifest, and the home page. */
export async function siteSize(base: string, results: PageResult[]): Promise<SiteSize> {
  const home = results.find((page) => page.path === "/");
  const manifest = home?.scripts.find(isManifest);
  return {
    manifest: manifest ? await gzipBytes(manifest) : null,
    homeHtml: await gzipBytes(`${base}/`),
  };
}
