const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Within this much of its deadline an inquiry is urgent (shown in the error colour). */
export const URGENT_MS = DAY;

/** The time left before a deadline, in whole days, hours and minutes, and whether it is urgent. */
export type TimeLeft = { days: number; hours: number; minutes: number; urgent: boolean };

/** The time from `now` (epoch ms) to `deadline`; null without a deadline or once it has passed. */
export const timeLeftOf = (deadline: string | null | undefined, now: number): TimeLeft | null => {
  const due = deadline ? Date.parse(deadline) : Number.NaN;
  if (!Number.isFinite(due) || now >= due) return null;
  const left = due - now;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    urgent: left <= URGENT_MS,
  };
};

/** The locale key (namespace `inquiry`) that words a time left at its two largest units. */
export const timeLeftKeyOf = (left: TimeLeft): string => {
  if (left.days > 0) return 'deadline.leftDays';
  if (left.hours > 0) return 'deadline.leftHours';
  return 'deadline.leftMinutes';
};
