import { converter, formatHex, type Oklch, parseHex, toGamut, wcagContrast } from "culori";
import type { z } from "zod";
import { fieldMessage } from "./content-messages.ts";
import { choice, fields, text } from "./schema-fields.ts";

/**
 * The site's look as the author sets it in `content/site.yaml` under `theme`: three colours
 * and two faces. Every other colour the design uses is derived from the three here, and the
 * build refuses a theme whose text would fall below WCAG AA contrast.
 */

/** The faces a theme may name: each one a self-hosted package (build-steps/theme-fonts.ts). */
export const DISPLAY_FONTS = [
  "Playfair Display",
  "Fraunces",
  "EB Garamond",
  "Libre Baskerville",
  "Lora",
] as const;
export const TEXT_FONTS = ["Inter", "Source Sans 3", "Open Sans", "Work Sans", "Literata"] as const;
export type DisplayFont = (typeof DISPLAY_FONTS)[number];
export type TextFont = (typeof TEXT_FONTS)[number];
export type FontName = DisplayFont | TextFont;

/** The sample's look, which is also the look of a site whose `site.yaml` has no theme. */
export const DEFAULT_THEME = {
  accent: "#e3ad4f",
  dark: "#0e131b",
  light: "#f7f2e8",
  displayFont: "Playfair Display",
  textFont: "Inter",
} as const;

type Base = "accent" | "dark" | "light";

const COLOUR_EXPECTED = (field: Base) =>
  `write a colour as #rrggbb in quotes, such as "${DEFAULT_THEME[field]}" (without quotes, YAML reads # as the start of a comment)`;

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const colour = (field: Base) =>
  text({ expected: COLOUR_EXPECTED(field), pattern: HEX })
    // One spelling for each colour, so equal themes give equal stylesheets and cards.
    .transform((value) => formatHex(parseHex(value)) ?? value);

const themeFields = fields(
  {
    /** The one warm colour: buttons, links and rules on the dark base. */
    accent: colour("accent").default(DEFAULT_THEME.accent),
    /** The base of the page: header, hero, book pages, footer. */
    dark: colour("dark").default(DEFAULT_THEME.dark),
    /** The paper of the sections where long text is read, and the text on the dark base. */
    light: colour("light").default(DEFAULT_THEME.light),
    /** Headings, titles and the share cards' titles. */
    displayFont: choice(DISPLAY_FONTS).default(DEFAULT_THEME.displayFont),
    /** Everything else. */
    textFont: choice(TEXT_FONTS).default(DEFAULT_THEME.textFont),
  },
  {
    expected:
      "write the theme's accent, dark, light, displayFont and textFont, indented under theme",
  },
);
export type Theme = z.infer<typeof themeFields>;

/** `theme` in `site.yaml`: every key optional, and refused when its text would be hard to read. */
export const themeSchema = themeFields.default(DEFAULT_THEME).superRefine((theme, ctx) => {
  // A colour that is not one has been reported already; there is no contrast to measure.
  if (![theme.accent, theme.dark, theme.light].every((value) => HEX.test(value))) return;
  for (const problem of contrastProblems(theme)) {
    // A refinement's message is worded where it is raised, so it names the field in full.
    const message = fieldMessage(["theme", problem.field], theme[problem.field], problem.message);
    ctx.addIssue({ code: "custom", path: [problem.field], input: theme[problem.field], message });
  }
});

/**
 * The theme's colours written without quotes in site.yaml's text (`accent: #c8773a`). YAML
 * reads them as comments, so the field is empty and would silently take the sample's colour.
 */
