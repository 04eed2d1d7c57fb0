import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, withTimeout } from './lazy-page';

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout (spec section 9: chunk load timeout 120 s)', () => {
  it('is 120 seconds', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a load that arrives in time', async () => {
    await expect(withTimeout(async () => 'page', 1000)()).resolves.toBe('page');
  });

  it('fails with ChunkLoadError when the chunk never arrives', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(() => new Promise<string>(() => undefined), CHUNK_TIMEOUT_MS)();
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('passes a failed import on as it is', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module');
    await expect(withTimeout(() => Promise.reject(error), 1000)()).rejects.toBe(error);
  });
});
