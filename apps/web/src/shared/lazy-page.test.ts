import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, onDemand, withTimeout } from './lazy-page';

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

describe('onDemand (a chunk loaded when the user reaches for it)', () => {
  it('loads nothing until asked, then once for every caller', async () => {
    const load = vi.fn(async () => 'picker');
    const chunk = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    expect(chunk.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([chunk.load(), chunk.load()]);
    expect([first, second]).toEqual(['picker', 'picker']);
    expect(chunk.loaded()).toBe('picker');
    await expect(chunk.load()).resolves.toBe('picker');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load: the next call tries again', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(error).mockResolvedValueOnce('picker');
    const chunk = onDemand(load);
    await expect(chunk.load()).rejects.toBe(error);
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk.load()).resolves.toBe('picker');
    expect(chunk.loaded()).toBe('picker');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on a chunk that does not arrive in time, and tries again when asked', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockReturnValueOnce(new Promise<string>(() => undefined))
      .mockResolvedValueOnce('picker');
    const chunk = onDemand(load);
    const pending = chunk.load();
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(chunk.load()).resolves.toBe('picker');
  });
});
