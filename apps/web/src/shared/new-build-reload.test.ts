import { describe, expect, it } from 'vitest';
import { isQuietChunkLoadRunning, quietChunkLoad, shouldReloadForNewBuild } from './new-build-reload';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('reload for a new build', () => {
  it('reloads once when a chunk fails, then lets the error show if it fails again at once', () => {
    const storage = memoryStorage();
    expect(shouldReloadForNewBuild(storage, 1_000_000)).toBe(true);
    expect(shouldReloadForNewBuild(storage, 1_005_000)).toBe(false);
  });

  it('reloads again for a later deploy', () => {
    const storage = memoryStorage();
    expect(shouldReloadForNewBuild(storage, 1_000_000)).toBe(true);
    expect(shouldReloadForNewBuild(storage, 1_000_000 + 61_000)).toBe(true);
  });
});

describe('chunk loads whose caller handles a failure', () => {
  it('are marked while they run, failed or not', async () => {
    expect(isQuietChunkLoadRunning()).toBe(false);
    let finish: (value: string) => void = () => undefined;
    const loading = quietChunkLoad(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(isQuietChunkLoadRunning()).toBe(true);
    finish('picker');
    await expect(loading).resolves.toBe('picker');
    expect(isQuietChunkLoadRunning()).toBe(false);

    const error = new TypeError('Failed to fetch dynamically imported module');
    await expect(quietChunkLoad(() => Promise.reject(error))).rejects.toBe(error);
    expect(isQuietChunkLoadRunning()).toBe(false);
  });
});
