/** A LIKE/ILIKE pattern matching `value` anywhere, with its own % _ and \ taken literally. */
export const containsPattern = (value: string): string => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
