/**
 * Makes the share cards (app/pages/share-cards.ts) under /assets/cards/ (in GENERATED_PUBLIC):
 * 1200×630 JPEGs of the cover beside the title, in the theme's colours and faces: the
 * words laid out by Satori (HTML and CSS to SVG, text as outlines), the covers and their
 * shadows laid over them by sharp, which encodes the card.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ReactNode } from "react";
import satori from "satori";
import sharp, { type OverlayOptions, type Sharp } from "sharp";
import { assetPaths } from "../app/content/paths.ts";
import type { Catalogue } from "../app/content/types.ts";
import { allCards, CARD_SIZE, type Card } from "../app/pages/share-cards.ts";
import { type Theme, type ThemeColours, themeColours } from "../app/schema/theme.ts";
import { GENERATED_PUBLIC } from "./generated-folders.mjs";
import { hashOf, inParallel, outputRecord, removeUnwanted } from "./step-cache.ts";
import { staticFont } from "./theme-fonts.ts";

/** The theme's faces, as Satori takes them: static TrueType instances of its variable fonts. */
async function cardFonts(theme: Theme) {
  return [
    { name: "Display", data: await staticFont(theme.displayFont, 700), weight: 700 as const },
    { name: "Text", data: await staticFont(theme.textFont, 400), weight: 400 as const },
    { name: "Text", data: await staticFont(theme.textFont, 600), weight: 600 as const },
  ].map((font) => ({ ...font, style: "normal" as const }));
}

/** A cover's shadow, as CSS would draw `box-shadow: 0 18px 40px rgba(0,0,0,0.55)`. */
const SHADOW = { y: 18, blur: 40, opacity: 0.55 };
/** How far the blurred shadow reaches beyond the cover: three standard deviations. */
const SHADOW_REACH = (3 * SHADOW.blur) / 2;
const CORNER = 4;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** An image as sharp's pixels, which a composite takes without decoding it again. */
type Pixels = { input: Buffer; raw: { width: number; height: number; channels: 4 } };

async function pixelsOf(image: Sharp): Promise<Pixels> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { input: data, raw: { width: info.width, height: info.height, channels: 4 } };
}

/** The shadow under a cover of this size, blurred by sharp, and the cover's rounded corners. */
async function coverFrame(width: number, height: number) {
  const reach = SHADOW_REACH;
  const box = (x: number, fill: string) =>
    `<rect x="${x}" y="${x}" width="${width}" height="${height}" rx="${CORNER}" fill="${fill}"/>`;
  const svg = (size: number, body: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width + size}" height="${height + size}">${body}</svg>`,
    );
  return {
    // CSS's blur radius is twice the Gaussian's standard deviation.
    shadow: await pixelsOf(
      sharp(svg(2 * reach, box(reach, `rgba(0,0,0,${SHADOW.opacity})`))).blur(SHADOW.blur / 2),
    ),
    corners: await sharp(svg(0, box(0, "#000")))
      .png()
      .toBuffer(),
  };
}
type Frames = (width: number, height: number) => ReturnType<typeof coverFrame>;

/** A cover at the size it is drawn, its corners rounded. */
function coverOf(publicDir: string, cover: string, width: number, corners: Buffer) {
  const height = width * 1.5;
  return pixelsOf(
    sharp(path.join(publicDir, cover))
      .resize({ width, height, fit: "fill" })
      .composite([{ input: corners, blend: "dest-in" }]),
  );
}

/** The title's size: large for a short title, smaller as it grows. */
const titleSize = (title: string) => (title.length <= 16 ? 72 : title.length <= 30 ? 58 : 46);

const PADDING = 72;
const GAP = 64;

/** Where the covers are drawn: the first in front, the others fanned out behind it to the right. */
function coverBox(card: Card) {
  const fanned = card.covers.length > 1;
  const width = fanned ? 240 : 340;
  const height = width * 1.5;
  const step = Math.round(width * 0.42);
  return {
    width,
    height,
    step,
    angle: fanned ? 4 : 0,
    boxWidth: width + step * (card.covers.length - 1),
    top: Math.round((CARD_SIZE.height - height) / 2),
  };
}

/**
 * The covers and their shadows, laid over the card by sharp. Each cover and its shadow turn
 * together about the cover's centre, as a box-shadow turns with its box. In Satori's layout
 * the covers were data URLs that librsvg decoded and drew again: 1,101 cards of a press took
 * 80 s, where they take 47 s with this and the encoding below (2 cores).
 */
