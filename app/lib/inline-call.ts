/**
 * A script inlined in the page's head: a function's source (a `?inline-script` import) called
 * with what it knows, as JSON that cannot close the script element it is written in.
 */
export const inlineCall = (source: string, config: object) =>
  `(${source.trim()})(${JSON.stringify(config).replaceAll("<", "\\u003c")})`;
