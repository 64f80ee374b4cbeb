import { converter, parseHex, wcagContrast } from "culori";
import { expect, test } from "vitest";
import { ContentError, formatIssue } from "./content-issues.ts";
import { catalogue, SITE_YAML } from "./fixtures.test-helper.ts";
import {
  CONTRAST_PAIRS,
  contrastProblems,
  DEFAULT_THEME,
  type Theme,
  themeColours,
  themeSchema,
} from "./theme.ts";

const oklch = converter("oklch");
const lightness = (hex: string) => oklch(parseHex(hex))?.l ?? Number.NaN;
const hue = (hex: string) => oklch(parseHex(hex))?.h;

/** The content's issues for a site.yaml with the given theme block. */
function themeIssues(themeYaml: string): string[] {
  try {
    catalogue({ site: { file: "content/site.yaml", text: `${SITE_YAML}theme:\n${themeYaml}` } });
  } catch (error) {
    if (error instanceof ContentError) return error.issues.map(formatIssue);
    throw error;
  }
  return [];
}

const theme = (fields: Partial<Theme>): Theme => ({ ...DEFAULT_THEME, ...fields });
const deepGreen = theme({ accent: "#c8773a", dark: "#0f2a22", light: "#f3efe4" });

test("the default theme gives the sample design's colours, value for value", () => {
  expect(themeColours(DEFAULT_THEME)).toEqual({
    night: "#0e131b",
    nightRaised: "#161e2a",
    nightLit: "#121a26",
    nightDeep: "#0a0e14",
    nightLine: "#2a3545",
    nightGlass: "rgb(14 19 27 / 0.96)",
    onNight: "#eee8dc",
    onNightMuted: "#b8b0a2",
    accent: "#e3ad4f",
    accentStrong: "#f2c46d",
    accentGlow: "rgb(227 173 79 / 0.18)",
    accentWash: "rgb(227 173 79 / 0.15)",
    focus: "#ffd27a",
    paper: "#f7f2e8",
    paperRaised: "#fffdf8",
    paperShade: "#efe7d6",
    paperLine: "#ded4c2",
    ink: "#1f1b16",
    inkMuted: "#5a5247",
    inkAccent: "#8a4b0f",
    paperFocus: "#1d4f91",
  });
});

test("a site without a theme, or with part of one, takes the sample's look for the rest", () => {
  expect(themeSchema.parse(undefined)).toEqual(DEFAULT_THEME);
  expect(themeSchema.parse({ accent: "#C8773A" })).toEqual({ ...DEFAULT_THEME, accent: "#c8773a" });
  expect(themeSchema.parse({ dark: "#123" }).dark).toBe("#112233");
});

test("derived colours stand to another theme's colours as the sample's stand to its own", () => {
  const colours = themeColours(deepGreen);
  expect(lightness(colours.nightDeep)).toBeLessThan(lightness(colours.night));
  expect(lightness(colours.night)).toBeLessThan(lightness(colours.nightLit));
  expect(lightness(colours.nightLit)).toBeLessThan(lightness(colours.nightRaised));
  expect(lightness(colours.nightRaised)).toBeLessThan(lightness(colours.nightLine));
  expect(lightness(colours.accent)).toBeLessThan(lightness(colours.accentStrong));
  expect(lightness(colours.inkAccent)).toBeLessThan(lightness(colours.accent));
  expect(lightness(colours.ink)).toBeLessThan(lightness(colours.inkMuted));
  // The panels keep the base's green; the sample's navy panels are no longer there.
  for (const name of ["nightRaised", "nightLine", "nightDeep"] as const) {
    expect(Math.abs((hue(colours[name]) ?? 0) - (hue(deepGreen.dark) ?? 0))).toBeLessThan(10);
  }
  expect(Object.values(colours)).not.toContain("#161e2a");
});

test("a grey base gives grey panels and text, with no hue of the sample's", () => {
  const colours = themeColours(theme({ dark: "#111111", light: "#f5f5f5" }));
  for (const name of ["nightRaised", "nightLine", "onNight", "ink", "paperFocus"] as const) {
    const { r, g, b } = parseHex(colours[name]) ?? { r: 0, g: 1, b: 2 };
    expect([g, b], name).toEqual([r, r]);
  }
});

