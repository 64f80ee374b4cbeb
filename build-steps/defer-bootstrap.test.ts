import { readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { expect, test } from "vitest";
import { z } from "zod";
import type { DeferredStart } from "../config/bootstrap-modes.mjs";
import { checkDeferred, deferBootstrap, readBootstrap } from "./defer-bootstrap.ts";
import { FrameworkOutputChanged } from "./framework-output.ts";

// Pages as React Router prerenders them (`npm run capture-framework-pages`).
const fixtures = path.join(import.meta.dirname, "defer-bootstrap-fixtures");
const page = (name: string) => readFileSync(path.join(fixtures, name), "utf8");
const PAGES = ["home.html", "book.html"];

const bootstrapOf = (html: string) =>
  /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
const staticImports = (source: string) =>
  [...source.matchAll(/^import (?:\* as \w+ from )?"([^"]+)";$/gm)].map((m) => m[1]);
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map((m) => m[1]);
const withoutScripts = (html: string) =>
  html
    .replace(/<script type="module"[\s\S]*?<\/script>/, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");

test("a change of React Router's output names the module to update and the script that captures these pages", () => {
  const { scripts } = z
    .object({ scripts: z.record(z.string(), z.string()) })
    .parse(JSON.parse(readFileSync("package.json", "utf8")));
  const none = page("book.html").replace(/<script type="module"[\s\S]*?<\/script>/, "");
  const message = (() => {
    try {
      deferBootstrap(none, "book.html", "load");
    } catch (error) {
      return error instanceof FrameworkOutputChanged ? error.message : "";
    }
    return "";
  })();
  expect(message).toContain("Update build-steps/defer-bootstrap.ts");
  expect(message).toContain("BOOTSTRAP=react-router");
  const script = /`npm run ([\w:-]+)`/.exec(message)?.[1] ?? "";
  expect(scripts[script]).toContain("tools/capture-framework-pages.ts");
});

const html = page;

for (const name of PAGES) {
  test(`${name}: the rewritten page imports what React Router's did, and changes nothing else`, () => {
    const html = page(name);
    const deferred = deferBootstrap(html, name, "load");
    expect(preloadsOf(deferred)).toEqual([]);
    const source = bootstrapOf(deferred);
    const imported = [...source.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(imported.sort()).toEqual(
      [
        ...staticImports(bootstrapOf(html)),
        /import\("([^"]+)"\);/.exec(bootstrapOf(html))?.[1],
      ].sort(),
    );
    for (const href of preloadsOf(html)) expect(source).toContain(JSON.stringify(href));
    expect(withoutScripts(deferred)).toBe(withoutScripts(html));
  });

  test(`${name}: the modules are evaluated in React Router's order, the manifest first and the entry last, whatever order their fetches end in`, async () => {
    const original = readBootstrap(html(name), name);
    const { events, window, fire, run } = bootstrapIn(name, "load", { visibility: "visible" });
    fire("load");
    await run();
    const order = [
      original.manifest,
      ...original.routes.map((route) => route.href),
      original.entry,
    ];
    expect(events.filter((e) => e.startsWith("evaluate "))).toEqual(
      order.map((h) => `evaluate ${h}`),
    );
    // The route modules are registered when the entry is evaluated.
    expect(events.slice(-2)).toEqual([
      `evaluate ${original.entry}`,
      `modules ${original.modules.map((m) => m.id)}`,
    ]);
    expect(window.modules).toEqual(
      Object.fromEntries(
        original.modules.map(({ id, name }) => [
          id,
          { href: original.routes.find((route) => route.name === name)?.href },
        ]),
      ),
    );
  });

  test.each([
    { start: "load", visibility: "visible", when: "after load, then a frame", before: "load" },
    { start: "load", visibility: "hidden", when: "after load, without a frame", before: "load" },
    { start: "paint", visibility: "visible", when: "after a frame", before: "" },
    { start: "paint", visibility: "hidden", when: "at once", before: "" },
    {
      start: "lcp",
      visibility: "visible",
      when: "after a frame, without a largest image",
      before: "",
    },
    {
      start: "lcp",
      visibility: "visible",
      when: "after its largest image and a frame",
      before: "image",
    },
  ] as const)(
    `${name}: started at '$start' in a $visibility tab, it preloads every module $when`,
    async ({ start, visibility, before }) => {
      const first = visibility === "visible" ? ["frame"] : [];
      const { events, fire, run } = bootstrapIn(name, start, {
        visibility,
        image: before === "image",
      });
      if (before) {
        await settle();
        expect(events).toEqual([]);
        fire(before);
      }
      await run();
      const preloads = preloadsOf(html(name)).map((href) => `preload ${href}`);
      expect(events.slice(0, first.length + preloads.length)).toEqual([...first, ...preloads]);
    },
  );
}

/** Lets every pending timer and promise run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The deferred bootstrap of page `name` run in a sandbox that records what it does: frames,
 * preloads, and each module's evaluation. Its `import()` is a browser's as far as order goes:
 * a module is fetched, then evaluated, then the promise resolves; and the fetches end in the
 * reverse of the order they were asked for, so an order that came from the fetches shows.
 */
function bootstrapIn(
  name: string,
  start: DeferredStart,
  options: { visibility: "visible" | "hidden"; image?: boolean },
) {
  const source = html(name);
  const original = readBootstrap(source, name);
  const events: string[] = [];
  const listeners: { target: string; type: string; listener: () => void }[] = [];
  const on = (target: string) => (type: string, listener: () => void) =>
    listeners.push({ target, type, listener });
  const window: Record<string, unknown> = {};
  let entryEvaluated: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    entryEvaluated = resolve;
  });
  let asked = 0;
  const sandbox = {
    window,
    document: {
      readyState: "loading",
      visibilityState: options.visibility,
      head: { append: (link: { href: string }) => events.push(`preload ${link.href}`) },
      createElement: () => ({}),
      querySelector: (selector: string) =>
        options.image && selector === 'img[fetchpriority="high"]'
          ? { complete: false, addEventListener: on("image") }
          : null,
    },
    addEventListener: on("window"),
    requestAnimationFrame: (callback: () => void) => {
      events.push("frame");
      callback();
    },
    setTimeout: (callback: () => void) => callback(),
    load: (href: string) => {
      asked += 1;
      const fetchTime = 20 - asked * 4;
      return new Promise((resolve) =>
        setTimeout(
          () => {
            events.push(`evaluate ${href}`);
            if (href === original.entry) {
              events.push(`modules ${Object.keys(Object(window.modules))}`);
              entryEvaluated();
            }
            resolve({ href });
          },
          Math.max(fetchTime, 0),
        ),
      );
    },
  };
  const script = bootstrapOf(deferBootstrap(source, name, start))
    .replaceAll("import(", "load(")
    .replaceAll("window.__reactRouterRouteModules", "window.modules");
  runInNewContext(script, sandbox);
  return {
    events,
    window,
    /** Fires `type` ("load" on the window, or "image": the largest image's load). */
    fire: (type: string) => {
      for (const l of listeners) {
        if (
          (type === "image" && l.target === "image" && l.type === "load") ||
          (l.target === "window" && l.type === type)
        )
          l.listener();
      }
    },
    run: async () => {
      await Promise.race([
        done,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error("the entry was never evaluated")), 2000),
        ),
      ]);
    },
  };
}

