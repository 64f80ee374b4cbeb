/**
 * Generates the sample images: a cover per book, a thumbnail per trailer, the two ribbons,
 * the buy and audio icons and the author portrait. Run with `npm run assets`; the files are
 * committed so that an author simply replaces them with real ones. Only missing images are
 * drawn, since an existing one may be the author's; `npm run assets -- --force` redraws all.
 * `drawAssets` does the same for another project folder (a generated catalogue).
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { authorsOf } from "../app/catalogue/authors.ts";
import { subtitleFor } from "../app/catalogue/book-lines.ts";
import { andList } from "../app/catalogue/wording.ts";
import { assetPaths } from "../app/content/paths.ts";
import type { Book, Series } from "../app/content/types.ts";
import { readContentSources } from "../app/schema/content.server.ts";
import { parseCatalogue } from "../app/schema/parse-catalogue.ts";
import { planAssets, planSummary } from "./asset-plan.ts";

type Look = {
  base: string;
  deep: string;
  accent: string;
  ink: string;
  motif: (w: number, h: number) => string;
};

const SERIF = "DejaVu Serif, Liberation Serif, serif";
const SANS = "DejaVu Sans, Liberation Sans, sans-serif";

const waves = (colour: string) => (w: number, h: number) =>
  [0, 1, 2, 3, 4]
    .map((i) => {
      const y = h * 0.62 + i * 34;
      return `<path d="M0 ${y} Q ${w * 0.25} ${y - 28} ${w * 0.5} ${y} T ${w} ${y}" stroke="${colour}" stroke-width="6" fill="none" opacity="${0.55 - i * 0.09}"/>`;
    })
    .join("");

const stars = (colour: string) => (w: number, h: number) => {
  let seed = 7;
  const rand = () => {
    seed = (seed * 9301 + 49297) % 233280;
    return seed / 233280;
  };
  const dots = Array.from({ length: 70 }, () => {
    const r = rand() * 2.6 + 0.6;
    return `<circle cx="${rand() * w}" cy="${rand() * h * 0.7}" r="${r}" fill="${colour}" opacity="${0.35 + rand() * 0.6}"/>`;
  }).join("");
  return `${dots}<circle cx="${w * 0.5}" cy="${h * 0.78}" r="${w * 0.46}" fill="none" stroke="${colour}" stroke-width="3" opacity="0.5"/>`;
};

const stripes = (colour: string) => (w: number, h: number) =>
  Array.from({ length: 7 }, (_, i) => {
    const y = h * 0.6 + i * 26;
    return `<rect x="0" y="${y}" width="${w}" height="13" fill="${colour}" opacity="${0.12 + (i % 2) * 0.1}"/>`;
  }).join("") +
  `<polygon points="${w * 0.5},${h * 0.5} ${w * 0.53},${h * 0.56} ${w * 0.59},${h * 0.56} ${w * 0.54},${h * 0.6} ${w * 0.56},${h * 0.66} ${w * 0.5},${h * 0.62} ${w * 0.44},${h * 0.66} ${w * 0.46},${h * 0.6} ${w * 0.41},${h * 0.56} ${w * 0.47},${h * 0.56}" fill="${colour}" opacity="0.8"/>`;

const skyline = (colour: string) => (w: number, h: number) => {
  const base = h * 0.8;
  const blocks = [
    [0.05, 0.12, 60],
    [0.17, 0.1, 95],
    [0.27, 0.13, 70],
    [0.4, 0.2, 0],
    [0.6, 0.12, 80],
    [0.72, 0.1, 120],
    [0.82, 0.13, 75],
  ] as const;
  const walls = blocks
    .map(
      ([x, width, height]) =>
        `<rect x="${x * w}" y="${base - height}" width="${width * w}" height="${height}" fill="${colour}" opacity="0.55"/>`,
    )
    .join("");
  return `${walls}<path d="M${0.4 * w} ${base} L${0.4 * w} ${base - 90} A ${0.1 * w} ${0.1 * w} 0 0 1 ${0.6 * w} ${base - 90} L${0.6 * w} ${base} Z" fill="${colour}" opacity="0.75"/><rect x="0" y="${base}" width="${w}" height="${h - base}" fill="${colour}" opacity="0.3"/>`;
};

const flame = (colour: string) => (w: number, h: number) =>
  `<rect x="${w * 0.47}" y="${h * 0.64}" width="${w * 0.06}" height="${h * 0.2}" fill="${colour}" opacity="0.7"/>` +
  `<path d="M${w * 0.5} ${h * 0.52} C ${w * 0.56} ${h * 0.58} ${w * 0.55} ${h * 0.63} ${w * 0.5} ${h * 0.635} C ${w * 0.45} ${h * 0.63} ${w * 0.44} ${h * 0.58} ${w * 0.5} ${h * 0.52} Z" fill="${colour}"/>` +
  `<circle cx="${w * 0.5}" cy="${h * 0.6}" r="${w * 0.16}" fill="${colour}" opacity="0.12"/>`;

const frame = (colour: string) => (w: number, h: number) =>
  `<rect x="${w * 0.07}" y="${h * 0.05}" width="${w * 0.86}" height="${h * 0.9}" fill="none" stroke="${colour}" stroke-width="4" opacity="0.7"/>` +
  `<line x1="${w * 0.3}" y1="${h * 0.66}" x2="${w * 0.7}" y2="${h * 0.66}" stroke="${colour}" stroke-width="3"/>`;

const SERIES_LOOKS: Record<string, Look> = {
  noah: {
    base: "#16324a",
    deep: "#07121d",
    accent: "#e0b354",
    ink: "#f6efe0",
    motif: waves("#7fb2d6"),
  },
  hazikaron: {
    base: "#3b2f2a",
    deep: "#120d0b",
    accent: "#d9a55b",
    ink: "#f3e9da",
    motif: flame("#f2c46d"),
  },
  encounter: {
    base: "#1d1a3f",
    deep: "#05040f",
    accent: "#8fd3ff",
    ink: "#eef4ff",
    motif: stars("#cfe8ff"),
  },
  tsol: {
    base: "#5a1620",
    deep: "#1c0508",
    accent: "#e8d7a8",
    ink: "#fbf4e4",
    motif: stripes("#f1e4c0"),
  },
  tojt: {
    base: "#4a3512",
    deep: "#150e03",
    accent: "#f0c15a",
    ink: "#fff6e3",
    motif: skyline("#f3d68f"),
  },
};
const GENRE_LOOKS: Record<string, Look> = {
  fiction: {
    base: "#1f3b36",
    deep: "#07110f",
    accent: "#e6b65c",
    ink: "#f1f6f3",
    motif: stars("#bfe3d8"),
  },
  nonfiction: {
    base: "#efe6d3",
    deep: "#d8c8a6",
    accent: "#7a2e1f",
    ink: "#1c1a17",
    motif: frame("#7a2e1f"),
  },
  single: {
    base: "#2b2b33",
    deep: "#0e0e12",
    accent: "#e39a4f",
    ink: "#f4f1ec",
    motif: frame("#e39a4f"),
  },
};

const MOTIFS = [waves, stars, stripes, skyline, flame, frame];

/** A colour as `#rrggbb` from hue (degrees), saturation and lightness (0 to 1). */
function hsl(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * The look of a series: its own for the sample's, else one made from its id (a hue and a
 * motif), so that every series of a generated catalogue looks distinct too.
 */
