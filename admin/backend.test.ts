import { expect, test } from "vitest";
import { editorPolicy } from "../build-steps/security-policy";
import { backendOrigins, editorBackend, isLocalHost, localBackendUrl } from "./backend";

/** The editor's page policy for a backend, one directive at a time. */
const policyFor = (env: Record<string, string>) =>
  Object.fromEntries(
    editorPolicy(backendOrigins(editorBackend(env)))
      .split("; ")
      .map((directive) => {
        const [name = "", ...sources] = directive.split(" ");
        return [name, sources];
      }),
  );

/** The message editorBackend throws for the settings, or "" when it accepts them. */
function refusal(env: Record<string, string>) {
  try {
    editorBackend(env);
    return "";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

test("the editor's backend is none without settings: the editor then saves only through npm run edit", () => {
  expect(editorBackend({})).toBeNull();
  expect(editorBackend({ EDITOR_REPO: " ", PATH: "/usr/bin" })).toBeNull();
  const policy = policyFor({});
  expect(policy["connect-src"]).toEqual(["'self'", "blob:", "http://localhost:8081"]);
  expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:"]);
});

test("the backend is GitHub through the author's sign-in service by default", () => {
  const env = { EDITOR_REPO: "jane/my-books", EDITOR_AUTH_URL: "https://auth.example.com/" };
  expect(editorBackend(env)).toEqual({
    name: "github",
    repo: "jane/my-books",
    branch: "main",
    base_url: "https://auth.example.com",
  });
  expect(editorBackend({ ...env, EDITOR_BACKEND: "github", EDITOR_BRANCH: "live" })).toEqual({
    name: "github",
    repo: "jane/my-books",
    branch: "live",
    base_url: "https://auth.example.com",
  });
  const policy = policyFor(env);
  expect(policy["connect-src"]).toContain("https://api.github.com");
  expect(policy["img-src"]).toContain("https://avatars.githubusercontent.com");
});

test("the backend is GitLab with PKCE: an application id and no server of the author's", () => {
  const env = { EDITOR_BACKEND: "gitlab", EDITOR_REPO: "jane/books/site", EDITOR_APP_ID: "a1b2" };
  expect(editorBackend(env)).toEqual({
    name: "gitlab",
    repo: "jane/books/site",
    branch: "main",
    auth_type: "pkce",
    app_id: "a1b2",
  });
  expect(policyFor(env)["connect-src"]).toContain("https://gitlab.com");
  expect(policyFor(env)["connect-src"]).not.toContain("https://api.github.com");
});

test("the backend is a GitLab of the author's own when its address is given", () => {
  const env = {
    EDITOR_BACKEND: "gitlab",
    EDITOR_REPO: "jane/site",
    EDITOR_APP_ID: "a1b2",
    EDITOR_GIT_URL: "https://git.example.org",
  };
  expect(editorBackend(env)).toMatchObject({
    base_url: "https://git.example.org",
    api_root: "https://git.example.org/api/v4",
  });
  expect(policyFor(env)["connect-src"]).toContain("https://git.example.org");
  expect(policyFor(env)["connect-src"]).not.toContain("https://gitlab.com");
});

test("the backend is Gitea or Forgejo with PKCE on the server named", () => {
  const env = {
    EDITOR_REPO: "jane/site",
    EDITOR_APP_ID: "c3d4",
    EDITOR_GIT_URL: "https://codeberg.org",
  };
  expect(editorBackend({ ...env, EDITOR_BACKEND: "gitea" })).toEqual({
    name: "gitea",
    repo: "jane/site",
    branch: "main",
    app_id: "c3d4",
    base_url: "https://codeberg.org",
    api_root: "https://codeberg.org/api/v1",
  });
  expect(editorBackend({ ...env, EDITOR_BACKEND: "forgejo" })).toEqual({
    name: "forgejo",
    repo: "jane/site",
    branch: "main",
    app_id: "c3d4",
    api_root: "https://codeberg.org/api/v1",
  });
  for (const name of ["gitea", "forgejo"]) {
    const policy = policyFor({ ...env, EDITOR_BACKEND: name });
    expect(policy["connect-src"]).toContain("https://codeberg.org");
    expect(policy["img-src"]).toContain("https://codeberg.org");
  }
});

test("the backend's refusal says which settings are missing, what they are, and where the guide explains them", () => {
  const github = refusal({ EDITOR_BACKEND: "github" });
  expect(github).toMatch(/^The editor's settings for github are not complete/);
  expect(github).toContain("Publishing with the editor");
  expect(github).toContain(
    "EDITOR_REPO is missing: set it to your GitHub repository as owner/name",
  );
  expect(github).toContain("EDITOR_AUTH_URL is missing");
  expect(refusal({ EDITOR_BACKEND: "gitlab", EDITOR_REPO: "a/b" })).toContain(
    "EDITOR_APP_ID is missing: set it to the application (client) id GitLab gave you",
  );
  const gitea = refusal({ EDITOR_BACKEND: "gitea", EDITOR_REPO: "a/b", EDITOR_APP_ID: "x" });
  expect(gitea).toContain("EDITOR_GIT_URL is missing");
  expect(gitea).not.toContain("EDITOR_APP_ID");
});

test("the backend's refusal says what is wrong with a setting it cannot use", () => {
  expect(refusal({ EDITOR_REPO: "my-books", EDITOR_AUTH_URL: "https://a.example" })).toContain(
    'EDITOR_REPO is "my-books": it should be your GitHub repository as owner/name',
  );
  expect(refusal({ EDITOR_REPO: "a/b", EDITOR_AUTH_URL: "http://auth.example.com" })).toContain(
    'EDITOR_AUTH_URL is "http://auth.example.com": it should be the sign-in service you deployed for GitHub, an address starting with https://',
  );
  expect(
    refusal({ EDITOR_REPO: "a/b", EDITOR_AUTH_URL: "https://auth.example.com/callback" }),
  ).toContain("with nothing after the host name");
  expect(refusal({ EDITOR_BACKEND: "ftp" })).toBe(
    'EDITOR_BACKEND is "ftp", which the editor does not know: use github, gitlab, gitea, forgejo (see "Publishing with the editor" in docs/editor.md).',
  );
});

test("the backend's refusal names a setting the chosen backend does not use, as when EDITOR_BACKEND is forgotten", () => {
  expect(refusal({ EDITOR_REPO: "a/b", EDITOR_APP_ID: "x" })).toContain(
    "EDITOR_APP_ID is set, but the github backend does not use it (gitlab, gitea and forgejo do): is EDITOR_BACKEND right?",
  );
  expect(
    refusal({
      EDITOR_BACKEND: "gitlab",
      EDITOR_REPO: "a/b",
      EDITOR_APP_ID: "x",
      EDITOR_AUTH_URL: "https://auth.example.com",
    }),
  ).toContain("EDITOR_AUTH_URL is set, but the gitlab backend does not use it");
});

test("the backend is never Netlify's git gateway, which is retired", () => {
  expect(refusal({ EDITOR_BACKEND: "git-gateway" })).toMatch(
    /^EDITOR_BACKEND=git-gateway \(Netlify Identity with Git Gateway\) is retired.*github, gitlab, gitea, forgejo/,
  );
});

test("the local backend is decap-server on this machine, on Decap's port unless told", () => {
  expect(localBackendUrl()).toBe("http://localhost:8081/api/v1");
  expect(localBackendUrl(4321)).toBe("http://localhost:4321/api/v1");
});
test("the local backend is looked for only where Decap looks for it", () => {
  expect(isLocalHost("localhost")).toBe(true);
  expect(isLocalHost("127.0.0.1")).toBe(true);
  expect(isLocalHost("books.example.com")).toBe(false);
});
