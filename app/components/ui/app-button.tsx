import type { ComponentProps } from "react";

/**
 * A button that does its work in the app, not in the browser: pressed before the app is
 * ready, the early-input script (app/lib/early-input-capture.js) holds the press back and
 * marks the button `aria-busy` until the app can carry it out. React is told to expect
 * that attribute, which it would otherwise report as a hydration difference.
 */
export function AppButton(props: Omit<ComponentProps<"button">, "type">) {
  return <button {...props} type="button" suppressHydrationWarning />;
}
