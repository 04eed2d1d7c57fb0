import type { TargetPace, TargetPhase } from '@portal/shared/contracts/targets';
import Decimal from 'decimal.js';
import { daysBetween } from '../../../platform/local-time';

/** A target's standing on a day: achievement as a percentage and where the period ends at the current rate. */
export type TargetStanding = {
  achieved: string;
  percent: string;
  projected: string;
  projectedPercent: string;
  phase: TargetPhase;
  pace: TargetPace | null;
  daysTotal: number;
  daysElapsed: number;
  daysLeft: number;
};

/** part / whole x 100, half-up to two places ('45.20'); whole is above zero. */
export const percentOf = (part: string, whole: string): string =>
  new Decimal(part).times(100).dividedBy(new Decimal(whole)).toFixed(2, Decimal.ROUND_HALF_UP);

/**
 * The standing of a target of `amount` over local days [start, end] with `achieved` completed so
 * far, on `today`: a running period's projection is achieved / elapsed days x days in the period
 * (today counted as elapsed), half-up to the cent; a past period's is its final achievement; a
 * future one has achieved nothing and projects 0 with no verdict. On track: the projection reaches
 * the amount.
 */
export const standingOf = (
  target: { amount: string; start: string; end: string },
  achievedSoFar: string,
  today: string,
): TargetStanding => {
  const daysTotal = daysBetween(target.start, target.end) + 1;
  const phase: TargetPhase = today < target.start ? 'future' : today > target.end ? 'past' : 'current';
  const achieved = phase === 'future' ? '0.00' : new Decimal(achievedSoFar).toFixed(2);
  const daysElapsed =
    phase === 'future' ? 0 : phase === 'past' ? daysTotal : daysBetween(target.start, today) + 1;
  const projected =
    phase === 'current'
      ? new Decimal(achieved).times(daysTotal).dividedBy(daysElapsed).toFixed(2, Decimal.ROUND_HALF_UP)
      : achieved;
  const reaches = new Decimal(projected).greaterThanOrEqualTo(new Decimal(target.amount));
  return {
    achieved,
    percent: percentOf(achieved, target.amount),
    projected,
    projectedPercent: percentOf(projected, target.amount),
    phase,
    pace: phase === 'future' ? null : reaches ? 'onTrack' : 'behind',
    daysTotal,
    daysElapsed,
    daysLeft: daysTotal - daysElapsed,
  };
};

/** The highest of `thresholds` (percent) that `achieved` reaches of `amount` (0: none), compared exactly. */
export const reachedThreshold = (achieved: string, amount: string, thresholds: readonly number[]): number => {
  let reached = 0;
  const scaled = new Decimal(achieved).times(100);
  for (const threshold of thresholds) {
    if (scaled.greaterThanOrEqualTo(new Decimal(amount).times(threshold)))
      reached = Math.max(reached, threshold);
  }
  return reached;
};
