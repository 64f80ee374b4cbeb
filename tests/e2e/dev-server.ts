import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { stripVTControlCharacters } from "node:util";
import getPort from "get-port";

/**
 * `npm run dev` as an author starts it, in `cwd` (the project by default), on a free port:
 * resolves once it serves the home page. It fails at once, with what the server printed, if
 * the server exits first, and after `timeoutMs` if it never answers. With `portInUse`, another
 * program holds the port it is asked for, as when a second server is left running: it must
 * take the next free one and print where (`base` is that address, `asked` the port held).
 */
export async function startDevServer({
  cwd = process.cwd(),
  timeoutMs = 150_000,
  portInUse = false,
} = {}) {
  const asked = await getPort();
  const holder = portInUse ? createServer() : undefined;
  if (holder) await new Promise<void>((resolve) => holder.listen(asked, "127.0.0.1", resolve));
  const server = spawn(
    "npm",
    ["run", "dev", "--", "--host", "127.0.0.1", "--port", String(asked)],
    {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group, so that stopping it stops npm's children too.
      detached: true,
    },
  );
  let printed = "";
  for (const stream of [server.stdout, server.stderr]) {
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      printed += chunk;
    });
  }
  const output = () => stripVTControlCharacters(printed);
  const stop = () => {
    holder?.close();
    if (server.pid && server.exitCode === null) process.kill(-server.pid);
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) {
      holder?.close();
      throw new Error(`npm run dev exited (${server.exitCode}):\n${output()}`);
    }
    // Where it says it serves: the port asked for, or the next free one.
    const base = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(output())?.[1];
    const serving =
      base !== undefined &&
      (await fetch(`${base}/`).then(
        (response) => response.ok,
        () => false,
      ));
    if (serving) return { base, asked, output, stop };
    if (Date.now() > deadline) {
      stop();
      throw new Error(
        `npm run dev did not answer at the address it printed in ${timeoutMs / 1000} s:\n${output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
