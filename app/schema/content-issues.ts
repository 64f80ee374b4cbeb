import type { YamlRead } from "./content-yaml.ts";

/** Content problems as the build reports them: the file, the line, and what to write. */

/**
 * A problem in a content file: the file, the line where the file has one (the field's, or for
 * a missing field the line of what it belongs in), and what is wrong in the author's words.
 */
export type ContentIssue = {
  file: string;
  line: number | null;
  column: number | null;
  message: string;
};

/** `content/books/x.md, line 7: genres is missing: list one or more of ...` */
export function formatIssue({ file, line, column, message }: ContentIssue): string {
  const where = line === null ? "" : `, line ${line}${column === null ? "" : `, column ${column}`}`;
  return `${file}${where}: ${message}`;
}

/** Thrown when content is invalid; each issue names the file, the line and the field. */
export class ContentError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(`Content is invalid:\n${issues.map((issue) => `  - ${formatIssue(issue)}`).join("\n")}`);
    this.name = "ContentError";
  }
}

/** Issues file by file (in the order the files were read), each file's from its top down. */
export function byFileAndLine(issues: ContentIssue[]): ContentIssue[] {
  const files = [...new Set(issues.map((issue) => issue.file))];
  return files.flatMap((file) =>
    issues.filter((issue) => issue.file === file).sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
  );
}

/** Where in a file a problem is: a field's path, a line, or the file as a whole. */
export type Where = readonly PropertyKey[] | number | null;
export type Report = (file: string, where: Where, message: string, column?: number) => void;

/**
 * Collects issues. A file's fields are found by their path once its YAML is read (`locate`);
 * a field that is missing from a front matter is placed at the front matter's first line.
 */
export function reporter() {
  const issues: ContentIssue[] = [];
  const lines = new Map<string, (path: readonly PropertyKey[]) => number | null>();
  const report: Report = (file, where, message, column) => {
    const line =
      typeof where === "number" || where === null ? where : (lines.get(file)?.(where) ?? null);
    issues.push({ file, line, column: column ?? null, message });
  };
  const locate = (
    source: { file: string; text: string },
    start: number,
    read: YamlRead & { ok: true },
  ) => {
    const frontMatter = start > 0;
    lines.set(source.file, (path) => {
      const offset = read.offsetOf(path);
      if (offset === null) return frontMatter ? 1 : null;
      return lineAndColumn(source.text, start + offset).line;
    });
  };
  return { report: Object.assign(report, { locate }), issues };
}
export type Reporter = ReturnType<typeof reporter>["report"];

/** The 1-based line and column of an offset in a text, as editors count them. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: offset - lineStart + 1 };
}