function seriesLook(id: string): Look {
  const own = SERIES_LOOKS[id];
  if (own) return own;
  const hash = [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const hue = hash % 360;
  const motif = MOTIFS[(hash >>> 9) % MOTIFS.length] ?? waves;
  return {
    base: hsl(hue, 0.45, 0.24),
    deep: hsl(hue, 0.5, 0.07),
    accent: hsl((hue + 40) % 360, 0.7, 0.66),
    ink: "#f6f1e6",
    motif: motif(hsl(hue, 0.55, 0.72)),
  };
}

function lookFor(book: Book): Look {
  const series = book.series[0];
  if (series) return seriesLook(series);
  return GENRE_LOOKS[book.genres[0] ?? "fiction"] ?? (GENRE_LOOKS.fiction as Look);
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Breaks text into lines of at most `width` characters, never splitting a word. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function textLines(lines: string[], x: number, y: number, size: number, attrs: string): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.15}" font-size="${size}" ${attrs}>${escapeXml(line)}</text>`,
    )
    .join("");
}

function coverSvg(book: Book, seriesList: Series[], author: string): string {
  const w = 800;
  const h = 1200;
  const look = lookFor(book);
  const series = seriesList.find((s) => s.id === book.series[0]);
  const titleLines = wrap(book.title.toUpperCase(), book.title.length > 24 ? 14 : 12);
  // Bold serif capitals are about 0.75 of the font size wide; keep the longest line inside 680 px.
  const longest = Math.max(...titleLines.map((line) => line.length));
  const size = Math.min(titleLines.length > 3 ? 70 : 86, Math.floor(680 / (longest * 0.8)));
  const kicker = series
    ? series.title.toUpperCase()
    : book.genres[0] === "single"
      ? "A SHORT READ"
      : "";
  const subtitle = subtitleFor(book, seriesList);
  // Capitals about 0.7 of the size wide, 6 px apart: two names within 700 px.
  const bylineSize = Math.min(44, Math.floor((700 / author.length - 6) / 0.7));
  const sub = subtitle ? wrap(subtitle, 34).slice(0, 3) : [];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.base}"/><stop offset="1" stop-color="${look.deep}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  ${look.motif(w, h)}
  <rect x="0" y="0" width="${w}" height="10" fill="${look.accent}"/>
  ${kicker ? `<text x="${w / 2}" y="110" font-size="30" letter-spacing="8" text-anchor="middle" font-family="${SANS}" fill="${look.accent}">${escapeXml(kicker)}</text>` : ""}
  ${textLines(titleLines, w / 2, 240, size, `text-anchor="middle" font-family="${SERIF}" font-weight="bold" fill="${look.ink}"`)}
  ${textLines(sub, w / 2, 250 + titleLines.length * size * 1.15 + 20, 30, `text-anchor="middle" font-family="${SERIF}" font-style="italic" fill="${look.ink}" opacity="0.85"`)}
  <text x="${w / 2}" y="${h - 80}" font-size="${bylineSize}" letter-spacing="6" text-anchor="middle" font-family="${SANS}" fill="${look.accent}">${escapeXml(author.toUpperCase())}</text>
