import { describe, expect, it } from 'vitest';
import { percentOf, reachedThreshold, standingOf } from './target-pacing';

const november = { amount: '3000.00', start: '2026-11-01', end: '2026-11-30' };

describe('a target standing', () => {
  it('projects a running period at its pace: achieved x days in the period / elapsed days, half-up', () => {
    // 10 days elapsed (the 10th counts), 1000.01 achieved: 1000.01 x 30 / 10 = 3000.03.
    expect(standingOf(november, '1000.01', '2026-11-10')).toEqual({
      achieved: '1000.01',
      percent: '33.33',
      projected: '3000.03',
      projectedPercent: '100.00',
      phase: 'current',
      pace: 'onTrack',
      daysTotal: 30,
      daysElapsed: 10,
      daysLeft: 20,
    });
    // 7 of 30 days: 100 x 30 / 7 = 428.571... -> 428.57, behind.
    expect(standingOf(november, '100', '2026-11-07')).toMatchObject({
      projected: '428.57',
      projectedPercent: '14.29',
      pace: 'behind',
    });
  });

  it('gives a past period its final figure and a future one nothing', () => {
    expect(standingOf(november, '3100.00', '2026-12-02')).toMatchObject({
      phase: 'past',
      projected: '3100.00',
      percent: '103.33',
      pace: 'onTrack',
      daysElapsed: 30,
      daysLeft: 0,
    });
    expect(standingOf(november, '0', '2026-10-31')).toMatchObject({
      phase: 'future',
      achieved: '0.00',
      projected: '0.00',
      pace: null,
      daysElapsed: 0,
      daysLeft: 30,
    });
  });

  it('compares thresholds exactly, not on the rounded percentage', () => {
    expect(percentOf('1499.99', '3000')).toBe('50.00');
    expect(reachedThreshold('1499.99', '3000', [50, 90, 100])).toBe(0);
    expect(reachedThreshold('1500.00', '3000', [50, 90, 100])).toBe(50);
    expect(reachedThreshold('3000.00', '3000', [50, 90, 100])).toBe(100);
  });
});
