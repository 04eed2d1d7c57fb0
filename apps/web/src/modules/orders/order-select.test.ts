import { describe, expect, it } from 'vitest';
import { mergeSelection, orderNoFilterOf } from './order-select';

const row = (id: number) => ({ id, orderNo: `NO${id}` });

describe('the order selection dialog', () => {
  it('trims the searched order number; blank searches every order', () => {
    expect(orderNoFilterOf('  SO2026001 ')).toBe('SO2026001');
    expect(orderNoFilterOf('   ')).toBeUndefined();
    expect(orderNoFilterOf(undefined)).toBeUndefined();
  });

  it('keeps the orders chosen on other pages while this page changes', () => {
    const page1 = [row(1), row(2), row(3)];
    const page2 = [row(4), row(5)];
    let chosen = mergeSelection([], page1, [1, 3]);
    expect(chosen.map((r) => r.id)).toEqual([1, 3]);
    chosen = mergeSelection(chosen, page2, [1, 3, 5]);
    expect(chosen.map((r) => r.id)).toEqual([1, 3, 5]);
    // Unticking on page 1 drops only that one.
    chosen = mergeSelection(chosen, page1, [3, 5]);
    expect(chosen.map((r) => r.id)).toEqual([3, 5]);
  });
});
