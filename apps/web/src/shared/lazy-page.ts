import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { quietChunkLoad } from './new-build-reload';

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

type PageFiles = Record<string, () => Promise<{ default: ComponentType }>>;

/**
 * A module's page map: each menu path and the page file it shows (`./goods/pages/GoodsListPage`),
 * among the files `import.meta.glob('./**\/pages/*Page.tsx')` found there. A path whose file is
 * missing fails at start, not when a user opens it.
 */
export const pagesOf = (files: PageFiles, table: Record<string, string>): Record<string, PageComponent> =>
  Object.fromEntries(
    Object.entries(table).map(([path, file]) => {
      const load = files[`${file}.tsx`];
      if (!load) throw new Error(`${path}: no page file ${file}.tsx`);
      return [path, lazyPage(load)];
    }),
  );

/** A module that is imported only when the user reaches for what it holds (see `onDemand`). */
export type OnDemand<T> = {
  /** The module once it has arrived, else undefined (it may be on its way). */
  loaded: () => T | undefined;
  /**
   * Starts the import, or joins the one on its way; resolves at once when it has arrived. A load that
   * failed or timed out is forgotten: the next call tries again. The caller shows the failure (the
   * page is not reloaded for it, see `quietChunkLoad`).
   */
  load: () => Promise<T>;
};

/**
 * A chunk loaded on demand, shared by everything that uses it: a heavy control that a screen shows
 * as a light stand-in until the user reaches for it (e.g. the search forms' date range).
 */
export const onDemand = <T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): OnDemand<T> => {
  const timed = withTimeout(() => quietChunkLoad(load), ms);
  let module: { value: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    loaded: () => module?.value,
    load: () => {
      if (module) return Promise.resolve(module.value);
      pending ??= timed().then(
        (value) => {
          module = { value };
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
};