test("the sample's theme and a deep green one keep every checked pair above WCAG AA", () => {
  expect(contrastProblems(DEFAULT_THEME)).toEqual([]);
  expect(contrastProblems(deepGreen)).toEqual([]);
  const colours = themeColours(DEFAULT_THEME);
  for (const pair of CONTRAST_PAIRS) {
    for (const surface of pair.on) {
      expect(wcagContrast(colours[pair.colour], colours[surface])).toBeGreaterThanOrEqual(
        pair.minimum,
      );
    }
  }
});

test("a dark base too light for its text is refused, naming the pair, its ratio and the way", () => {
  const problems = contrastProblems(theme({ dark: "#5a6270" }));
  expect(problems[0]?.field).toBe("dark");
  expect(problems[0]?.message).toMatch(
    /^the contrast of text on the dark base \(#eee8dc on #[0-9a-f]{6}\) is \d\.\d\d:1, below the 4\.5:1 WCAG AA asks for text: choose a darker colour$/,
  );
});

test("an accent too pale for links on paper asks for a darker one; too dark for buttons, a lighter", () => {
  const pale = contrastProblems(theme({ accent: "#ffe9b0" }));
  expect(pale.map((p) => p.field)).toEqual(["accent"]);
  expect(pale[0]?.message).toMatch(/^the contrast of links on paper .* choose a darker colour$/);

  const dark = contrastProblems(theme({ accent: "#6b3a10" }));
  expect(dark.map((p) => p.message.split(" (")[0])).toEqual([
    "the contrast of links on the dark base",
    "the contrast of text on buttons",
    "the contrast of buttons on the dark base",
    "the contrast of the focus ring on the dark base",
  ]);
  expect(dark.every((p) => p.message.endsWith("choose a lighter colour"))).toBe(true);
});

test("a theme's problems are content errors naming site.yaml, its line, the field and the pair", () => {
  expect(themeIssues('  light: "#9a9a9a"\n')).toEqual([
    "content/site.yaml, line 31: theme.light is '#9a9a9a': the contrast of muted text on the dark base (#5f5f5f on #161e2a) is 2.62:1, below the 4.5:1 WCAG AA asks for text: choose a lighter colour",
    "content/site.yaml, line 31: theme.light is '#9a9a9a': the contrast of links on paper (#8a4b0f on #9a9a9a) is 2.41:1, below the 4.5:1 WCAG AA asks for text: choose a lighter colour",
    "content/site.yaml, line 31: theme.light is '#9a9a9a': the contrast of the focus ring on paper (#1d4f91 on #9a9a9a) is 2.89:1, below the 3:1 WCAG AA asks for the parts of controls: choose a lighter colour",
  ]);
});

test("a colour written without quotes, or not as #rrggbb, or an unknown face, says what to write", () => {
  expect(themeIssues("  accent: #c8773a\n")).toEqual([
    'content/site.yaml, line 31: theme.accent is empty: write a colour as #rrggbb in quotes, such as "#e3ad4f" (without quotes, YAML reads # as the start of a comment)',
  ]);
  expect(themeIssues("  dark: darkgreen\n")).toEqual([
    `content/site.yaml, line 31: theme.dark is 'darkgreen': write a colour as #rrggbb in quotes, such as "#0e131b" (without quotes, YAML reads # as the start of a comment)`,
  ]);
  expect(themeIssues("  displayFont: Loraa\n")).toEqual([
    "content/site.yaml, line 31: theme.displayFont is 'Loraa': write Playfair Display, Fraunces, EB Garamond, Libre Baskerville or Lora (did you mean Lora?)",
  ]);
  expect(themeIssues("  accentColour: '#c8773a'\n")).toEqual([
    "content/site.yaml, line 31: accentColour is not a field of theme: remove it, or use accent, dark, light, displayFont or textFont",
  ]);
});
