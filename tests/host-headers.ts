import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { type Header, type MinimalHeader, parseAllHeaders } from "@netlify/headers-parser";

// What the build wrote for the hosts, read the same way by the checks on the built files
// (tests/build-output/host-files.test.ts) and on the servers' answers (tests/e2e/deploy.spec.ts).

/** The largest file in `folder` whose name ends in `ending`, or none. */
export function largestFile(folder: string, ending: string): string | undefined {
  return readdirSync(folder)
    .filter((file) => file.endsWith(ending))
    .sort((a, b) => statSync(path.join(folder, b)).size - statSync(path.join(folder, a)).size)[0];
}

/**
 * The built `_headers` as Netlify's own parser reads it: its rules (`headers`), and the lines
 * it could not read (`errors`).
 */
export function readHeadersFile(clientDir: string) {
  return parseAllHeaders({
    headersFiles: [path.join(clientDir, "_headers")],
    configHeaders: [],
    minimal: false,
  });
}

/** The headers `rules` give a path: those of every rule whose pattern matches it. */
export function headersOf(
  rules: readonly (MinimalHeader | Header)[],
  pathname: string,
): Record<string, string> {
  const matching = rules.filter((rule) => "forRegExp" in rule && rule.forRegExp.test(pathname));
  return Object.fromEntries(matching.flatMap((rule) => Object.entries(rule.values)));
}
