import { inlineCall } from "./inline-call";
import earlySource from "./web-fonts-early.js?inline-script";

/** What the head script knows: where the browser records that it has the fonts, and which. */
export interface EarlyWebFontsConfig {
  /** The localStorage key under which the browser records that it has the fonts. */
  key: string;
  /** What it records: the faces' hashed file names, so that fonts made anew are fetched anew. */
  version: string;
  /** The name of the metas by which a page names each face it shows. */
  metaName: string;
  /** Set on `<html>` where the page uses the web fonts. */
  attribute: string;
}

/**
 * The head script that uses the web fonts from the first frame where the browser has them
 * (web-fonts-early.js, minified), with what it knows, as inlined into every page's head.
 */
export const webFontsScript = (config: EarlyWebFontsConfig) => inlineCall(earlySource, config);
