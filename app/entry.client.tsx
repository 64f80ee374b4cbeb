import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { preloadWebFonts } from "~/lib/fonts";

// The web fonts download alongside the app; they are put to use once it has hydrated.
preloadWebFonts();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
