import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect, createServer, type Server } from "node:net";
import path from "node:path";
import getPort from "get-port";
import { childEnvironment } from "../../config/environment.mjs";
import { copyProject } from "../../dev-helpers/project-copy.ts";
import { someBook } from "../catalogue.ts";
import { type Page, expect as siteExpect, test } from "./fixtures.ts";

// `npm run edit` as the README gives it to the author, on a fresh copy of the project (its
// development servers' dependency caches empty, as on a fresh clone): the editor shows its
// Login soon after the site is up, signs in, and a change saved to a book is in its file and
// on the site. The ports are free ones, so it runs beside the other tests and servers.

// Under load, on two cores, the first start pre-bundles Decap CMS (megabytes of script) while
// the site's server makes its images: seconds when idle, tens of seconds when busy.
const SITE_UP = 240_000;
const EDITOR_UP = 60_000;
const expect = siteExpect.configure({ timeout: 30_000 });

let project = "";
let edit: ChildProcess | undefined;
const output: string[] = [];
const ports = { site: 0, editor: 0, backend: 0 };
const asked = { site: 0, editor: 0, backend: 0 };
const holders: Server[] = [];
let siteUpAt = 0;

test.describe.configure({ mode: "serial" });
test.use({ waitForAppReady: false });

/** What `npm run edit` printed, to read beside a failure. */
const printed = () => output.join("").split("\n").slice(-40).join("\n");

async function waitForSite() {
  const deadline = Date.now() + SITE_UP;
  while (Date.now() < deadline) {
    if (edit?.exitCode !== null) throw new Error(`npm run edit stopped:\n${printed()}`);
    const ok = await fetch(`http://localhost:${ports.site}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the site's development server did not answer:\n${printed()}`);
}

/** Holds `port` as another program would (a server left running), on every address. */
async function hold(port: number) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return server;
}

/** Whether anything answers on `port` of this machine, over IPv4 or IPv6. */
const listening = async (port: number) => {
  const on = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, host);
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
  return (await Promise.all([on("127.0.0.1"), on("::1")])).includes(true);
};

