import { and, type Column, gte, lte, type SQL } from 'drizzle-orm';

/** A list's created-time filter (both ends inclusive, either may be left out) on `column`. */
export const createdWithin = (
  column: Column,
  range: { createdTimeStart?: string | null; createdTimeEnd?: string | null },
): SQL | undefined =>
  and(
    range.createdTimeStart ? gte(column, new Date(range.createdTimeStart)) : undefined,
    range.createdTimeEnd ? lte(column, new Date(range.createdTimeEnd)) : undefined,
  );
