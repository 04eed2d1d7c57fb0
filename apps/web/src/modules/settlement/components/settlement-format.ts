import { EMPTY_VALUE } from '../../../shared/format';

/** A fee rate as the server sends it ("0.0150") as a percentage ("1.50%"), from its digits (no float). */
export const feeRateText = (rate: string | null | undefined): string => {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(rate?.trim() ?? '');
  if (!match) return EMPTY_VALUE;
  const fraction = (match[2] ?? '').padEnd(4, '0');
  const whole = BigInt(match[1]) * 100n + BigInt(fraction.slice(0, 2));
  return `${whole}.${fraction.slice(2, 4)}%`;
};