/** The book page with its bootstrap's text passed through `change`. */
const changed = (change: (bootstrap: string) => string) => {
  const html = page("book.html");
  return html.replace(bootstrapOf(html), change(bootstrapOf(html)));
};

test("a line the rewrite does not know stops the build, quoting it", () => {
  // React Router's split route modules import parts of a route under other names.
  const split = changed((source) =>
    source.replace(
      'import * as route1 from "',
      'import * as route1_clientLoader from "/static/book-clientLoader.js";\nimport * as route1 from "',
    ),
  );
  expect(() => deferBootstrap(split, "book.html", "load")).toThrow(FrameworkOutputChanged);
  expect(() => deferBootstrap(split, "book.html", "load")).toThrow(
    /book\.html: .*React Router's module bootstrap has changed: a line the rewrite does not know: import \* as route1_clientLoader/,
  );
});

test("a route imported but not registered, or registered but not imported, stops the build", () => {
  const unregistered = changed((source) => source.replace(/,"[^"]+":route1\}/, "}"));
  expect(() => deferBootstrap(unregistered, "book.html", "load")).toThrow(
    /__reactRouterRouteModules names route0, the imports route0, route1/,
  );
  const unimported = changed((source) => source.replace(/^import \* as route1 .*$/m, ""));
  expect(() => deferBootstrap(unimported, "book.html", "load")).toThrow(
    /__reactRouterRouteModules names route0, route1, the imports route0/,
  );
});

test("a page without the bootstrap, or with two, stops the build", () => {
  const none = page("book.html").replace(/<script type="module"[\s\S]*?<\/script>/, "");
  expect(() => deferBootstrap(none, "book.html", "load")).toThrow(
    /expected one <script type="module" async="">, found 0/,
  );
  const two = page("book.html").replace(
    "</body>",
    '<script type="module">import "/x.js";</script></body>',
  );
  expect(() => deferBootstrap(two, "book.html", "load")).toThrow(/found 2 module scripts/);
});

test("module preloads in another form stop the build", () => {
  const html = page("book.html").replace(
    /<link rel="modulepreload" href="([^"]+)"\/>/,
    '<link rel="modulepreload" href="$1" crossorigin=""/>',
  );
  expect(() => deferBootstrap(html, "book.html", "load")).toThrow(
    /module preloads in an unknown form/,
  );
});

test("a rewrite that leaves a module unimported is caught in its result", () => {
  const html = page("book.html");
  const deferred = deferBootstrap(html, "book.html", "load");
  const route = readBootstrap(html, "book.html").routes[0]?.href ?? "";
  const broken = deferred
    .split("\n")
    .filter((line) => !line.includes(`import(${JSON.stringify(route)})`))
    .join("\n");
  expect(broken).not.toBe(deferred);
  expect(() =>
    checkDeferred(broken, bootstrapOf(html), preloadsOf(html).map(String), "book.html"),
  ).toThrow(`the rewrite would leave ${route} unimported`);
  expect(() =>
    checkDeferred(deferred, bootstrapOf(html), preloadsOf(html).map(String), "book.html"),
  ).not.toThrow();
});
