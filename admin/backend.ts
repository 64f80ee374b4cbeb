import type { CmsConfig } from "decap-cms-core";

/**
 * Where the editor saves on the published site, from the build's environment (set in the
 * host's settings; none of it is secret):
 * - `EDITOR_BACKEND=git-gateway` (the default): the host's own git gateway, as on Netlify.
 * - `EDITOR_BACKEND=github` with `EDITOR_REPO=owner/name`, and `EDITOR_AUTH_URL`, the address
 *   of the OAuth provider that signs the author in to GitHub (its secret stays there).
 * `EDITOR_BRANCH` is the branch saves are committed to, `main` unless set.
 * Locally, `npm run edit` overrides all of this with decap-server (files on disk).
 */
export function editorBackend(env: Record<string, string | undefined>): CmsConfig["backend"] {
  const branch = env.EDITOR_BRANCH || "main";
  const name = env.EDITOR_BACKEND || "git-gateway";
  if (name === "git-gateway") return { name, branch };
  if (name === "github") {
    const repo = env.EDITOR_REPO ?? "";
    if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) {
      throw new Error(
        `EDITOR_REPO must be the site's GitHub repository as owner/name, not "${repo}"`,
      );
    }
    const auth = env.EDITOR_AUTH_URL;
    if (auth !== undefined && !/^https:\/\/[^/]+$/.test(auth)) {
      throw new Error(
        `EDITOR_AUTH_URL must be an https origin such as https://auth.example.com, not "${auth}"`,
      );
    }
    return { name, repo, branch, ...(auth ? { base_url: auth } : {}) };
  }
  throw new Error(`EDITOR_BACKEND must be git-gateway or github, not "${name}"`);
}