async function coverLayers(publicDir: string, card: Card, frames: Frames) {
  const { width, height, step, angle, top } = coverBox(card);
  const reach = SHADOW_REACH;
  const { shadow, corners } = await frames(width, height);
  const layers = await Promise.all(
    card.covers.map(async (cover, index): Promise<OverlayOptions[]> => {
      const left = PADDING + index * step;
      const image = await coverOf(publicDir, cover, width, corners);
      if (index === 0 || angle === 0)
        return [
          { ...shadow, left: left - reach, top: top + SHADOW.y - reach },
          { ...image, left, top },
        ];
      // A tile centred on the cover's centre, holding the shadow and the cover, turned.
      const tile = { width: width + 2 * reach, height: height + 2 * (reach + SHADOW.y) };
      const composed = await pixelsOf(
        sharp({ create: { ...tile, channels: 4, background: TRANSPARENT } }).composite([
          { ...shadow, left: 0, top: 2 * SHADOW.y },
          { ...image, left: reach, top: reach + SHADOW.y },
        ]),
      );
      const turned = await pixelsOf(
        sharp(composed.input, { raw: composed.raw }).rotate(index * angle, {
          background: TRANSPARENT,
        }),
      );
      return [
        {
          ...turned,
          left: Math.round(left + width / 2 - turned.raw.width / 2),
          top: Math.round(top + height / 2 - turned.raw.height / 2),
        },
      ];
    }),
  );
  return layers.reverse().flat();
}

/** The card's background and words, laid out by Satori beside the room the covers take. */
function layout(card: Card, colours: ThemeColours): ReactNode {
  const { night, nightRaised, accent, onNight, onNightMuted } = colours;
  const { boxWidth, height } = coverBox(card);
  const textWidth = CARD_SIZE.width - 2 * PADDING - GAP - boxWidth;
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        gap: GAP,
        padding: `0 ${PADDING}px`,
        background: `linear-gradient(135deg, ${nightRaised} 0%, ${night} 70%)`,
        fontFamily: "Text",
        color: onNight,
      }}
    >
      <div style={{ display: "flex", width: boxWidth, height, flexShrink: 0 }} />
      <div style={{ display: "flex", flexDirection: "column", width: textWidth }}>
        <div
          style={{
            fontSize: 24,
            fontWeight: 600,
            letterSpacing: 3,
            textTransform: "uppercase",
            color: accent,
            marginBottom: 20,
          }}
        >
          {card.kicker}
        </div>
        <div
          style={{
            fontFamily: "Display",
            fontSize: titleSize(card.title),
            fontWeight: 700,
            lineHeight: 1.1,
          }}
        >
          {card.title}
        </div>
        <div style={{ width: 120, height: 3, background: accent, margin: "32px 0 24px" }} />
        <div style={{ fontSize: 28, color: onNightMuted }}>{card.byline}</div>
      </div>
    </div>
  );
}

/**
 * Makes the share cards of the catalogue (/assets/cards/, in GENERATED_PUBLIC): a card is made again
 * only when what it is made from changes (its text, its covers' contents, the theme, this
 * layout, the packages that draw it); the cards of pages that are gone are removed.
 */
export async function makeShareCards(root: string, catalogue: Catalogue): Promise<string> {
  const publicDir = path.join(root, "public");
  const generatedDir = path.join(root, GENERATED_PUBLIC);
  const record = outputRecord(root, "share-cards");
  const layoutHash = hashOf(
    readFileSync(import.meta.filename),
    readFileSync(path.join(import.meta.dirname, "theme-fonts.ts")),
    readFileSync(path.join(root, "package-lock.json")),
    JSON.stringify(catalogue.site.theme),
  );
  const coverHashes = new Map<string, string>();
  const coverHash = (cover: string) => {
    const known = coverHashes.get(cover);
    if (known) return known;
    const hash = hashOf(readFileSync(path.join(publicDir, cover)));
    coverHashes.set(cover, hash);
    return hash;
  };
  const cards = allCards(catalogue);
  const toMake = cards.flatMap((card) => {
    const target = path.join(generatedDir, card.path);
    const inputs = hashOf(JSON.stringify(card), ...card.covers.map(coverHash), layoutHash);
    return record.upToDate(target, inputs) ? [] : [{ card, target, inputs }];
  });
  // Instancing the faces takes a moment: only when a card is to be made.
  const fonts = toMake.length > 0 ? await cardFonts(catalogue.site.theme) : [];
  const colours = themeColours(catalogue.site.theme);
  const made = new Map<string, ReturnType<typeof coverFrame>>();
  const frames: Frames = (width, height) => {
    const key = `${width}x${height}`;
    const frame = made.get(key) ?? coverFrame(width, height);
    made.set(key, frame);
    return frame;
  };
  await inParallel(toMake, async ({ card, target, inputs }) => {
    const svg = await satori(layout(card, colours), { ...CARD_SIZE, fonts });
    const covers = await coverLayers(publicDir, card, frames);
    mkdirSync(path.dirname(target), { recursive: true });
    // Not mozjpeg: its trellis took 42 ms a card against 11, for cards a fifth smaller (32
    // against 39 KiB), which only the sites a page is shared on fetch.
    await sharp(Buffer.from(svg))
      .composite(covers)
      .jpeg({ quality: 82, progressive: true, optimiseCoding: true })
      .toFile(target);
    record.made(target, inputs);
  });
  record.save();
  // Cards of books or series no longer in the content would otherwise be published.
  const wanted = new Set(cards.map((card) => path.join(generatedDir, card.path)));
  const removed = removeUnwanted(path.join(generatedDir, assetPaths.folders.cards), wanted);
  return `${toMake.length} made, ${cards.length - toMake.length} up to date${removed ? `, ${removed} stale removed` : ""}`;
}
