import type { Site } from "./schema.ts";

/** A video id as the player takes it: letters, digits, `_` and `-`, nothing that makes a URL. */
const VIDEO_ID = /^[\w-]{6,20}$/;

/**
 * An absolute https address. The scheme is checked as written, not only as the URL parser
 * reads it, so `javascript:`, `data:`, a scheme-relative `//host` and `https:host` (relative
 * on an https page) are all refused; whitespace and control characters too.
 */
export function isHttpsUrl(value: string): boolean {
  return /^https:\/\/[^\s\p{Cc}]+$/iu.test(value) && URL.canParse(value);
}

function fill(pattern: string, id: string): string | null {
  return id === "" ? null : pattern.replace("{id}", encodeURIComponent(id));
}

/** The retail store's product page for a retail id; `null` without one. */
export function retailUrl(site: Pick<Site, "links">, amazonId: string): string | null {
  return fill(site.links.retail, amazonId);
}

/** The audiobook: a full link as it is, an id through the store's pattern; `null` without one. */
export function audiobookUrl(site: Pick<Site, "links">, audioId: string): string | null {
  return isHttpsUrl(audioId) ? audioId : fill(site.links.audiobook, audioId);
}

/** The review site's page for a review-site id or slug; `null` without one. */
export function reviewUrl(site: Pick<Site, "links">, goodreadsId: string): string | null {
  return fill(site.links.review, goodreadsId);
}

/** A trailer given as a plain id plays embedded; a full link opens in a new tab. */
export function isVideoId(trailerUrl: string): boolean {
  return VIDEO_ID.test(trailerUrl);
}

/** The privacy-enhanced player for a video id, starting at once. */
export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}
