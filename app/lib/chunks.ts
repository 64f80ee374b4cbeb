import { type ComponentType, lazy } from "react";

/** How long a script chunk may take to load before it counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A lazily loaded script chunk that failed or timed out, for example after a new deploy. */
export class ChunkLoadError extends Error {
  constructor(
    readonly chunkId: string,
    options?: ErrorOptions,
  ) {
    super(`Loading chunk ${chunkId} failed`, options);
    this.name = "ChunkLoadError";
  }
}

/** Loads a chunk, failing with a ChunkLoadError on error or after the time-out. */
export function loadChunk<T>(
  chunkId: string,
  importer: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkId)), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunkId, { cause }));
      },
    );
  });
}

/** React.lazy over a named chunk, so a failure names the chunk. */
export function lazyChunk<P extends object>(
  chunkId: string,
  importer: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazy(() => loadChunk(chunkId, importer));
}