export function unquotedColours(siteYaml: string): { line: number; message: string }[] {
  const lines = siteYaml.split(/\r?\n/);
  const start = lines.findIndex((line) => /^theme:\s*(?:#.*)?$/.test(line));
  if (start < 0) return [];
  const found: { line: number; message: string }[] = [];
  for (let i = start + 1; i < lines.length && /^(?:\s|$)/.test(lines[i] ?? ""); i++) {
    const field = /^\s+(accent|dark|light):\s*#/.exec(lines[i] ?? "")?.[1];
    if (field === "accent" || field === "dark" || field === "light") {
      found.push({ line: i + 1, message: `theme.${field} is empty: ${COLOUR_EXPECTED(field)}` });
    }
  }
  return found;
}

const toOklch = converter("oklch");
const intoSrgb = toGamut("rgb", "oklch");

function oklchOf(hex: string): Oklch {
  const parsed = toOklch(parseHex(hex));
  if (parsed === undefined) throw new Error(`not a colour: ${hex}`);
  return parsed;
}

/**
 * The colour that stands to `base` as `sample` stands to the sample theme's own base colour:
 * the same step in OKLCH lightness, chroma and hue. The sample's three colours thus give back
 * the sample design's values exactly, and a green theme gets panels, rules and muted text
 * that stand to its green as the sample's stand to its navy. A grey base (no hue) gives a
 * grey: there is no hue to keep.
 */
function derived(baseKey: Base, base: string, sample: string): string {
  const sampleBase = oklchOf(DEFAULT_THEME[baseKey]);
  const sampleColour = oklchOf(sample);
  const from = oklchOf(base);
  const l = Math.min(1, Math.max(0, from.l + sampleColour.l - sampleBase.l));
  const colour: Oklch =
    from.h === undefined
      ? { mode: "oklch", l, c: 0 }
      : {
          mode: "oklch",
          l,
          c: Math.max(0, from.c + sampleColour.c - sampleBase.c),
          h: from.h + (sampleColour.h ?? 0) - (sampleBase.h ?? 0),
        };
  return formatHex(intoSrgb(colour));
}

/**
 * A colour laid over what lies beneath it, at the given opacity, in CSS's modern syntax
 * (Chrome draws a gradient to a legacy `rgba()` a shade apart).
 */
function translucent(base: string, alpha: number): string {
  const rgb = parseHex(base);
  if (rgb === undefined) throw new Error(`not a colour: ${base}`);
  const [r, g, b] = [rgb.r, rgb.g, rgb.b].map((channel) => Math.round(channel * 255));
  return `rgb(${r} ${g} ${b} / ${alpha})`;
}

/** Every colour of the design for a theme, named as the stylesheet's custom properties. */
export function themeColours(theme: Theme) {
  const { accent, dark, light } = theme;
  return {
    night: dark,
    /** Panels, inputs and buttons on the dark base. */
    nightRaised: derived("dark", dark, "#161e2a"),
    /** The top of the hero's gradient. */
    nightLit: derived("dark", dark, "#121a26"),
    /** The footer. */
    nightDeep: derived("dark", dark, "#0a0e14"),
    /** Rules and borders on the dark base. */
    nightLine: derived("dark", dark, "#2a3545"),
    /** The sticky header, over the page scrolling under it. */
    nightGlass: translucent(dark, 0.96),
    onNight: derived("light", light, "#eee8dc"),
    onNightMuted: derived("light", light, "#b8b0a2"),
    accent,
    /** Links and small accent text on the dark base; a button under the pointer. */
    accentStrong: derived("accent", accent, "#f2c46d"),
    /** The glow in the hero's corner. */
    accentGlow: translucent(accent, 0.18),
    /** A quiet button under the pointer. */
    accentWash: translucent(accent, 0.15),
    /** The focus ring on the dark base. */
    focus: derived("accent", accent, "#ffd27a"),
    paper: light,
    /** Cards and panels on paper: the about section, news, the chat. */
    paperRaised: derived("light", light, "#fffdf8"),
    /** The assistant's speech bubbles. */
    paperShade: derived("light", light, "#efe7d6"),
    paperLine: derived("light", light, "#ded4c2"),
    ink: derived("light", light, "#1f1b16"),
    inkMuted: derived("light", light, "#5a5247"),
    /** Links and rules on paper. */
    inkAccent: derived("accent", accent, "#8a4b0f"),
    /** The focus ring on paper. */
    paperFocus: derived("dark", dark, "#1d4f91"),
  };
}
export type ThemeColours = ReturnType<typeof themeColours>;
export type ColourName = keyof ThemeColours;

/** A colour on the surfaces it is used on, and the contrast WCAG AA asks of it. */
type Pair = {
  /** What it is, in the author's words. */
  what: string;
  colour: ColourName;
  /** The theme's colour that `colour` is, or is derived from. */
  colourFrom: Base;
  on: ColourName[];
  onFrom: Base;
  /** 4.5:1 for text of body size, 3:1 for the parts of controls (WCAG 1.4.3, 1.4.11). */
  minimum: 4.5 | 3;
};

type Surfaces = Pick<Pair, "on" | "onFrom">;
const NIGHT: Surfaces = { on: ["night", "nightRaised", "nightLit", "nightDeep"], onFrom: "dark" };
const PAPER: Surfaces = { on: ["paper", "paperRaised", "paperShade"], onFrom: "light" };
const BUTTONS: Surfaces = { on: ["accent", "accentStrong"], onFrom: "accent" };
const NIGHT_PANELS: Surfaces = { on: ["night", "nightRaised"], onFrom: "dark" };
const PAPER_PANELS: Surfaces = { on: ["paper", "paperRaised"], onFrom: "light" };

const pair = (
  what: string,
  colour: ColourName,
  colourFrom: Base,
  surfaces: Surfaces,
  minimum: Pair["minimum"],
): Pair => ({ what, colour, colourFrom, ...surfaces, minimum });

/**
 * The pairs the build checks. Every text colour also sets text of body size somewhere (a
 * link, a caption), so text is held to 4.5:1 everywhere; 3:1 is for the focus rings and the
 * accent's fills (buttons, the chosen filter) against the dark base.
 */
export const CONTRAST_PAIRS: Pair[] = [
  pair("text on the dark base", "onNight", "light", NIGHT, 4.5),
  pair("muted text on the dark base", "onNightMuted", "light", NIGHT, 4.5),
  pair("links on the dark base", "accentStrong", "accent", NIGHT, 4.5),
  pair("text on buttons", "ink", "light", BUTTONS, 4.5),
  pair("text on paper", "ink", "light", PAPER, 4.5),
  pair("muted text on paper", "inkMuted", "light", PAPER, 4.5),
  pair("links on paper", "inkAccent", "accent", PAPER_PANELS, 4.5),
  pair("buttons on the dark base", "accent", "accent", NIGHT_PANELS, 3),
  pair("the focus ring on the dark base", "focus", "accent", NIGHT_PANELS, 3),
  pair("the focus ring on paper", "paperFocus", "dark", PAPER_PANELS, 3),
];

export type ContrastProblem = { field: Base; message: string };

/** WCAG's ratio, cut (never rounded up) to two decimals, so 4.496 never reads as 4.5. */
const shownRatio = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);

/** How far a theme's colour has moved in lightness from the sample's. */
const moved = (theme: Theme, base: Base) =>
  Math.abs(oklchOf(theme[base]).l - oklchOf(DEFAULT_THEME[base]).l);

/**
 * The pairs of a theme that fall below WCAG AA contrast, each once, on its worst surface:
 * which pair, its colours and ratio, what it needs, and which way to move the theme's colour.
 * Of a pair's two theme colours, the one named is the one that has moved further from the
 * sample design's lightness, since the sample's own pairs all pass.
 */
export function contrastProblems(theme: Theme): ContrastProblem[] {
  const colours = themeColours(theme);
  return CONTRAST_PAIRS.flatMap((pair) => {
    const worst = pair.on
      .map((surface) => ({
        surface: colours[surface],
        ratio: wcagContrast(colours[pair.colour], colours[surface]),
      }))
      .reduce((a, b) => (b.ratio < a.ratio ? b : a));
    if (worst.ratio >= pair.minimum) return [];
    const field =
      moved(theme, pair.colourFrom) >= moved(theme, pair.onFrom) ? pair.colourFrom : pair.onFrom;
    const [mine, other] =
      field === pair.colourFrom
        ? [colours[pair.colour], worst.surface]
        : [worst.surface, colours[pair.colour]];
    const way = wcagContrast(mine, "#000") > wcagContrast(other, "#000") ? "lighter" : "darker";
    const needs =
      pair.minimum === 4.5
        ? "4.5:1 WCAG AA asks for text"
        : "3:1 WCAG AA asks for the parts of controls";
    return [
      {
        field,
        message: `the contrast of ${pair.what} (${colours[pair.colour]} on ${worst.surface}) is ${shownRatio(worst.ratio)}:1, below the ${needs}: choose a ${way} colour`,
      },
    ];
  });
}
