import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { z } from "zod";

export type ViewerRequest = (event: { request: { uri: string } }) => { uri: string };

/**
 * The viewer-request function as CloudFront runs it, for tests: the file's own text, evaluated
 * in a context without Node's globals or modules.
 */
export function loadViewerRequest(): ViewerRequest {
  const source = readFileSync(new URL("./cloudfront-viewer-request.js", import.meta.url), "utf8");
  const handler: unknown = runInNewContext(`${source}\nhandler;`, {});
  if (typeof handler !== "function") throw new Error("no handler function in the file");
  const Request = z.object({ uri: z.string() });
  return (event) => Request.parse(handler(event));
}
