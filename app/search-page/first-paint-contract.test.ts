import { describe, expect, it } from "vitest";
import { queryFromPath, resultsHeading } from "./first-paint-contract";

describe("queryFromPath", () => {
  it("decodes the query as React Router decodes the route parameter", () => {
    expect(queryFromPath("/search/covenant")).toBe("covenant");
    expect(queryFromPath("/search/end%20times")).toBe("end times");
    expect(queryFromPath("/search/a%2Fb")).toBe("a/b");
    expect(queryFromPath("/search/%3Cscript%3E")).toBe("<script>");
    expect(queryFromPath("/search/ark/")).toBe("ark");
  });

  it("leaves a malformed query as it is", () => {
    expect(queryFromPath("/search/%E0%A4%A")).toBe("%E0%A4%A");
  });

  it("is undefined for paths that are no search", () => {
    expect(queryFromPath("/book/remnant")).toBeUndefined();
    expect(queryFromPath("/search/")).toBeUndefined();
    expect(queryFromPath("/search/a/b")).toBeUndefined();
  });
});

describe("resultsHeading", () => {
  it("says whether anything was found", () => {
    expect(resultsHeading("ark", 2)).toBe('Search Results for "ark"');
    expect(resultsHeading("zzz", 0)).toBe('No results found for "zzz"');
  });
});
