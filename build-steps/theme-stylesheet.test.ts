import { existsSync } from "node:fs";
import { expect, test } from "vitest";
import { DEFAULT_THEME, DISPLAY_FONTS, TEXT_FONTS } from "../app/schema/theme.ts";
import { fontFile } from "./theme-fonts.ts";
import { themeStylesheet } from "./theme-stylesheet.ts";

/** The declarations of the stylesheet's rule for `selector` (the first one). */
function declarations(css: string, selector: string, nth = 0): Record<string, string> {
  const blocks = css.split(`${selector} {`).slice(1);
  const body = blocks[nth]?.split("}")[0] ?? "";
  return Object.fromEntries(
    body
      .split(";")
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
  );
}

test("the default theme's stylesheet has the sample's colours, stacks and fallback metrics", () => {
  const css = themeStylesheet(DEFAULT_THEME);
  const root = declarations(css, ":root");
  expect(root).toMatchObject({
    "--color-night": "#0e131b",
    "--color-accent": "#e3ad4f",
    "--color-paper": "#f7f2e8",
    "--color-ink": "#1f1b16",
    // Without the web fonts' attribute, the stacks name only local faces: no font is fetched.
    "--font-display": '"Site Display Fallback", Georgia, serif',
    "--font-text": '"Site Text Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  });
  expect(declarations(css, ":root[data-web-fonts]")).toEqual({
    "--font-display": '"Site Display", "Site Display Fallback", Georgia, serif',
    "--font-text":
      '"Site Text", "Site Text Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  });
  // Capsize's values for Playfair Display over Times New Roman, and Inter over Arial.
  expect(declarations(css, "@font-face", 0)).toEqual({
    "font-family": '"Site Display Fallback"',
    src: 'local("Times New Roman"), local("TimesNewRomanPSMT"), local("Liberation Serif"), local("LiberationSerif")',
    "ascent-override": "97.2483%",
    "descent-override": "22.5595%",
    "line-gap-override": "0%",
    "size-adjust": "111.2615%",
  });
  expect(declarations(css, "@font-face", 1)).toMatchObject({
    "font-family": '"Site Text Fallback"',
    "ascent-override": "90.4365%",
    "descent-override": "22.518%",
    "size-adjust": "107.1194%",
  });
});

test("a serif text face falls back to a serif, and a new face gets its own metrics", () => {
  const css = themeStylesheet({ ...DEFAULT_THEME, textFont: "Literata", displayFont: "Lora" });
  expect(declarations(css, ":root[data-web-fonts]")["--font-text"]).toBe(
    '"Site Text", "Site Text Fallback", Georgia, serif',
  );
  const text = declarations(css, "@font-face", 1);
  expect(text.src).toContain('local("Times New Roman")');
  expect(text["size-adjust"]).not.toBe("111.2615%");
  expect(declarations(css, "@font-face", 0)["size-adjust"]).not.toBe("111.2615%");
});

test("the web fonts' faces: the build's subsets, used only when there as the page is first laid out", () => {
  const css = themeStylesheet(DEFAULT_THEME);
  expect([2, 3, 4].map((nth) => declarations(css, "@font-face", nth))).toEqual([
    {
      "font-family": '"Site Text"',
      src: 'url("~generated/fonts/text.woff2") format("woff2")',
      "font-style": "normal",
      "font-weight": "400 700",
      "font-display": "optional",
    },
    {
      "font-family": '"Site Display"',
      src: 'url("~generated/fonts/display.woff2") format("woff2")',
      "font-style": "normal",
      "font-weight": "400 700",
      "font-display": "optional",
    },
    {
      "font-family": '"Site Display"',
      src: 'url("~generated/fonts/display-italic.woff2") format("woff2")',
      "font-style": "italic",
      "font-weight": "400 400",
      "font-display": "optional",
    },
  ]);
});

test("every face a theme may name is installed, upright and italic", () => {
  for (const name of [...DISPLAY_FONTS, ...TEXT_FONTS]) {
    for (const style of ["normal", "italic"] as const) {
      expect(existsSync(fontFile(name, style)), `${name} ${style}`).toBe(true);
    }
  }
});

test("a theme's colours reach the stylesheet", () => {
  const css = themeStylesheet({ ...DEFAULT_THEME, accent: "#c8773a", dark: "#0f2a22" });
  const root = declarations(css, ":root");
  expect(root["--color-accent"]).toBe("#c8773a");
  expect(root["--color-night"]).toBe("#0f2a22");
  expect(root["--color-night-glass"]).toBe("rgb(15 42 34 / 0.96)");
  expect(css).not.toContain("#161e2a");
});
