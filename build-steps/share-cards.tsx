/**
 * Makes the share cards (app/catalogue/cards.ts) under public/assets/cards/ (git-ignored):
 * 1200×630 JPEGs of the cover beside the title, in the theme's colours and faces, laid
 * out by Satori (HTML and CSS to SVG, text as outlines) and encoded by sharp. A card whose
 * inputs (its text, its covers, the theme, this script) have not changed since it was made is kept.
 * Runs before `build` and `dev`, like the image variants.
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import type { ReactNode } from "react";
import satori from "satori";
import sharp from "sharp";
import { loadCatalogue } from "../app/catalogue/content.server.ts";
import { allCards, CARD_SIZE, type Card } from "../app/catalogue/share-cards.ts";
import { themeColours } from "../app/catalogue/theme.ts";
import { staticFont } from "./theme-fonts.ts";

const publicDir = path.resolve("public");
const cacheFile = path.resolve("node_modules/.cache/cards.json");
const catalogue = loadCatalogue();
const { theme } = catalogue.site;

// The site's colours and faces, from the theme in content/site.yaml.
const {
  night: NIGHT,
  nightRaised: RAISED,
  accent: ACCENT,
  onNight: ON_NIGHT,
  onNightMuted: MUTED,
} = themeColours(theme);
const FONTS = [
  { name: "Display", data: await staticFont(theme.displayFont, 700), weight: 700 as const },
  { name: "Text", data: await staticFont(theme.textFont, 400), weight: 400 as const },
  { name: "Text", data: await staticFont(theme.textFont, 600), weight: 600 as const },
].map((font) => ({ ...font, style: "normal" as const }));

/** A cover as a data URL, at the size it is drawn (twice, for sharpness), as JPEG. */
async function coverData(cover: string, width: number): Promise<string> {
  const jpeg = await sharp(path.join(publicDir, cover))
    .resize({ width: width * 2 })
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

/** The title's size: large for a short title, smaller as it grows. */
const titleSize = (title: string) => (title.length <= 16 ? 72 : title.length <= 30 ? 58 : 46);

const PADDING = 72;
const GAP = 64;

async function layout(card: Card): Promise<ReactNode> {
  const fanned = card.covers.length > 1;
  const coverWidth = fanned ? 240 : 340;
  const step = coverWidth * 0.42;
  const coversWidth = coverWidth + step * (card.covers.length - 1);
  const textWidth = CARD_SIZE.width - 2 * PADDING - GAP - coversWidth;
  const covers = await Promise.all(card.covers.map((cover) => coverData(cover, coverWidth)));
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        gap: GAP,
        padding: `0 ${PADDING}px`,
        background: `linear-gradient(135deg, ${RAISED} 0%, ${NIGHT} 70%)`,
        fontFamily: "Text",
        color: ON_NIGHT,
      }}
    >
      {/* The first cover in front, the others fanned out behind it to the right. */}
      <div
        style={{
          display: "flex",
          position: "relative",
          width: coversWidth,
          height: coverWidth * 1.5,
          flexShrink: 0,
        }}
      >
        {covers
          .map((src, index) => (
            <img
              key={src}
              src={src}
              // Drawn into an image whose alt text (the card's) says what is on it.
              alt=""
              width={coverWidth}
              height={coverWidth * 1.5}
              style={{
                position: "absolute",
                left: index * step,
                top: 0,
                borderRadius: 4,
                boxShadow: "0 18px 40px rgba(0,0,0,0.55)",
                transform: fanned ? `rotate(${index * 4}deg)` : undefined,
              }}
            />
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
            color: ACCENT,
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
        <div style={{ width: 120, height: 3, background: ACCENT, margin: "32px 0 24px" }} />
        <div style={{ fontSize: 28, color: MUTED }}>{card.byline}</div>
      </div>
    </div>
  );
}

/** What a card is made from, so that an unchanged card is not made again. */
function inputsOf(card: Card, script: string): string {
  const covers = card.covers.map((cover) => statSync(path.join(publicDir, cover)).mtimeMs);
  return createHash("sha256").update(JSON.stringify({ card, covers, script, theme })).digest("hex");
}

const script = createHash("sha256")
  .update(readFileSync(import.meta.filename))
  .digest("hex");
const cache: Record<string, string> = existsSync(cacheFile)
  ? JSON.parse(readFileSync(cacheFile, "utf8"))
  : {};
const cards = allCards(catalogue);
let made = 0;
for (const card of cards) {
  const target = path.join(publicDir, card.path);
  const inputs = inputsOf(card, script);
  if (cache[card.path] === inputs && existsSync(target)) continue;
  const svg = await satori(await layout(card), { ...CARD_SIZE, fonts: FONTS });
  mkdirSync(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(target);
  cache[card.path] = inputs;
  made += 1;
}

// Cards of books or series no longer in the content would otherwise be published.
const wanted = new Set(cards.map((card) => path.join(publicDir, card.path)));
let removed = 0;
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
for (const file of walk(path.join(publicDir, "assets", "cards"))) {
  if (!wanted.has(file)) {
    rmSync(file);
    removed += 1;
  }
}
mkdirSync(path.dirname(cacheFile), { recursive: true });
writeFileSync(cacheFile, JSON.stringify(cache));
console.log(`cards: ${made} made, ${cards.length - made} up to date, ${removed} stale removed`);
