import type { ReactNode } from "react";
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
import { shellData } from "~/catalogue/views";
import { ChatLauncher } from "~/components/chat-launcher";
import { HydrationMarker, useHydrated } from "~/components/hydration-marker";
import { NotFound } from "~/components/not-found";
import { RouteAnnouncer } from "~/components/route-announcer";
import { SearchPage } from "~/components/search-page";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { useVitals } from "~/hooks/use-vitals";
import { paintedSearch } from "~/search-page/first-paint-contract";
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

/**
 * React Router's <Meta> and <Links>. In a single-page app (the search page) they show only
 * the root's tags until <Scripts> has marked the page hydrated in an effect, and React
 * renders them again when the router starts. Preact runs effects later than React, so the
 * router can start first; rendering them again once the page is hydrated (HydrationMarker,
 * after <Scripts>) keeps the page's title and tags.
 */
function HeadTags() {
  useHydrated();
  return (
    <>
      <Meta />
      <Links />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <HeadTags />
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
        <HydrationMarker />
      </body>
    </html>
  );
}

export default function App() {
  useVitals(useRouteLoaderData<typeof loader>("root")?.vitalsBeaconUrl ?? "");
  return (
    <>
      <RouteAnnouncer />
      <Outlet />
    </>
  );
}

/**
 * Whether an error means the page does not exist. A link to an unknown book fetches a
 * data file that is not there (a 404 response). Opening an unknown book's address
 * directly gets 404.html, which has no data for the book route, and React Router reports
 * that as "No result found for routeId" (pinned version; an e2e test covers both).
 */
function isPageNotFound(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 404;
  return error instanceof Error && error.message.startsWith("No result found for routeId");
}

/**
 * What a page shows while the app starts in the browser (React Router shows only the root's
 * in a single-page app): on the search page, the results its first paint drew; elsewhere,
 * a loading line.
 */
export function HydrateFallback() {
  const painted = paintedSearch();
  if (painted) return <SearchPage query={painted.query} hits={painted.hits} />;
  return (
    <section className="page page-loading">
      <p role="status">Loading…</p>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
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
