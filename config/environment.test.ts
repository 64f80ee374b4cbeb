import { afterEach, expect, test, vi } from "vitest";
import { DEFAULT_BOOTSTRAP } from "./bootstrap-modes.mjs";
import { basePathOf, childEnvironment, copyEnvironment, readEnvironment } from "./environment.mjs";

// The tests share a worker (isolate: false): what one stubs is restored after it.
afterEach(() => vi.unstubAllEnvs());

test("no base path, an empty one or a lone slash is the root of the domain", () => {
  expect(basePathOf(undefined)).toBe("/");
  expect(basePathOf("")).toBe("/");
  expect(basePathOf("/")).toBe("/");
  expect(basePathOf("  ")).toBe("/");
  expect(readEnvironment({}).basePath).toBe("/");
});

test("a folder gets its leading and trailing slash, however it is written", () => {
  for (const value of ["/my-books/", "/my-books", "my-books", "my-books/", " /my-books/ "]) {
    expect(basePathOf(value), value).toBe("/my-books/");
    expect(readEnvironment({ BASE_PATH: value }).basePath, value).toBe("/my-books/");
  }
  expect(basePathOf("/a//b.c/~d_e/")).toBe("/a/b.c/~d_e/");
});

test("a value that is not a folder name is refused, naming the value and the part at fault", () => {
  const cases: [string, string][] = [
    ["https://example.com/books/", "https:"],
    ["/my books/", "my books"],
    ["/books/../x/", ".."],
    ["/books?x=1", "books?x=1"],
    ["/books#top", "books#top"],
    ["/b%C3%BCcher/", "b%C3%BCcher"],
  ];
  for (const [value, part] of cases) {
    for (const read of [() => basePathOf(value), () => readEnvironment({ BASE_PATH: value })]) {
      expect(read, value).toThrow(`BASE_PATH is '${value.trim()}'`);
      expect(read, value).toThrow(`'${part}' is not a folder name`);
    }
  }
});

test("unset and blank variables take their defaults", () => {
  for (const env of [{}, { PORT: "", HOST: " ", BUILD_DIR: "", BENCH_RUNS: "" }]) {
    const settings = readEnvironment(env);
    expect(settings.server).toEqual({ port: 3000, host: "localhost" });
    expect(settings.buildDir).toBe("build");
    expect(settings.buildDay).toBeUndefined();
    expect(settings.bootstrap).toBe(DEFAULT_BOOTSTRAP);
    expect(settings.allRoutes).toBe(false);
    expect(settings.editor).toEqual({
      sitePort: 5173,
      editorPort: 5174,
      backendPort: undefined,
      settings: {},
    });
    expect(settings.bench).toMatchObject({ runs: 5, pages: undefined, http2: true, load: true });
    expect(settings.ci).toBe(false);
    expect(settings.catalogueRuns).toBe(40);
  }
});

test("set variables are read as their settings", () => {
  const settings = readEnvironment({
    PORT: "8080",
    HOST: "0.0.0.0",
    BUILD_DAY: "2026-12-01",
    BOOTSTRAP: "react-router",
    ROUTES: "all",
    EDITOR_BACKEND: "github",
    EDITOR_REPO: "me/books",
    BACKEND_PORT: "9000",
    BENCH_PAGES: "home, book",
    BENCH_HTTP: "1.1",
    CATALOGUE_RUNS: "1000",
    CI: "true",
    UNRELATED: "x",
  });
  expect(settings.server).toEqual({ port: 8080, host: "0.0.0.0" });
  expect(settings.buildDay).toBe("2026-12-01");
  expect(settings.bootstrap).toBe("react-router");
  expect(settings.allRoutes).toBe(true);
  expect(settings.editor.backendPort).toBe(9000);
  expect(settings.editor.settings).toEqual({ EDITOR_BACKEND: "github", EDITOR_REPO: "me/books" });
  expect(settings.bench.pages).toEqual(["home", "book"]);
  expect(settings.bench.http2).toBe(false);
  expect(settings.ci).toBe(true);
  expect(settings.catalogueRuns).toBe(1000);
});

test("a value that cannot be used names its variable and what to write, every one at once", () => {
  const read = () =>
    readEnvironment({ PORT: "web", BENCH_RUNS: "0", BENCH_HTTP: "3", CATALOGUE_RUNS: "many" });
  expect(read).toThrow("PORT is 'web': write a port number, 0 to 65535");
  expect(read).toThrow("BENCH_RUNS is '0': write a whole number, 1 or more");
  expect(read).toThrow("BENCH_HTTP is '3': write 2 or 1.1");
  expect(read).toThrow("CATALOGUE_RUNS is 'many': write a whole number, 1 or more");
  expect(() => readEnvironment({ SITE_PORT: "70000" })).toThrow("SITE_PORT is '70000'");
  // The variable this replaced, DEFER_BOOTSTRAP=0, is now BOOTSTRAP=react-router.
  expect(() => readEnvironment({ BOOTSTRAP: "0" })).toThrow(
    "BOOTSTRAP is '0': write load, lcp, paint, react-router, low-priority",
  );
});

test("a child's environment is this one's with the changes made, and undefined taken out", () => {
  vi.stubEnv("BUILD_DIR", "elsewhere");
  const child = childEnvironment({ BUILD_DIR: undefined, BASE_PATH: "/x/" });
  expect(child).not.toHaveProperty("BUILD_DIR");
  expect(child.BASE_PATH).toBe("/x/");
  expect(Object.values(child).every((value) => typeof value === "string")).toBe(true);
});

test("a copy of the project builds into its own build folder, whatever this one's BUILD_DIR", () => {
  vi.stubEnv("BUILD_DIR", "elsewhere");
  const copy = copyEnvironment({ HOST: "127.0.0.1" });
  expect(copy).not.toHaveProperty("BUILD_DIR");
  expect(copy.HOST).toBe("127.0.0.1");
});
