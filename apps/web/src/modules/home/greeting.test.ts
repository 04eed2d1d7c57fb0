import { describe, expect, it } from 'vitest';
import { dayPartOf } from './greeting';

describe('dayPartOf', () => {
  it('greets by the local hour', () => {
    expect(dayPartOf(5)).toBe('morning');
    expect(dayPartOf(10)).toBe('morning');
    expect(dayPartOf(11)).toBe('noon');
    expect(dayPartOf(13)).toBe('afternoon');
    expect(dayPartOf(17)).toBe('afternoon');
    expect(dayPartOf(18)).toBe('evening');
    expect(dayPartOf(0)).toBe('evening');
    expect(dayPartOf(4)).toBe('evening');
  });
});