test.beforeAll(async () => {
  test.setTimeout(SITE_UP + 60_000);
  // The generated images come along (the site's server would otherwise make them all); the
  // development servers' caches do not.
  project = copyProject(mkdtempSync(path.resolve("build", "edit-")), { generated: true });
  // The ports it is asked for are held by other programs: it must take free ones, and say which.
  asked.site = await getPort();
  asked.editor = await getPort({ exclude: [asked.site] });
  asked.backend = await getPort({ exclude: [asked.site, asked.editor] });
  holders.push(...(await Promise.all(Object.values(asked).map(hold))));
  edit = spawn("npm", ["run", "edit"], {
    cwd: project,
    env: childEnvironment({
      SITE_PORT: String(asked.site),
      EDITOR_PORT: String(asked.editor),
      BACKEND_PORT: String(asked.backend),
    }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  edit.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  edit.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  await expect.poll(() => output.join(""), { timeout: 60_000 }).toContain("Ctrl-C stops all three");
  const port = (pattern: RegExp) => Number(pattern.exec(output.join(""))?.[1]);
  ports.site = port(/Site: +http:\/\/localhost:(\d+)\//);
  ports.editor = port(/Editor: +http:\/\/localhost:(\d+)\/admin\//);
  ports.backend = port(/Backend: decap-server on port (\d+)/);
  await waitForSite();
  siteUpAt = Date.now();
});

test.afterAll(async () => {
  // Left running by a test that failed before the last one stopped it.
  if (edit?.pid && edit.exitCode === null) {
    const exited = new Promise((resolve) => edit?.once("exit", resolve));
    process.kill(-edit.pid, "SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  for (const holder of holders) holder.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

test("npm run edit moves each server off a port in use, and prints where each is", () => {
  for (const name of ["site", "editor", "backend"] as const) {
    expect(ports[name], name).not.toBe(asked[name]);
    const line = output
      .join("")
      .split("\n")
      .find((printed) => printed.includes(`(${asked[name]} is in use)`));
    expect(line, name).toContain(String(ports[name]));
  }
});

/**
 * Records the editor's own failures: a module its server failed to give (a stale pre-bundled
 * dependency is a 504), a backend error, an uncaught error. Covers and pages come from the
 * site's server, which reloads its pages after a save, so those are left out.
 */
function watchForErrors(page: Page) {
  const errors: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    const fromSite = url.port === String(ports.editor) && !url.pathname.startsWith("/admin/");
    if (response.status() >= 500 && !fromSite) errors.push(`${response.status()} ${url}`);
  });
  page.on("console", (message) => {
    if (/Outdated Optimize Dep|Failed to fetch dynamically imported module/.test(message.text()))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("the editor shows its Login, signs in, and saves a change to a book's file", async ({
  page,
}) => {
  test.skip(!someBook, "the catalogue has no book");
  test.setTimeout(EDITOR_UP + 240_000);
  const errors = watchForErrors(page);
  await page.goto(
    `http://localhost:${ports.editor}/admin/#/collections/books/entries/${someBook?.id}`,
  );
  const login = page.getByRole("button", { name: "Login" });
  await expect(login).toBeVisible({ timeout: Math.max(siteUpAt + EDITOR_UP - Date.now(), 5_000) });
  test.info().annotations.push({
    type: "editor ready",
    description: `Login ${((Date.now() - siteUpAt) / 1000).toFixed(1)} s after the site was up`,
  });

  await login.click();
  const description = page.getByLabel("Description", { exact: true });
  await description.press("ControlOrMeta+End");
  await description.pressSequentially("\n\nSaved by npm run edit.");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now", { exact: true }).click();
  await expect(page.getByText("Entry saved")).toBeVisible();

  // The copy's file has the new paragraph, its front matter as it was; the project's is untouched.
  const before = readFileSync(`content/books/${someBook?.id}.md`, "utf8");
  const after = readFileSync(path.join(project, `content/books/${someBook?.id}.md`), "utf8");
  const [frontBefore, textBefore] = before.split("\n---\n");
  const [frontAfter, textAfter] = after.split("\n---\n");
  expect(frontAfter).toBe(frontBefore);
  expect(textAfter?.trim()).toBe(`${textBefore?.trim()}\n\nSaved by npm run edit.`);
  expect(errors).toEqual([]);
});

test("after the save the site shows the change, and the editor opens again at once", async ({
  page,
}) => {
  test.skip(!someBook, "the catalogue has no book");
  test.setTimeout(240_000);
  // The site's development server shows the save once it lands (live-content.ts).
  await expect(async () => {
    await page.goto(`http://localhost:${ports.site}/book/${someBook?.id}`);
    await expect(page.getByText("Saved by npm run edit.")).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 180_000 });

  // A visit of its own (a new browser context, so signed out), on the servers as they are now.
  const errors = watchForErrors(page);
  const started = Date.now();
  await page.goto(
    `http://localhost:${ports.editor}/admin/#/collections/books/entries/${someBook?.id}`,
  );
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText(/Writing in .* collection/)).toBeVisible();
  expect(Date.now() - started).toBeLessThan(EDITOR_UP);
  expect(errors).toEqual([]);
});

test("Ctrl-C stops all three servers", async () => {
  if (!edit?.pid) throw new Error("npm run edit is not running");
  const exited = new Promise((resolve) => edit?.once("exit", resolve));
  // What a terminal does on Ctrl-C: SIGINT to every process of the foreground group.
  process.kill(-edit.pid, "SIGINT");
  await exited;
  for (const name of ["site", "editor", "backend"] as const) {
    await expect.poll(() => listening(ports[name]), { message: name }).toBe(false);
  }
});
