const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE/ILIKE pattern matching `value` anywhere, with its own % _ and \ taken literally. */
export const containsPattern = (value: string): string => `%${escapeLike(value)}%`;

/** A LIKE/ILIKE pattern matching text that starts with `value`, taken literally. */
export const prefixPattern = (value: string): string => `${escapeLike(value)}%`;
