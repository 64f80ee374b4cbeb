import { isRouteErrorResponse } from "react-router";
import * as messages from "~messages/error";
import { NotFound } from "./not-found";

/**
 * What a page shows in place of its content when it fails: Not Found when the address names
 * no page (its data file is not there: a 404), else the unexpected error, inside the frame.
 * A route uses it from an `ErrorBoundary` function of its own: re-exported under that name
 * (`export { PageError as ErrorBoundary }`), React Router's client build drops it.
 */
export function PageError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  const message = error instanceof Error ? error.message : status;
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <section className="page error-page" aria-labelledby="error-title">
      <h1 id="error-title">{messages.title()}</h1>
      <p>{status ?? message ?? messages.fallback()}</p>
      {stack && (
        <details>
          <summary>{messages.details()}</summary>
          <pre>{stack}</pre>
        </details>
      )}
    </section>
  );
}