</svg>`;
}

function trailerSvg(title: string, look: Look): string {
  const w = 1280;
  const h = 720;
  const lines = wrap(title.toUpperCase(), 26).slice(0, 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><radialGradient id="g" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="${look.base}"/><stop offset="1" stop-color="${look.deep}"/></radialGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  ${look.motif(w, h * 1.3)}
  <text x="${w / 2}" y="120" font-size="30" letter-spacing="10" text-anchor="middle" font-family="${SANS}" fill="${look.accent}">OFFICIAL TRAILER</text>
  ${textLines(lines, w / 2, 220, 72, `text-anchor="middle" font-family="${SERIF}" font-weight="bold" fill="${look.ink}"`)}
  <circle cx="${w / 2}" cy="${h * 0.66}" r="70" fill="#000" opacity="0.55"/>
  <polygon points="${w / 2 - 22},${h * 0.66 - 38} ${w / 2 - 22},${h * 0.66 + 38} ${w / 2 + 40},${h * 0.66}" fill="#fff"/>
</svg>`;
}

function ribbonSvg(label: string, colour: string): string {
  const s = 300;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
  <defs><filter id="shadow"><feDropShadow dx="0" dy="4" stdDeviation="4" flood-opacity="0.45"/></filter></defs>
  <g transform="rotate(45 ${s / 2} ${s / 2})" filter="url(#shadow)">
    <rect x="-60" y="15" width="${s + 120}" height="60" fill="${colour}"/>
    <rect x="-60" y="21" width="${s + 120}" height="2" fill="#fff" opacity="0.6"/>
    <rect x="-60" y="67" width="${s + 120}" height="2" fill="#fff" opacity="0.6"/>
    <text x="${s / 2}" y="54" font-size="22" font-weight="bold" letter-spacing="1" text-anchor="middle" font-family="${SANS}" fill="#fff">${label}</text>
  </g>
</svg>`;
}

const ICONS = {
  buy: `<path d="M18 22h10l8 40h34l8-28H32" fill="none" stroke="#1b1b1b" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/><circle cx="40" cy="74" r="6" fill="#1b1b1b"/><circle cx="66" cy="74" r="6" fill="#1b1b1b"/>`,
  audio: `<path d="M20 58v-8a28 28 0 0 1 56 0v8" fill="none" stroke="#1b1b1b" stroke-width="6"/><rect x="14" y="54" width="16" height="26" rx="5" fill="#1b1b1b"/><rect x="66" y="54" width="16" height="26" rx="5" fill="#1b1b1b"/>`,
};

/** A drawn stand-in for a portrait; `hue` sets its background apart from another author's. */
function portraitSvg(hue = 215): string {
  const w = 600;
  const h = 750;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 0.32, 0.24)}"/><stop offset="1" stop-color="${hsl(hue, 0.38, 0.1)}"/></linearGradient>
  <linearGradient id="light" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e7b35a" stop-opacity="0.35"/><stop offset="1" stop-color="#e7b35a" stop-opacity="0"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect width="${w}" height="${h}" fill="url(#light)"/>
  <path d="M80 ${h} C 90 560 190 500 300 500 C 410 500 510 560 520 ${h} Z" fill="#1b2430"/>
  <path d="M255 470 L 345 470 L 340 525 L 300 560 L 260 525 Z" fill="#c99a7a"/>
  <ellipse cx="300" cy="340" rx="118" ry="150" fill="#d8a988"/>
  <path d="M182 320 C 180 200 250 170 305 172 C 380 174 425 220 420 320 C 405 260 360 240 300 245 C 240 250 200 270 182 320 Z" fill="#4a3426"/>
  <rect x="228" y="330" width="62" height="36" rx="12" fill="none" stroke="#2b2b2b" stroke-width="6"/>
  <rect x="310" y="330" width="62" height="36" rx="12" fill="none" stroke="#2b2b2b" stroke-width="6"/>
  <line x1="290" y1="345" x2="310" y2="345" stroke="#2b2b2b" stroke-width="6"/>
  <path d="M255 430 Q 300 455 345 430" stroke="#7b4a3a" stroke-width="7" fill="none" stroke-linecap="round"/>
  <path d="M230 560 L 300 620 L 370 560 L 360 ${h} L 240 ${h} Z" fill="#e8e1d3"/>
</svg>`;
}

