import type { CmsBackend } from "decap-cms-core";

/**
 * Where the editor saves on the published site, from the build's environment (set in the
 * host's build settings; none of it is secret, see "Publishing with the editor" in docs/editor.md):
 * - `github` (the default): `EDITOR_REPO=owner/name` and `EDITOR_AUTH_URL`, the address of the
 *   sign-in service (OAuth provider) the author deploys, which keeps the GitHub app's secret.
 * - `gitlab`: `EDITOR_REPO` and `EDITOR_APP_ID`, a GitLab application signing in with PKCE from
 *   the browser (no server of its own); `EDITOR_GIT_URL` for a GitLab other than gitlab.com.
 * - `gitea` or `forgejo` (Codeberg is Forgejo): the same, with `EDITOR_GIT_URL` required.
 * `EDITOR_BRANCH` is the branch saves are committed to, `main` unless set. With none of these
 * set, the editor saves only on the author's machine (`npm run edit`, decap-server).
 */

const BACKENDS = ["github", "gitlab", "gitea", "forgejo"] as const;
type BackendName = (typeof BACKENDS)[number];

const SETTINGS = [
  "EDITOR_BACKEND",
  "EDITOR_REPO",
  "EDITOR_BRANCH",
  "EDITOR_AUTH_URL",
  "EDITOR_APP_ID",
  "EDITOR_GIT_URL",
] as const;
type Env = Partial<Record<string, string>>;

const GUIDE = 'see "Publishing with the editor" in docs/editor.md';
const ORIGIN = /^https:\/\/[a-z0-9.-]+(:\d+)?$/i;
const isBackend = (name: string): name is BackendName => BACKENDS.some((known) => known === name);

/** What each backend needs beyond the repository, and the example its messages give. */
const NEEDS: Record<BackendName, { repo: string; auth?: true; appId?: true; gitUrl?: true }> = {
  github: { repo: "your GitHub repository as owner/name, like jane/my-books", auth: true },
  gitlab: { repo: "your GitLab project as group/name, like jane/my-books", appId: true },
  gitea: { repo: "your repository as owner/name", appId: true, gitUrl: true },
  forgejo: { repo: "your repository as owner/name", appId: true, gitUrl: true },
};

/**
 * The editor's backend for the published site, or `null` when no `EDITOR_*` setting is given
 * (the editor then works on the author's machine only). Throws one error listing every setting
 * that is missing or wrong, in the words of the guide.
 */
export function editorBackend(env: Env): CmsBackend | null {
  const value: Read = (name) => env[name]?.trim() || undefined;
  if (SETTINGS.every((name) => value(name) === undefined)) return null;
  const name = backendName(value("EDITOR_BACKEND") ?? "github");
  const { settings, problems } = readSettings(name, value);
  if (problems.length > 0 || settings === null) {
    throw new Error(
      `The editor's settings for ${name} are not complete (${GUIDE}):\n- ${problems.join("\n- ")}`,
    );
  }
  return backendOf(name, settings);
}

type Setting = (typeof SETTINGS)[number];
/** A setting's value, trimmed, or undefined when it is not set. */
type Read = (setting: Setting) => string | undefined;
type Settings = { repo: string; branch: string; auth?: string; appId?: string; gitUrl?: string };

/** The backend EDITOR_BACKEND names; a retired or unknown one is refused, saying which to use. */
function backendName(name: string): BackendName {
  if (name === "git-gateway") {
    throw new Error(
      `EDITOR_BACKEND=git-gateway (Netlify Identity with Git Gateway) is retired: Netlify has deprecated it. Choose ${BACKENDS.join(", ")} instead (${GUIDE}).`,
    );
  }
  if (!isBackend(name)) {
    throw new Error(
      `EDITOR_BACKEND is "${name}", which the editor does not know: use ${BACKENDS.join(", ")} (${GUIDE}).`,
    );
  }
  return name;
}

/** The settings a backend is given (none without a repository), and what is wrong in them. */
function readSettings(name: BackendName, value: Read) {
  const needs = NEEDS[name];
  const problems: string[] = [];
  const repo = value("EDITOR_REPO");
  if (!repo) problems.push(`EDITOR_REPO is missing: set it to ${needs.repo}.`);
  else if (!/^[\w.-]+(\/[\w.-]+)+$/.test(repo))
    problems.push(`EDITOR_REPO is "${repo}": it should be ${needs.repo}.`);
  const branch = value("EDITOR_BRANCH") ?? "main";
  if (/\s/.test(branch)) problems.push(`EDITOR_BRANCH is "${branch}": a branch has no spaces.`);
  const server = serverSettings(name, value, problems);
  return { settings: repo ? { repo, branch, ...server } : null, problems };
}

