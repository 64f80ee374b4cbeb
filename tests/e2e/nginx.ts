import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";

/**
 * The site's nginx file, deploy/nginx.conf, run in a real nginx (Debian's `nginx` and
 * `libnginx-mod-http-brotli-static`) as an ordinary process: its own prefix, configuration,
 * pid file and logs in a temporary folder, in the foreground, on a port of the test's choosing.
 * The file is used as it is written, but for its `listen` and `root` lines, which name this
 * machine's port and build.
 */

/** The site file the docs tell an operator to install. */
export const NGINX_SITE_FILE = path.resolve("deploy/nginx.conf");

/** Debian's nginx; /usr/sbin is not on every user's PATH. */
const NGINX = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";

/** The site file, with its `listen` and `root` lines for this server. */
function siteFileFor(recipe: string, { port, root }: { port: number; root: string }) {
  const listens = recipe.match(/^\s*listen\s[^;]*;\n/gm) ?? [];
  const roots = recipe.match(/^\s*root\s[^;]*;$/gm) ?? [];
  if (listens.length === 0 || roots.length !== 1) {
    throw new Error(
      `${NGINX_SITE_FILE}: the site file needs \`listen\` lines and one \`root\` line`,
    );
  }
  let first = true;
  return recipe
    .replace(/^(\s*)listen\s[^;]*;\n/gm, (_line, indent: string) => {
      const line = first ? `${indent}listen 127.0.0.1:${port};\n` : "";
      first = false;
      return line;
    })
    .replace(/^(\s*)root\s[^;]*;$/m, `$1root ${JSON.stringify(root)};`);
}

/** The `--name=value` settings nginx was compiled with (module and configuration folders). */
function compiledPaths(): Record<string, string> {
  // `nginx -V` prints its build settings on stderr.
  const run = spawnSync(NGINX, ["-V"], { encoding: "utf8" });
  if (run.error) {
    throw new Error(
      "nginx is not installed: apt-get install nginx libnginx-mod-http-brotli-static (.ci/run does)",
    );
  }
  const text = `${run.stdout}${run.stderr}`;
  return Object.fromEntries(
    [...text.matchAll(/--([a-z-]+)=(\S+)/g)].map((match) => [match[1] ?? "", match[2] ?? ""]),
  );
}

/**
 * The whole configuration: what Debian's `/etc/nginx/nginx.conf` and the brotli package set up
 * around a site file (the module, `mime.types`), with every path nginx writes moved into `dir`.
 */
function mainConfig(dir: string, siteFile: string): string {
  const compiled = compiledPaths();
  const modules = compiled["modules-path"] ?? "/usr/lib/nginx/modules";
  const confDir = path.dirname(compiled["conf-path"] ?? "/etc/nginx/nginx.conf");
  const inDir = (name: string) => JSON.stringify(path.join(dir, name));
  return `load_module ${JSON.stringify(path.join(modules, "ngx_http_brotli_static_module.so"))};
daemon off;
worker_processes 1;
pid ${inDir("nginx.pid")};
lock_file ${inDir("nginx.lock")};
error_log ${inDir("error.log")} warn;
${userInfo().uid === 0 ? `user ${userInfo().username};\n` : ""}events { worker_connections 256; }
http {
    include ${JSON.stringify(path.join(confDir, "mime.types"))};
    default_type application/octet-stream;
    sendfile on;
    access_log ${inDir("access.log")};
    client_body_temp_path ${inDir("body")};
    proxy_temp_path ${inDir("proxy")};
    fastcgi_temp_path ${inDir("fastcgi")};
    uwsgi_temp_path ${inDir("uwsgi")};
    scgi_temp_path ${inDir("scgi")};
    include ${JSON.stringify(siteFile)};
}
`;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export type NginxServer = { url: string; stop: () => Promise<void> };

/** Starts nginx on `port` serving `root` with deploy/nginx.conf; resolves once it answers. */
export async function startNginx({
  root,
  port,
}: {
  root: string;
  port: number;
}): Promise<NginxServer> {
  // Another server on the port would answer for this one.
  if (await portAnswers(port)) throw new Error(`port ${port} is already in use`);
  const dir = mkdtempSync(path.join(tmpdir(), "nginx-"));
  const siteFile = path.join(dir, "site.conf");
  const configFile = path.join(dir, "nginx.conf");
  writeFileSync(siteFile, siteFileFor(readFileSync(NGINX_SITE_FILE, "utf8"), { port, root }));
  writeFileSync(configFile, mainConfig(dir, siteFile));
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, "error.log"), "utf8");
    } catch {
      return "";
    }
  };

  const args = ["-p", `${dir}/`, "-c", configFile, "-e", path.join(dir, "error.log")];
  let output = "";
  const child: ChildProcess = spawn(NGINX, args, { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const fail = (problem: string) => {
    const error = new Error(`${problem}:\n${output}${errorLog()}`);
    child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
    return error;
  };

  const deadline = Date.now() + 10_000;
  while (!(await portAnswers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw fail(`nginx did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // A recipe nginx only warns about (a duplicate MIME type, a header it ignores) is not clean.
  if (child.exitCode !== null || /\[(warn|error|crit|alert|emerg)\]/.test(errorLog())) {
    throw fail("nginx did not start cleanly");
  }

  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
