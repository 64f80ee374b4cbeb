/**
 * Makes the share cards (app/pages/share-cards.ts) under /assets/cards/ (in GENERATED_PUBLIC):
 * 1200×630 JPEGs of the cover beside the title, in the theme's colours and faces, laid
 * out by Satori (HTML and CSS to SVG, text as outlines) and encoded by sharp.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ReactNode } from "react";
import satori from "satori";
import sharp from "sharp";
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

/** A cover as a data URL, at the size it is drawn (twice, for sharpness), as JPEG. */
async function coverData(publicDir: string, cover: string, width: number): Promise<string> {
  const jpeg = await sharp(path.join(publicDir, cover))
    .resize({ width: width * 2 })
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

/** A cover's shadow, as CSS would draw `box-shadow: 0 18px 40px rgba(0,0,0,0.55)`. */
const SHADOW = { y: 18, blur: 40, opacity: 0.55 };
/** How far the blurred shadow reaches beyond the cover: three standard deviations. */
const SHADOW_REACH = (3 * SHADOW.blur) / 2;

/**
 * The shadow under a cover of this size, blurred once by sharp as a PNG data URL. Satori
 * writes a CSS box-shadow as an SVG blur filter, which took librsvg about 165 ms a card, half
 * of all a card took; an image drawn under the cover looks the same and costs next to nothing.
 */
async function shadowData(width: number, height: number): Promise<string> {
  const reach = SHADOW_REACH;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width + 2 * reach}" height="${height + 2 * reach}"><rect x="${reach}" y="${reach}" width="${width}" height="${height}" rx="4" fill="rgba(0,0,0,${SHADOW.opacity})"/></svg>`;
  // CSS's blur radius is twice the Gaussian's standard deviation.
  const png = await sharp(Buffer.from(svg))
    .blur(SHADOW.blur / 2)
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** The title's size: large for a short title, smaller as it grows. */
const titleSize = (title: string) => (title.length <= 16 ? 72 : title.length <= 30 ? 58 : 46);

const PADDING = 72;
const GAP = 64;

async function layout(
  publicDir: string,
  card: Card,
  colours: ThemeColours,
  shadowOf: (width: number, height: number) => Promise<string>,
): Promise<ReactNode> {
  const { night, nightRaised, accent, onNight, onNightMuted } = colours;
  const fanned = card.covers.length > 1;
  const coverWidth = fanned ? 240 : 340;
  const step = coverWidth * 0.42;
  const coversWidth = coverWidth + step * (card.covers.length - 1);
  const textWidth = CARD_SIZE.width - 2 * PADDING - GAP - coversWidth;
  const coverHeight = coverWidth * 1.5;
  const covers = await Promise.all(
    card.covers.map((cover) => coverData(publicDir, cover, coverWidth)),
  );
  const shadow = await shadowOf(coverWidth, coverHeight);
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
      {/* The first cover in front, the others fanned out behind it to the right. */}
      <div
        style={{
          display: "flex",
          position: "relative",
          width: coversWidth,
          height: coverHeight,
          flexShrink: 0,
        }}
      >
        {covers
          .map((src, index) => (
            // The cover and its shadow turn together, as a box-shadow turns with its box.
            <div
              key={src}
              style={{
                display: "flex",
                position: "absolute",
                left: index * step,
                top: 0,
                width: coverWidth,
                height: coverHeight,
                transform: fanned ? `rotate(${index * 4}deg)` : undefined,
              }}
            >
              {/* Drawn into an image whose alt text (the card's) says what is on it. */}
              <img
                src={shadow}
                alt=""
                width={coverWidth + 2 * SHADOW_REACH}
                height={coverHeight + 2 * SHADOW_REACH}
                style={{
                  position: "absolute",
                  left: -SHADOW_REACH,
                  top: SHADOW.y - SHADOW_REACH,
                }}
              />
              <img
                src={src}
                alt=""
                width={coverWidth}
                height={coverHeight}
                style={{ position: "absolute", left: 0, top: 0, borderRadius: 4 }}
              />
            </div>
          ))
          .reverse()}
      </div>
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
  const shadows = new Map<string, Promise<string>>();
  const shadowOf = (width: number, height: number) => {
    const key = `${width}x${height}`;
    const made = shadows.get(key) ?? shadowData(width, height);
    shadows.set(key, made);
    return made;
  };
  // A card's time is mostly librsvg's drawing and mozjpeg's encoding, in libvips's threads,
  // which keep every core busy: on a press of 1,000 books, worker threads for Satori's part
  // (12 ms of a card's 180) drew the cards in the same time (87.0 s against 87.7 s, 2 cores).
  await inParallel(toMake, async ({ card, target, inputs }) => {
    const node = await layout(publicDir, card, colours, shadowOf);
    const svg = await satori(node, { ...CARD_SIZE, fonts });
    mkdirSync(path.dirname(target), { recursive: true });
    await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(target);
    record.made(target, inputs);
  });
  record.save();
  // Cards of books or series no longer in the content would otherwise be published.
  const wanted = new Set(cards.map((card) => path.join(generatedDir, card.path)));
  const removed = removeUnwanted(path.join(generatedDir, assetPaths.folders.cards), wanted);
  return `${toMake.length} made, ${cards.length - toMake.length} up to date${removed ? `, ${removed} stale removed` : ""}`;
}
