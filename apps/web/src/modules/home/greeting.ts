/** Part of the day for the home page's greeting, by the browser's local hour. */
export type DayPart = 'morning' | 'noon' | 'afternoon' | 'evening';

export const dayPartOf = (hour: number): DayPart => {
  if (hour >= 5 && hour < 11) return 'morning';
  if (hour >= 11 && hour < 13) return 'noon';
  if (hour >= 13 && hour < 18) return 'afternoon';
  return 'evening';
};
