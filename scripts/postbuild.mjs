// @ts-check
// After `react-router build`: the prerendered Not Found page becomes 404.html, the file
// static hosts (and `npm start`) send for any path the site does not have.
import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

const client = path.resolve("build/client");
const notFound = path.join(client, "404", "index.html");
if (!existsSync(notFound)) throw new Error(`postbuild: ${notFound} was not prerendered`);
renameSync(notFound, path.join(client, "404.html"));
rmSync(path.join(client, "404"), { recursive: true, force: true });
console.log("postbuild: wrote build/client/404.html");
