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

/** Vite dispatches `vite:preloadError` when a lazily imported chunk (or its CSS) fails to load. */
export const installNewBuildReload = (): void => {
  window.addEventListener('vite:preloadError', (event) => {
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
