import pageScripts from "virtual:page-scripts";
import type { ReactNode } from "react";
import { preloadModule } from "react-dom";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { loadCatalogue } from "~/catalogue/content.server";
import { shellData } from "~/catalogue/page-data";
import { SEARCH_TITLE } from "~/catalogue/search-text";
import { ChatLauncher } from "~/components/chat-launcher";
import { NotFound } from "~/components/not-found";
import { RouteAnnouncer } from "~/components/route-announcer";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { useAppReady } from "~/hooks/use-app-ready";
import { useVitals } from "~/hooks/use-vitals";
import { EARLY_INPUT_SCRIPT } from "~/lib/early-input";
import type { Route } from "./+types/root";
import "~/styles/global.css";

export function loader() {
  return shellData(loadCatalogue());
}

export function links() {
  return [
    {
      rel: "alternate",
      type: "application/atom+xml",
      title: "News and new releases",
      href: "/feed.xml",
    },
  ];
}

// The frame's data never changes after the build, and pages that are not prerendered
// (search, unknown paths) have no data file to refetch it from.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* In the head, so it runs before the body is drawn: no press before the app is ready is lost. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own script file, never content */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
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

export default function App() {
  useVitals(useRouteLoaderData<typeof loader>("root")?.vitalsBeaconUrl ?? "");
  useAppReady();
  return (
    <>
      <RouteAnnouncer />
      <Outlet />
    </>
  );
}

/**
 * Whether an error means the page does not exist: an address the catalogue does not list,
 * reached inside the app, asks for a data file that is not there, and gets a 404.
 */
function isPageNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/**
 * What the HTML for a page the build cannot prerender shows until the app has started in
 * the browser (React Router prerenders only the root's fallback). That page is served for
 * /search/* alone, so it already fetches the search page's scripts (the index among them),
 * largest first, where the framework fetches only the root's.
 */
export function HydrateFallback() {
  for (const href of pageScripts["app/routes/search.tsx"] ?? []) preloadModule(href);
  return (
    <section className="page page-loading" aria-labelledby="search-title">
      <title>{SEARCH_TITLE}</title>
      <meta name="robots" content="noindex" />
      <h1 id="search-title">{SEARCH_TITLE}</h1>
      <p role="status">Searching the books…</p>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useAppReady();
  if (isPageNotFound(error)) return <NotFound />;
  const status = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  const message = error instanceof Error ? error.message : status;
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <section className="page error-page">
      <h1>Unexpected Application Error!</h1>
      <p>{status ?? message ?? "Something went wrong."}</p>
      {stack && (
        <details>
          <summary>Technical details</summary>
          <pre>{stack}</pre>
        </details>
      )}
    </section>
  );
}
