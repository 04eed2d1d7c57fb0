const formatters = new Map<string, Intl.DateTimeFormat>();

const DATE_TIME_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, ...DATE_TIME_PARTS });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

const byParts = (value: Date, timeZone: string): string => {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(value)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
};

/**
 * Swedish dates read 'YYYY-MM-DD HH:mm:ss' already: one `format` call, several times faster than
 * assembling parts (exports format a date per row). Used only where it answers exactly as byParts.
 */
const swedishFormatters = new Map<string, Intl.DateTimeFormat | null>();
const swedishFormatterOf = (timeZone: string): Intl.DateTimeFormat | null => {
  let formatter = swedishFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('sv-SE', { timeZone, ...DATE_TIME_PARTS });
    const probe = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
    if (formatter.format(probe) !== byParts(probe, timeZone)) formatter = null;
    swedishFormatters.set(timeZone, formatter);
  }
  return formatter;
};

/** 'YYYY-MM-DD HH:mm:ss' in `timeZone`, the portal's date format (spec section 9). */
export const formatLocalDateTime = (value: Date | string, timeZone: string): string => {
  const at = typeof value === 'string' ? new Date(value) : value;
  return swedishFormatterOf(timeZone)?.format(at) ?? byParts(at, timeZone);
};

/** The calendar day 'YYYY-MM-DD' in `timeZone` at the instant `at`. */
export const localDayOf = (at: Date, timeZone: string): string =>
  formatLocalDateTime(at, timeZone).slice(0, 10);

/** How far `timeZone` is ahead of UTC at the instant `at`, in milliseconds. */
const offsetAt = (at: Date, timeZone: string): number => {
  const [day, time] = formatLocalDateTime(at, timeZone).split(' ');
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  return Date.UTC(y, m - 1, d, hh, mm, ss) - Math.floor(at.getTime() / 1000) * 1000;
};

/** The first instant after `after` at which the clock in `timeZone` shows `hour`:`minute`. */
export const nextLocalTime = (after: Date, hour: number, minute: number, timeZone: string): Date => {
  const [y, m, d] = localDayOf(after, timeZone).split('-').map(Number);
  for (let days = 0; days < 3; days += 1) {
    const wall = Date.UTC(y, m - 1, d + days, hour, minute);
    const candidate = new Date(wall - offsetAt(new Date(wall), timeZone));
    if (candidate > after) return candidate;
  }
  throw new Error(`no ${hour}:${minute} in ${timeZone} after ${after.toISOString()}`);
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one calendar day 'YYYY-MM-DD' to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The calendar day `days` after 'YYYY-MM-DD'. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The first instant of the calendar day 'YYYY-MM-DD' in `timeZone` (its local midnight). */
export const localDayStart = (day: string, timeZone: string): Date => {
  const [y, m, d] = day.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d);
  // The zone's offset at the guess, then at the instant found (a change of offset near midnight).
  const guess = wall - offsetAt(new Date(wall), timeZone);
  return new Date(wall - offsetAt(new Date(guess), timeZone));
};

let businessZone = 'Asia/Shanghai';

/**
 * The zone whose calendar days the kept statistics count in: the server's TIME_ZONE, given once
 * at start (buildApp and the CLIs) by `setBusinessTimeZone`. A process has one.
 */
export const businessTimeZone = (): string => businessZone;

export const setBusinessTimeZone = (timeZone: string): void => {
  businessZone = timeZone;
};
