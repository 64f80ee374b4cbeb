import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import getPort from "get-port";

/**
 * `npm run dev` as an author starts it, in `cwd` (the project by default), on a free port:
 * resolves once it serves the home page. It fails at once, with what the server printed, if
 * the server exits first, and after `timeoutMs` if it never answers.
 */
export async function startDevServer({ cwd = process.cwd(), timeoutMs = 150_000 } = {}) {
  const port = await getPort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn("npm", ["run", "dev", "--", "--host", "127.0.0.1", "--port", String(port)], {
    cwd,
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so that stopping it stops npm's children too.
    detached: true,
  });
  let printed = "";
  for (const stream of [server.stdout, server.stderr]) {
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      printed += chunk;
    });
  }
  const output = () => stripVTControlCharacters(printed);
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid);
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`npm run dev exited (${server.exitCode}):\n${output()}`);
    const serving = await fetch(`${base}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (serving) break;
    if (Date.now() > deadline) {
      stop();
      throw new Error(
        `npm run dev did not answer at ${base} in ${timeoutMs / 1000} s:\n${output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, output, stop };
}
