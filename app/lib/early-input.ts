import captureSource from "./early-input-capture.js?raw";

/**
 * The early-input script (early-input-capture.js), inlined in the head of every page, so it
 * runs before the body is drawn and before any of the app's scripts. A prerendered page
 * is on screen and usable long before React has hydrated it; this keeps what a visitor does
 * in that time from being lost:
 *
 * - A press on a button that needs the app (`<button type="button">`, see AppButton: the
 *   menu, the Fiction dropdown, filters, trailers, the chat, Go Back) is held back and
 *   remembered, and the button is marked `aria-busy` meanwhile. When the page has hydrated
 *   the root layout calls releaseEarlyInput() and each remembered button is pressed again,
 *   in order, now with the app's handlers in place. Pressing the same button again while it waits adds
 *   nothing.
 * - The navbar search needs no app: its form goes to /search/{query} as a page load.
 * - Links, and forms that post somewhere, are left to the browser.
 *
 * It is plain JavaScript because it runs as it is written, and small because every page
 * carries it; the page's security policy allows it by its hash.
 */
export const EARLY_INPUT_SCRIPT = captureSource;

declare global {
  interface Window {
    /** Set by the early-input script, when the page has it. */
    earlyInput?: { release(): void };
  }
}

/**
 * Tells the early-input script that the app is ready: it stops holding presses back and
 * presses again, in order, each button a visitor pressed before.
 */
export function releaseEarlyInput() {
  window.earlyInput?.release();
}
