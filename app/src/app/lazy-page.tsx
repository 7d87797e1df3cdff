import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Why a page's code could not be loaded: shown to the player, naming the chunk. */
export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    readonly reason: string,
  ) {
    super(`chunk ${chunk} failed to load: ${reason}`);
    this.name = 'ChunkLoadError';
  }
}

/**
 * Wraps a dynamic import so a failure or a stall becomes a ChunkLoadError that
 * names the chunk and the reason. `timeoutMs` is SPEC §9's chunk time-out.
 */
export function loadChunk<T>(chunk: string, load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(chunk, `timed out after ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

/** A page component loaded as its own chunk. */
export function lazyPage(
  chunk: string,
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs: number,
): LazyExoticComponent<ComponentType> {
  return lazy(() => loadChunk(chunk, load, timeoutMs));
}
