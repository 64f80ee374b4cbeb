import { describe, expect, it } from "vitest";
import { editorBackend } from "./backend";

describe("editorBackend", () => {
  it("is the host's git gateway unless told otherwise", () => {
    expect(editorBackend({})).toEqual({ name: "git-gateway", branch: "main" });
  });
  it("is GitHub through the author's OAuth provider when set", () => {
    expect(
      editorBackend({
        EDITOR_BACKEND: "github",
        EDITOR_REPO: "me/site",
        EDITOR_AUTH_URL: "https://auth.example.com",
        EDITOR_BRANCH: "live",
      }),
    ).toEqual({
      name: "github",
      repo: "me/site",
      branch: "live",
      base_url: "https://auth.example.com",
    });
  });
  it("refuses settings it cannot use, saying which", () => {
    expect(() => editorBackend({ EDITOR_BACKEND: "github" })).toThrow(/EDITOR_REPO/);
    expect(() =>
      editorBackend({ EDITOR_BACKEND: "github", EDITOR_REPO: "a/b", EDITOR_AUTH_URL: "http://x" }),
    ).toThrow(/EDITOR_AUTH_URL/);
    expect(() => editorBackend({ EDITOR_BACKEND: "ftp" })).toThrow(/git-gateway or github/);
  });
});
