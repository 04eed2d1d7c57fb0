const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** 'YYYY-MM-DD HH:mm:ss' in `timeZone`, the portal's date format (spec section 9). */
export const formatLocalDateTime = (value: Date | string, timeZone: string): string => {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(typeof value === 'string' ? new Date(value) : value)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
};
