import { describe, expect, it } from 'vitest';
import { EXPORT_BATCH_SIZE, keysetBatches, nextBatchSize } from './export-registry';

describe('export batches', () => {
  it('grows a batch while queries are quick and shrinks it when one holds the thread too long', () => {
    expect(nextBatchSize(100, 2)).toBe(200);
    expect(nextBatchSize(1600, 2)).toBe(2000);
    expect(nextBatchSize(2000, 2)).toBe(2000);
    expect(nextBatchSize(400, 20)).toBe(400);
    expect(nextBatchSize(400, 60)).toBe(200);
    expect(nextBatchSize(EXPORT_BATCH_SIZE, 500)).toBe(EXPORT_BATCH_SIZE);
  });

  it('reads every row once, in order, whatever the batch sizes', async () => {
    const rows = Array.from({ length: 5000 }, (_, n) => n);
    const limits: number[] = [];
    const read: number[] = [];
    for await (const batch of keysetBatches<number>(async (after, limit) => {
      limits.push(limit);
      const from = after === undefined ? 0 : after + 1;
      return rows.slice(from, from + limit);
    })) {
      read.push(...batch);
    }
    expect(read).toEqual(rows);
    expect(limits[0]).toBe(EXPORT_BATCH_SIZE);
    expect(Math.max(...limits)).toBeGreaterThan(EXPORT_BATCH_SIZE);
  });
});