type Job = { publicPath: string; format: "jpeg" | "png"; svg: () => string };

/**
 * Draws the images the content of the project in `root` needs and its `public/` lacks (all of
 * them when `force`), and says what it wrote and what it kept.
 */
export async function drawAssets(root: string, { force = false } = {}): Promise<string[]> {
  const publicDir = path.join(root, "public");
  // The images are what the catalogue checks for, so they cannot be required here.
  const catalogue = parseCatalogue(readContentSources(root), { assetExists: () => true });
  const jobs: Job[] = [];
  const draw = (publicPath: string, format: Job["format"], svg: () => string) => {
    if (!jobs.some((job) => job.publicPath === publicPath)) jobs.push({ publicPath, format, svg });
  };
  for (const book of catalogue.books) {
    // The names the book credits, as its cover prints them.
    const byline = andList(authorsOf(book, catalogue.authors).map((author) => author.name));
    draw(assetPaths.cover(book.id), "jpeg", () => coverSvg(book, catalogue.series, byline));
    if (book.trailerUrl) {
      draw(assetPaths.trailerThumbnail(book.id), "jpeg", () =>
        trailerSvg(book.title, lookFor(book)),
      );
    }
  }
  for (const series of catalogue.series) {
    if (series.trailerUrl) {
      draw(assetPaths.trailerThumbnail(series.id), "jpeg", () =>
        trailerSvg(series.title, seriesLook(series.id)),
      );
    }
  }
  draw(assetPaths.ribbon("preorder"), "png", () => ribbonSvg("PRE-ORDER", "#b3261e"));
  draw(assetPaths.ribbon("comingsoon"), "png", () => ribbonSvg("COMING SOON", "#1f5f8b"));
  for (const [name, icon] of Object.entries(ICONS)) {
    draw(
      `${assetPaths.folders.misc}/${name}.png`,
      "png",
      () =>
        `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">${icon}</svg>`,
    );
  }
  draw(catalogue.site.author.portrait, "jpeg", () => portraitSvg());
  for (const { site } of catalogue.apart)
    draw(site.author.portrait, "jpeg", () => portraitSvg(300));
  catalogue.authors.forEach(({ portrait }, index) => {
    if (portrait) draw(portrait, "jpeg", () => portraitSvg(215 + index * 67));
  });

  const plan = planAssets(
    jobs,
    (publicPath) => existsSync(path.join(publicDir, publicPath)),
    force,
  );
  await Promise.all(
    plan.write.map(async (job) => {
      const file = path.join(publicDir, job.publicPath);
      mkdirSync(path.dirname(file), { recursive: true });
      const image = sharp(Buffer.from(job.svg()));
      await (job.format === "jpeg"
        ? image.jpeg({ quality: 84, mozjpeg: true })
        : image.png()
      ).toFile(file);
    }),
  );
  return planSummary(plan);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // An unknown option, such as a mistyped --force, stops the script instead of being ignored.
  const { force } = parseArgs({ options: { force: { type: "boolean", default: false } } }).values;
  console.log((await drawAssets(process.cwd(), { force })).join("\n"));
}
