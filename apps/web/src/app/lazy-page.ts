import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Spec section 9: a script chunk that has not arrived after 120 s is a loading error. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message = 'chunk load timeout') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** Rejects with ChunkLoadError when `load` has not settled within `ms`. */
export const withTimeout = <T>(load: () => Promise<T>, ms: number): (() => Promise<T>) => {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError()), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
};

export type PageComponent = LazyExoticComponent<ComponentType>;

/**
 * A lazily loaded page (a default export of `pages/*Page.tsx`, its own chunk). A failed or timed-out
 * load is caught by the layout's error boundary, which shows the loading error with a reload button.
 */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>): PageComponent =>
  lazy(withTimeout(load, CHUNK_TIMEOUT_MS));
