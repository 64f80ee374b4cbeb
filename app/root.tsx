import { type ReactNode, useEffect, useRef } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { ChatLauncher } from "~/components/chat/chat-launcher";
import { HeadScript } from "~/components/frame/head-script";
import { NotFound } from "~/components/frame/not-found";
import { PageError } from "~/components/frame/page-error";
import { RouteAnnouncer } from "~/components/frame/route-announcer";
import { SiteFooter } from "~/components/frame/site-footer";
import { SiteHeader } from "~/components/frame/site-header";
import { EveryPageWebFonts } from "~/components/ui/web-font";
import { siteUrl } from "~/content/paths";
import { useAnalytics } from "~/hooks/use-analytics";
import { useAppReady } from "~/hooks/use-app-ready";
import { useLiveContent } from "~/hooks/use-live-content";
import { useVitals } from "~/hooks/use-vitals";
import { announcesReadyItself, whenPageSettled } from "~/lib/app-ready";
import { earlyInputScript } from "~/lib/early-input";
import {
  applyWebFonts,
  fetchWebFonts,
  printInWebFonts,
  webFontsHeadScript,
} from "~/lib/load-web-fonts";
import { markAppStarted } from "~/lib/prerendered-page-data";
import { shellData } from "~/pages/page-data";
import { FEED_PATH } from "~/pages/site-pages";
import { fromCatalogue } from "~/schema/content.server";
import type { Route } from "./+types/root";
// The theme's colours and faces first (build-steps/vite-plugins/theme-stylesheet.ts), then the styles that use them.
import "virtual:theme.css";
import "~/styles/global.css";
import * as frame from "~messages/frame";
import { BASE_LANGUAGE, textDirection } from "./i18n/languages";

// The same for every page: made once a build (and again when the content changes in development).
const loadShell = fromCatalogue(shellData);

export function loader() {
  const shell = loadShell();
  // Under the development server, when it made the page (app/hooks/use-live-content.ts).
  return import.meta.env.DEV ? { ...shell, servedAt: Date.now() } : shell;
}

export function links() {
  return [
    {
      rel: "alternate",
      type: "application/atom+xml",
      title: frame.news_feed(),
      href: siteUrl(FEED_PATH),
    },
  ];
}

// The frame's data never changes after the build, and pages that are not prerendered
// (search, unknown paths) have no data file to refetch it from.
export function shouldRevalidate() {
  return false;
}

/** The language the site speaks: its messages' (vite.config.ts). */
const language = import.meta.env.SITE_LANGUAGE ?? BASE_LANGUAGE;

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>("root");
  return (
    // The head script may set the web fonts' attribute on <html> before React hydrates it.
    <html lang={language} dir={textDirection(language)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* In the head, so it runs before the body is drawn: no press before the app is ready is lost. */}
        <HeadScript code={import.meta.env.SSR ? earlyInputScript() : undefined} />
        <EveryPageWebFonts />
        {/*
          After the page's web-font metas, which React writes first in the head, wherever the
          page renders them; before the stylesheet, which an inline script after it would wait
          for, holding back the parser and what the body asks for (the search page's index).
        */}
        <HeadScript code={import.meta.env.SSR ? webFontsHeadScript() : undefined} />
        <link rel="icon" href={siteUrl("/favicon.svg")} type="image/svg+xml" />
        {/*
          No frame is drawn until the parser reaches <main>, that is, until the header is
          parsed whole. A frame drawn from part of the header (the first packets on a slow
          connection, or the parser pausing) showed its Menu button without its label, and the
          button grew as the rest arrived: a layout shift (tests/e2e/layout-shift.spec.ts).
          Browsers without rel=expect draw as before.
        */}
        <link rel="expect" href="#main" blocking="render" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {frame.skip_to_content()}
        </a>
        {shell && <SiteHeader shell={shell} />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {shell && <SiteFooter shell={shell} />}
        {shell && <ChatLauncher authorName={shell.author.name} />}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The web fonts: on a page drawn without them, fetched once it has settled (its own content
 * loaded, the browser idle), so that they never compete with it; then shown from the next page
 * in the app on, with any face the page fetched too late for its first frame, and on a sheet
 * the reader prints.
 */
function useWebFonts() {
  useEffect(() => whenPageSettled(fetchWebFonts), []);
  useEffect(() => {
    window.addEventListener("beforeprint", printInWebFonts);
    return () => window.removeEventListener("beforeprint", printInWebFonts);
  }, []);
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) applyWebFonts();
  }, [pathname]);
}

export default function App() {
  const shell = useRouteLoaderData<typeof loader>("root");
  useVitals(shell?.vitalsBeaconUrl ?? "");
  // Counts visits with the site's analytics service; a build without one leaves the code out.
  // biome-ignore lint/correctness/useHookAtTopLevel: a build-time constant (vite.config.ts), the same on every render
  if (import.meta.env.SITE_COUNTS_VISITS) useAnalytics(shell?.analytics);
  // Under the development server, a page that missed the reload of a content change reloads.
  // biome-ignore lint/correctness/useHookAtTopLevel: a build-time constant, the same on every render
  if (import.meta.hot) useLiveContent(shell && "servedAt" in shell ? shell.servedAt : undefined);
  useAppReady(!useMatches().some((match) => announcesReadyItself(match.handle)));
  useEffect(markAppStarted, []);
  useWebFonts();
  return (
    <>
      <RouteAnnouncer />
      <Outlet />
    </>
  );
}

/**
 * The page the app shows when the visitor's address is not one the build prerendered: the
 * build writes it out as 404.html (React Router's single-page fallback), which hosts serve
 * for any unknown address. Once the app has started there, it finds the address's route and
 * shows its page, or, for an address that names nothing, Not Found again (PageError).
 */
export function HydrateFallback() {
  return <NotFound />;
}

/** An error in the frame itself, or in a page without an error page of its own. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useAppReady();
  return <PageError error={error} />;
}
