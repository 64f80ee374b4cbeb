import type { Site } from "../content/types.ts";
import { isHttpsUrl } from "../content/validators.ts";

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

/** The privacy-enhanced player for a video id, starting at once. */
export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}
