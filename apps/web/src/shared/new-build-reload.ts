type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

const RELOADED_AT_KEY = 'reloadedForNewBuildAt';
/** A second failure this soon after the reload is not a deploy: the error screen shows instead. */
const ONCE_WITHIN_MS = 60_000;

/**
 * A page open across a deploy asks for script chunks of its build, which the server no longer has
 * (404). Reloading once loads the new build. Returns whether to reload now, and notes it.
 */
export const shouldReloadForNewBuild = (storage: ReloadStorage, now = Date.now()): boolean => {
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0);
  if (now - last < ONCE_WITHIN_MS) return false;
  storage.setItem(RELOADED_AT_KEY, String(now));
  return true;
};

/** How many chunk loads are running whose callers handle a failure themselves (`quietChunkLoad`). */
let quietLoads = 0;

/**
 * Runs a chunk import whose caller copes with a failure itself, e.g. a control that shows an error
 * and tries again on its next use: while it runs, a failed chunk does not reload the page (which
 * would lose what the user entered for a control they may only have pointed at).
 */
export const quietChunkLoad = async <T>(load: () => Promise<T>): Promise<T> => {
  quietLoads += 1;
  try {
    return await load();
  } finally {
    quietLoads -= 1;
  }
};

/** Whether a chunk load handled by its caller is running (the reload below leaves its failure alone). */
export const isQuietChunkLoadRunning = (): boolean => quietLoads > 0;

/** Vite dispatches `vite:preloadError` when a lazily imported chunk (or its CSS) fails to load. */
export const installNewBuildReload = (): void => {
  window.addEventListener('vite:preloadError', (event) => {
    if (isQuietChunkLoadRunning()) return;
    let reload = false;
    try {
      reload = shouldReloadForNewBuild(sessionStorage);
    } catch {
      // No session storage: the error screen's reload button remains.
    }
    if (!reload) return;
    event.preventDefault();
    window.location.reload();
  });
};
