import { type ComponentType, lazy } from "react";

/** How long a script chunk may take to load before it counts as failed (spec: 120 s). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** What a visitor reads when a chunk fails; `{id}` stands for its name (spec section 8). */
export const CHUNK_FAILED_MESSAGE = "Loading chunk {id} failed";

/** A lazily loaded script chunk that failed or timed out, for example after a new deploy. */
export class ChunkLoadError extends Error {
  constructor(
    readonly chunkId: string,
    options?: ErrorOptions,
  ) {
    super(CHUNK_FAILED_MESSAGE.replace("{id}", chunkId), options);
    this.name = "ChunkLoadError";
  }
}

/** Loads a chunk, failing with a ChunkLoadError on error or after the time-out. */
export function loadChunk<T>(chunkId: string, importer: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkId)), CHUNK_TIMEOUT_MS);
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
