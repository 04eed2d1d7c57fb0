import { z } from 'zod';
import type { FileKind } from '../file-types';
import { IdSchema, pageQueryOf } from './common';

/** The spec's file kinds (section 5), as a schema. */
export const FILE_KINDS = [
  'image',
  'pdf',
  'excel',
  'word',
  'video',
  'audio',
] as const satisfies readonly FileKind[];
export const FileKindSchema = z.enum(FILE_KINDS);

/** Answer of `POST /api/communal/upload`. `url` is signed for one hour, so <img> tags can use it. */
export const UploadedFileSchema = z.object({
  id: z.number(),
  name: z.string(),
  size: z.number(),
  kind: FileKindSchema,
  url: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/** The text field of the upload form (the file part is `file`). */
export const UploadFormSchema = z.object({
  /** The kind expected: one kind or a comma-separated list ('image,pdf'); any kind when left out. */
  kind: z.string().optional(),
});

/** A stored file or an export task, by id in the path. */
export const FileIdParamsSchema = z.object({ id: IdSchema });

/** A signed file link's query (see the server's signPath): whose file, until when, the signature. */
export const SignedFileQuerySchema = z.object({ p: z.string(), exp: z.string(), sig: z.string() }).partial();

/** A signed export download link's query: the owning partner and account, until when, the signature. */
export const SignedExportQuerySchema = z
  .object({ p: z.string(), a: z.string(), exp: z.string(), sig: z.string() })
  .partial();

/** Years 1 to 9999: what JavaScript parses beyond that, PostgreSQL's timestamptz does not hold. */
const EARLIEST = Date.parse('0001-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

/** A point in time sent by the browser: an ISO string (with offset) or 'YYYY-MM-DD[ HH:mm:ss]'. */
export const InstantSchema = z
  .string()
  .trim()
  .refine(
    (value) => {
      const time = Date.parse(value);
      return time >= EARLIEST && time <= LATEST;
    },
    { error: 'validation.invalid' },
  );

/** Both ends inclusive; either may be left out. */
export const CreatedTimeRangeSchema = z.object({
  createdTimeStart: InstantSchema.nullish(),
  createdTimeEnd: InstantSchema.nullish(),
});

/** Refinement for schemas that extend CreatedTimeRangeSchema: the start may not follow the end. */
export const startNotAfterEnd = (range: {
  createdTimeStart?: string | null;
  createdTimeEnd?: string | null;
}) =>
  !range.createdTimeStart ||
  !range.createdTimeEnd ||
  Date.parse(range.createdTimeStart) <= Date.parse(range.createdTimeEnd);
export const dateRangeIssue = { error: 'validation.dateRange', path: ['createdTimeEnd'] };

/** Export task status of spec section 4: 0 waiting, 1 exporting, 2 finished, 3 failed. */
export const ExportStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** Filters of the export list dialog (spec section 2): export date range and status. */
export const ExportTaskPageQuerySchema = pageQueryOf(['createdTime'])
  .extend(CreatedTimeRangeSchema.shape)
  .extend({ status: ExportStatusSchema.nullish() })
  .refine(startNotAfterEnd, dateRangeIssue);
export type ExportTaskPageQuery = z.infer<typeof ExportTaskPageQuerySchema>;

/** A row of the export list (spec section 3). `url` is set once the file is ready (status 2). */
export const ExportTaskSchema = z.object({
  id: z.number(),
  exportName: z.string(),
  total: z.number(),
  createdTime: z.string(),
  status: ExportStatusSchema,
  url: z.string().nullable(),
  /** Why the export failed (status 3), in the caller's language. */
  errorMsg: z.string().nullable(),
});
export type ExportTask = z.infer<typeof ExportTaskSchema>;

/** Answer of every `POST .../export` endpoint of a list. */
export const ExportRequestedSchema = z.object({ taskId: z.number() });
export type ExportRequested = z.infer<typeof ExportRequestedSchema>;

/** `POST /api/communal/region/list` and `/region/jw/list`. */
export const RegionListQuerySchema = z.object({
  /** 0 (or '0') for the provinces; otherwise the id of the region whose children are wanted. */
  parentId: z.coerce.number().int().min(0).default(0),
  /** The cascader's configured depth (1 province, 2 city, 3 district): rows at this level are leaves. */
  level: z.coerce.number().int().min(1).max(3).default(3),
});
export type RegionListQuery = z.infer<typeof RegionListQuerySchema>;

export const RegionSchema = z.object({
  id: z.number(),
  name: z.string(),
  level: z.number(),
  parentId: z.number(),
  /** A direct-administered municipality (北京, 天津, 上海, 重庆): the cascader emits one level earlier. */
  isZxs: z.boolean(),
  isLeaf: z.boolean(),
});
export type Region = z.infer<typeof RegionSchema>;

/** `POST /api/communal/region/zcy/list`. */
export const ZcyRegionListQuerySchema = z.object({
  parentCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.invalid' })
    .default('000000'),
});
export type ZcyRegionListQuery = z.infer<typeof ZcyRegionListQuerySchema>;

export const ZcyRegionSchema = z.object({
  code: z.string(),
  label: z.string(),
  value: z.string(),
  isLeaf: z.boolean(),
});
export type ZcyRegion = z.infer<typeof ZcyRegionSchema>;

/**
 * The problems part of every spreadsheet import's answer, dry run and import alike (goods batch
 * upload, bank statement import, batch quotation).
 */
export const ImportProblemsSchema = z.object({
  problemCount: z.number(),
  /** The first 200 problems; the error file has them all. */
  problems: z.array(z.object({ row: z.number(), column: z.string(), message: z.string() })),
  /** The rows with a problem and what is wrong, to fix and upload again; null without problems. */
  errorFileUrl: z.string().nullable(),
});
export type ImportProblems = z.infer<typeof ImportProblemsSchema>;
