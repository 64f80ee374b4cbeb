import type { FontFile } from "~/lib/font-faces";
import { EVERY_PAGE, WEB_FONT_META, webFontUrl } from "~/lib/load-web-fonts";

/**
 * Names a face of the theme's the page shows, for the head script to preload where the
 * browser has the fonts (app/lib/load-web-fonts.ts). React writes the meta into the head of
 * the prerendered page, before the script, wherever it is rendered: the root names the faces
 * of every page, and a component that shows another face names that one.
 */
export function WebFont({ file }: { file: FontFile }) {
  return <meta name={WEB_FONT_META} content={webFontUrl(file)} />;
}

/** The faces every page shows, its text and its headings, named for the head script. */
export function EveryPageWebFonts() {
  return EVERY_PAGE.map((file) => <WebFont key={file} file={file} />);
}
