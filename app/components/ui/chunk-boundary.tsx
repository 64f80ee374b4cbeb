import { Component, type ReactNode } from "react";
import { ChunkLoadError } from "~/lib/chunks";
import { AppButton } from "./app-button";

/**
 * Catches a lazily loaded chunk that failed (after a new deploy, or offline) and offers a
 * reload instead of a blank screen. Other errors go on to the route's error page.
 */
export class ChunkBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof ChunkLoadError)) throw error;
    return <LoadFailure error={error} />;
  }
}

/** Says which chunk would not load, with a way to reload the page. */
export function LoadFailure({ error }: { error: ChunkLoadError }) {
  return (
    <div className="load-failure" role="alert">
      <p>{error.message}</p>
      <AppButton className="button" onClick={() => window.location.reload()}>
        Reload
      </AppButton>
    </div>
  );
}
