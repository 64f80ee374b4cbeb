import { data } from "react-router";

/** `value`, or Not Found (a 404) for the page or file a loader was asked for, when it is missing. */
export function orNotFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined)
    throw data(null, { status: 404, statusText: "Not Found" });
  return value;
}

/** A prerendered text file (a feed, a calendar, the sitemap): its text, as UTF-8 of `type`. */
export const textFile = (text: string, type: string) =>
  new Response(text, { headers: { "Content-Type": `${type}; charset=utf-8` } });
