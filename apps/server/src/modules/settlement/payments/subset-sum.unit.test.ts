import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactSubsets, fenOf } from './subset-sum';

describe('bounded subset-sum in fen', () => {
  it('reads amounts in fen without floats', () => {
    expect(fenOf('0.1')).toBe(10);
    expect(fenOf('1234.56')).toBe(123456);
    expect(fenOf('7')).toBe(700);
    expect(fenOf('0.07')).toBe(7);
    expect(fenOf('-2.50')).toBe(-250);
  });

  it('finds the sets adding up exactly, fewest orders first', () => {
    const items = [
      { id: 1, fen: 10_000 },
      { id: 2, fen: 25_050 },
      { id: 3, fen: 4_950 },
      { id: 4, fen: 20_000 },
      { id: 5, fen: 10_000 },
    ];
    const { sets, exhausted } = exactSubsets(items, 30_000);
    expect(exhausted).toBe(false);
    expect(sets[0].sort()).toEqual([2, 3]);
    expect(
      sets.every(
        (set) => set.reduce((sum, id) => sum + (items.find((i) => i.id === id)?.fen ?? 0), 0) === 30_000,
      ),
    ).toBe(true);
    expect(exactSubsets(items, 1).sets).toEqual([]);
  });

  it('stops at the node budget and at the set size', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, fen: 1_000 + i * 7 }));
    const bounded = exactSubsets(many, 1, { maxSize: 6, maxSets: 3, budget: 50 });
    expect(bounded.sets).toEqual([]);
    const tight = exactSubsets(many, 999_999, { maxSize: 6, maxSets: 3, budget: 100 });
    expect(tight.sets).toEqual([]);
    // Seven orders are needed: sets of at most six find nothing.
    const seven = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, fen: 100 }));
    expect(exactSubsets(seven, 700).sets).toEqual([]);
    expect(exactSubsets(seven, 600).sets).toHaveLength(1);
  });

  it('every set it answers adds up exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 0, maxLength: 40 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (amounts, target) => {
          const items = amounts.map((fen, i) => ({ id: i + 1, fen }));
          const { sets } = exactSubsets(items, target);
          for (const set of sets) {
            expect(new Set(set).size).toBe(set.length);
            expect(set.length).toBeGreaterThanOrEqual(2);
            expect(set.length).toBeLessThanOrEqual(6);
            expect(set.reduce((sum, id) => sum + items[id - 1].fen, 0)).toBe(target);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds a planted pair or triple among noise', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 2, maxLength: 3 }),
        fc.array(fc.integer({ min: 300_001, max: 900_000 }), { maxLength: 30 }),
        (planted, noise) => {
          const target = planted.reduce((sum, fen) => sum + fen, 0);
          const items = [...noise, ...planted].map((fen, i) => ({ id: i + 1, fen }));
          expect(exactSubsets(items, target).sets.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});
