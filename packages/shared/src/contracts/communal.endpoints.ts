import { z } from 'zod';
import {
  ExportTaskPageQuerySchema,
  ExportTaskSchema,
  FILE_KINDS,
  FileIdParamsSchema,
  RegionListQuerySchema,
  RegionSchema,
  SignedExportQuerySchema,
  SignedFileQuerySchema,
  UploadedFileSchema,
  UploadFormSchema,
  ZcyRegionListQuerySchema,
  ZcyRegionSchema,
} from './communal';
import { endpoints } from './endpoint';

/** Uploads and the stored files' bytes. */
export const file = endpoints('communal', 'file', {
  upload: {
    method: 'POST',
    path: '/api/communal/upload',
    summary: 'Stores one uploaded file of the partner',
    description: `A multipart form: the part "file" (${FILE_KINDS.join(', ')}, told by extension and content) and an optional field "kind".`,
    auth: 'login',
    // The state-4 details page uploads the licence file.
    allowIncomplete: true,
    form: UploadFormSchema,
    data: UploadedFileSchema,
  },
  content: {
    method: 'GET',
    path: '/api/communal/file/:id',
    summary: 'The bytes of a stored file, to its partner (bearer token) or to a holder of its signed link',
    // Checked by the route: a signed link (for <img>, which cannot send the token) or the owner's session.
    auth: 'public',
    params: FileIdParamsSchema,
    query: SignedFileQuerySchema,
    file: true,
  },
});

/** The export centre: the caller's export tasks and their files. */
export const exportTask = endpoints('communal', 'exportTask', {
  page: {
    method: 'POST',
    path: '/api/communal/export/page',
    summary: "A page of the caller's export tasks, newest first",
    auth: 'login',
    body: ExportTaskPageQuerySchema,
    rows: ExportTaskSchema,
  },
  download: {
    method: 'GET',
    path: '/api/communal/export/download/:id',
    summary: 'The .xlsx of a finished export, to the account that requested it',
    // Checked by the route: the signed link of the list, or the owning account's session.
    auth: 'public',
    params: FileIdParamsSchema,
    query: SignedExportQuerySchema,
    file: true,
  },
});

/**
 * Regions for the address selectors: signed-in callers, partners in state 4 included (the details
 * page asks for an address).
 */
export const region = endpoints('communal', 'region', {
  list: {
    method: 'POST',
    path: '/api/communal/region/list',
    summary: 'The children of a region (0: the provinces)',
    auth: 'login',
    allowIncomplete: true,
    body: RegionListQuerySchema,
    data: z.array(RegionSchema),
  },
  jwList: {
    method: 'POST',
    path: '/api/communal/region/jw/list',
    summary: 'The children of a region in the Jw variant (0: the provinces)',
    auth: 'login',
    allowIncomplete: true,
    body: RegionListQuerySchema,
    data: z.array(RegionSchema),
  },
  zcyList: {
    method: 'POST',
    path: '/api/communal/region/zcy/list',
    summary: "The children of a Zhengcaiyun region ('000000': the provinces)",
    auth: 'login',
    allowIncomplete: true,
    body: ZcyRegionListQuerySchema,
    data: z.array(ZcyRegionSchema),
  },
});
