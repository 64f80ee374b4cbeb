import { Component, type ReactNode, Suspense } from "react";
import { ChunkLoadError } from "~/lib/chunks";
import * as ui from "~messages/ui";
import { AppButton } from "./app-button";

/**
 * Where a lazily loaded chunk shows: nothing while it loads; if it failed (after a new deploy,
 * or offline), a reload instead of a blank screen. Other errors go on to the route's error page.
 */
export class ChunkBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return <Suspense fallback={null}>{this.props.children}</Suspense>;
    if (!(error instanceof ChunkLoadError)) throw error;
    return <LoadFailure error={error} />;
  }
}

/**
 * Says which chunk would not load, in the site's language (the error's own message, for
 * developers, stays the spec's English), with a way to reload the page.
 */
export function LoadFailure({ error }: { error: ChunkLoadError }) {
  return (
    <div className="load-failure" role="alert">
      <p>{ui.chunk_failed({ id: error.chunkId })}</p>
      <AppButton className="button" onClick={() => window.location.reload()}>
        {ui.reload()}
      </AppButton>
    </div>
  );
}
