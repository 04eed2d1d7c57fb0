import { type AnyColumn, and, gte, lt, type SQL } from 'drizzle-orm';
import { addDays, localDayStart } from '../platform/local-time';

/** The local days [from, to] (both ends inclusive, in `timeZone`) as a half-open time range on `column`. */
export const dayRangeWhere = (
  column: AnyColumn,
  from: string | null | undefined,
  to: string | null | undefined,
  timeZone: string,
): SQL | undefined =>
  and(
    from ? gte(column, localDayStart(from, timeZone)) : undefined,
    to ? lt(column, localDayStart(addDays(to, 1), timeZone)) : undefined,
  );
