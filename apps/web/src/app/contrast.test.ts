import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from './contrast';

describe('contrast', () => {
  it('computes the WCAG ratio of black on white as 21 and of a colour on itself as 1', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1890ff', '#1890ff')).toBe(1);
    expect(contrastRatio('blue', '#fff')).toBeNull();
  });

  it('darkens the default theme blue until it reads on white, and keeps a colour that already does', () => {
    expect(contrastRatio('#1890ff', '#ffffff')).toBeLessThan(4.5);
    const shade = readableOn('#1890ff', '#ffffff');
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(5.5);
    expect(readableOn('#2f54eb', '#ffffff')).toBe('#2f54eb');
  });

  it('lightens towards white on a dark background', () => {
    const shade = readableOn('#2f54eb', '#141414');
    expect(contrastRatio(shade, '#141414')).toBeGreaterThanOrEqual(4.5);
    expect(shade).not.toBe('#2f54eb');
  });
});
