import { z } from 'zod';
import { PAGE_SIZES } from '../constants';

/** The envelope of every answer (DESIGN.md section 3). */
export type Envelope<T> = { code: string; msg: string; success: boolean; data: T };
export type PageEnvelope<T> = Envelope<T[]> & { total: number };

export const envelopeOf = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ code: z.string(), msg: z.string(), success: z.boolean(), data });

export const pageEnvelopeOf = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    code: z.string(),
    msg: z.string(),
    success: z.boolean(),
    data: z.array(row),
    total: z.number(),
  });

/** Paging fields every list accepts; sortBy is allow-listed per list with `pageQueryOf`. */
export const PageQuerySchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: 'validation.pageSize' })
    .default(10),
  sortType: z.enum(['asc', 'desc']).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const pageQueryOf = <S extends readonly [string, ...string[]]>(sortable: S) =>
  PageQuerySchema.extend({ sortBy: z.enum(sortable).optional() });

/** An id in a path or body: positive integer. */
export const IdSchema = z.coerce.number().int().positive();

/** A channel's id: channels are numbered by the platform in an integer (int4) column. */
export const ChannelIdSchema = IdSchema.max(2_147_483_647);

export const EmptySchema = z.null();

/** An optional text field: trimmed, and empty means not given (null). */
export const optionalText = (max: number, tooLongKey: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLongKey })
    .nullish()
    .transform((value) => value || null);

/**
 * A calendar day, 'YYYY-MM-DD', that exists (not 2026-02-30: Date.parse rolls that over to March)
 * and lies in 2000-2100.
 */
export const DaySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' })
  .refine(
    (value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return (
        !Number.isNaN(time) &&
        new Date(time).toISOString().slice(0, 10) === value &&
        value >= '2000-01-01' &&
        value <= '2100-12-31'
      );
    },
    { error: 'validation.invalid' },
  );

/** A day range whose first day is not after its last (either end may be open). */
export const daysInOrder = (query: { dateFrom?: string | null; dateTo?: string | null }): boolean =>
  !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo;