/**
 * The sign-in service, application id and server a backend is given, each checked, and each
 * one it does not use named in `problems` (as when EDITOR_BACKEND is forgotten).
 */
function serverSettings(name: BackendName, value: Read, problems: string[]) {
  const needs = NEEDS[name];
  const server = name === "gitlab" ? "GitLab" : "Gitea or Forgejo";
  const origin = (setting: "EDITOR_AUTH_URL" | "EDITOR_GIT_URL", what: string, example: string) => {
    const url = value(setting);
    if (url === undefined) return undefined;
    const trimmed = url.replace(/\/+$/, "");
    if (ORIGIN.test(trimmed)) return trimmed;
    problems.push(
      `${setting} is "${url}": it should be ${what}, an address starting with https:// and with nothing after the host name, like ${example}.`,
    );
    return undefined;
  };
  const unused = (setting: Setting, usedBy: string) => {
    if (value(setting) !== undefined)
      problems.push(
        `${setting} is set, but the ${name} backend does not use it (${usedBy} do): is EDITOR_BACKEND right?`,
      );
  };
  const auth = origin(
    "EDITOR_AUTH_URL",
    "the sign-in service you deployed for GitHub",
    "https://my-books-auth.jane.workers.dev",
  );
  if (needs.auth && !value("EDITOR_AUTH_URL"))
    problems.push(
      "EDITOR_AUTH_URL is missing: set it to the address of the sign-in service (OAuth provider) you deployed for GitHub, like https://my-books-auth.jane.workers.dev.",
    );
  if (!needs.auth) unused("EDITOR_AUTH_URL", "github");
  const appId = value("EDITOR_APP_ID");
  if (needs.appId && !appId)
    problems.push(
      `EDITOR_APP_ID is missing: set it to the application (client) id ${server} gave you when you added the editor as an OAuth application.`,
    );
  if (!needs.appId) unused("EDITOR_APP_ID", "gitlab, gitea and forgejo");
  const gitUrl = origin(
    "EDITOR_GIT_URL",
    `the address of your ${server} server`,
    name === "gitlab" ? "https://gitlab.example.com" : "https://codeberg.org",
  );
  if (needs.gitUrl && !value("EDITOR_GIT_URL"))
    problems.push(
      "EDITOR_GIT_URL is missing: set it to the address of the server that holds the repository, like https://codeberg.org.",
    );
  if (name === "github") unused("EDITOR_GIT_URL", "gitlab, gitea and forgejo");
  return { auth, appId, gitUrl };
}

/** Decap's backend settings for a backend and its checked settings. */
function backendOf(name: BackendName, { repo, branch, auth, appId, gitUrl }: Settings): CmsBackend {
  switch (name) {
    case "github":
      return { name, repo, branch, base_url: auth };
    case "gitlab":
      return {
        name,
        repo,
        branch,
        auth_type: "pkce",
        app_id: appId,
        ...(gitUrl ? { base_url: gitUrl, api_root: `${gitUrl}/api/v4` } : {}),
      };
    case "gitea":
      return { name, repo, branch, app_id: appId, base_url: gitUrl, api_root: `${gitUrl}/api/v1` };
    case "forgejo":
      return { name, repo, branch, app_id: appId, api_root: `${gitUrl}/api/v1` };
  }
}

/** The origins the editor's page talks to for a backend, for its security policy. */
export function backendOrigins(backend: CmsBackend | null): { connect: string[]; img: string[] } {
  if (backend === null) return { connect: [], img: [] };
  if (backend.name === "github") {
    return {
      connect: ["https://api.github.com"],
      img: ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
    };
  }
  const server = new URL(backend.base_url ?? backend.api_root ?? "https://gitlab.com").origin;
  // GitLab shows Gravatar's pictures for accounts without one of their own.
  const avatars = backend.name === "gitlab" ? ["https://secure.gravatar.com"] : [];
  return { connect: [server], img: [server, ...avatars] };
}

/**
 * Where the editor finds decap-server on the author's machine (Decap's default port 8081;
 * BACKEND_PORT, checked by config/environment.mjs, under `npm run edit`).
 */
export function localBackendUrl(port = 8081): string {
  return `http://localhost:${port}/api/v1`;
}

/** Whether the page is on the author's machine, where Decap looks for decap-server. */
export const isLocalHost = (hostname: string) => ["localhost", "127.0.0.1"].includes(hostname);
