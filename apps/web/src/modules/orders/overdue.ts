const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long an order is past its confirmation deadline, in whole days, hours and minutes. */
export type Overdue = { days: number; hours: number; minutes: number };

/** The time past `deadline` at `now` (epoch ms); null without a deadline or before it. */
export const overdueOf = (deadline: string | null | undefined, now: number): Overdue | null => {
  const due = deadline ? Date.parse(deadline) : Number.NaN;
  if (!Number.isFinite(due) || now <= due) return null;
  const past = now - due;
  return {
    days: Math.floor(past / DAY),
    hours: Math.floor((past % DAY) / HOUR),
    minutes: Math.floor((past % HOUR) / MINUTE),
  };
};

/** The locale key and values that word an overdue time at its two largest units. */
export const overdueTextOf = (overdue: Overdue): { key: string; values: Overdue } => {
  if (overdue.days > 0) return { key: 'overtime.overdueDays', values: overdue };
  if (overdue.hours > 0) return { key: 'overtime.overdueHours', values: overdue };
  return { key: 'overtime.overdueMinutes', values: overdue };
};
