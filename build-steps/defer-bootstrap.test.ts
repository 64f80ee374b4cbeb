import { readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { expect, test } from "vitest";
import { z } from "zod";
import {
  BootstrapChanged,
  checkDeferred,
  deferBootstrap,
  readBootstrap,
} from "./defer-bootstrap.ts";

// Pages as the pinned React Router prerenders them (tools/capture-bootstrap-fixtures.ts).
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

test("the fixtures come from the React Router version the project pins", () => {
  const { dependencies } = z
    .object({ dependencies: z.record(z.string(), z.string()) })
    .parse(JSON.parse(readFileSync("package.json", "utf8")));
  const pinned = dependencies["react-router"];
  const captured = page("react-router-version.txt").trim();
  expect(captured, "recapture them: see tools/capture-bootstrap-fixtures.ts").toBe(pinned);
});

for (const name of PAGES) {
  test(`${name}: the rewritten page imports what React Router's did, and changes nothing else`, () => {
    const html = page(name);
    const deferred = deferBootstrap(html, name);
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

  test.each([
    { visibility: "visible", when: "after load and the next paint" },
    { visibility: "hidden", when: "at load in a hidden tab, which paints nothing until shown" },
  ])(`${name}: the modules start $when, the entry last`, async ({ visibility }) => {
    const html = page(name);
    const original = readBootstrap(html, name);
    const events: string[] = [];
    const listeners: (() => void)[] = [];
    const window: Record<string, unknown> = {};
    const sandbox = {
      window,
      document: {
        readyState: "loading",
        visibilityState: visibility,
        head: { append: (link: { href: string }) => events.push(`preload ${link.href}`) },
        createElement: () => ({}),
      },
      addEventListener: (type: string, listener: () => void) => {
        if (type === "load") listeners.push(listener);
      },
      requestAnimationFrame: (callback: () => void) => {
        events.push("frame");
        callback();
      },
      setTimeout: (callback: () => void) => callback(),
      // Dynamic import, which a vm context has no loader for: records the order.
      load: async (href: string) => {
        events.push(`import ${href}`);
        if (href === original.entry) events.push(`modules ${Object.keys(Object(window.modules))}`);
        return { href };
      },
    };
    const script = bootstrapOf(deferBootstrap(html, name))
      .replaceAll("import(", "load(")
      .replaceAll("window.__reactRouterRouteModules", "window.modules");
    runInNewContext(script, sandbox);
    expect(events).toEqual([]);
    for (const listener of listeners) listener();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const preloads = preloadsOf(html);
    const first = [
      ...(visibility === "visible" ? ["frame"] : []),
      ...preloads.map((href) => `preload ${href}`),
    ];
    expect(events.slice(0, first.length)).toEqual(first);
    expect(events.slice(first.length, -2)).toEqual(
      [original.manifest, ...original.routes.map((route) => route.href)].map((h) => `import ${h}`),
    );
    expect(events.at(-2)).toBe(`import ${original.entry}`);
    expect(events.at(-1)).toBe(`modules ${original.modules.map((m) => m.id)}`);
    expect(window.modules).toEqual(
      Object.fromEntries(
        original.modules.map(({ id, name }) => [
          id,
          { href: original.routes.find((route) => route.name === name)?.href },
        ]),
      ),
    );
  });
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
  expect(() => deferBootstrap(split, "book.html")).toThrow(BootstrapChanged);
  expect(() => deferBootstrap(split, "book.html")).toThrow(
    /book\.html: React Router's module bootstrap has changed: a line the rewrite does not know: import \* as route1_clientLoader/,
  );
});

test("a route imported but not registered, or registered but not imported, stops the build", () => {
  const unregistered = changed((source) => source.replace(/,"[^"]+":route1\}/, "}"));
  expect(() => deferBootstrap(unregistered, "book.html")).toThrow(
    /__reactRouterRouteModules names route0, the imports route0, route1/,
  );
  const unimported = changed((source) => source.replace(/^import \* as route1 .*$/m, ""));
  expect(() => deferBootstrap(unimported, "book.html")).toThrow(
    /__reactRouterRouteModules names route0, route1, the imports route0/,
  );
});

test("a page without the bootstrap, or with two, stops the build", () => {
  const none = page("book.html").replace(/<script type="module"[\s\S]*?<\/script>/, "");
  expect(() => deferBootstrap(none, "book.html")).toThrow(
    /expected one <script type="module" async="">, found 0/,
  );
  const two = page("book.html").replace(
    "</body>",
    '<script type="module">import "/x.js";</script></body>',
  );
  expect(() => deferBootstrap(two, "book.html")).toThrow(/found 2 module scripts/);
});

test("module preloads in another form stop the build", () => {
  const html = page("book.html").replace(
    /<link rel="modulepreload" href="([^"]+)"\/>/,
    '<link rel="modulepreload" href="$1" crossorigin=""/>',
  );
  expect(() => deferBootstrap(html, "book.html")).toThrow(/module preloads in an unknown form/);
});

test("a rewrite that leaves a module unimported is caught in its result", () => {
  const html = page("book.html");
  const deferred = deferBootstrap(html, "book.html");
  const route = readBootstrap(html, "book.html").routes[0]?.href ?? "";
  const broken = deferred.replace(`import(${JSON.stringify(route)}), `, "");
  expect(broken).not.toBe(deferred);
  expect(() =>
    checkDeferred(broken, bootstrapOf(html), preloadsOf(html).map(String), "book.html"),
  ).toThrow(`the rewrite would leave ${route} unimported`);
  expect(() =>
    checkDeferred(deferred, bootstrapOf(html), preloadsOf(html).map(String), "book.html"),
  ).not.toThrow();
});
