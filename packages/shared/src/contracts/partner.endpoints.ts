import { Authority } from '../permissions';
import { ExportRequestedSchema } from './communal';
import { endpoints } from './endpoint';
import {
  IdInputSchema,
  PaybackAccountSchema,
  PaybackFilterSchema,
  PaybackInputSchema,
  PaybackPageQuerySchema,
  PaybackUpdateSchema,
} from './partner';

/** Payback accounts (spec sections 2 and 5): the header dialog and /ucenter/payback_account. */
export const payback = endpoints('partner', 'payback', {
  page: {
    method: 'POST',
    path: '/api/account/payback/page',
    summary: "A page of the partner's payback accounts, newest first",
    auth: Authority.paybackAccount,
    body: PaybackPageQuerySchema,
    rows: PaybackAccountSchema,
  },
  add: {
    method: 'POST',
    path: '/api/account/payback/add',
    summary: 'Adds a payback account',
    auth: Authority.paybackAccount,
    body: PaybackInputSchema,
    data: PaybackAccountSchema,
  },
  update: {
    method: 'POST',
    path: '/api/account/payback/update',
    summary: 'Changes a payback account',
    auth: Authority.paybackAccount,
    body: PaybackUpdateSchema,
    data: PaybackAccountSchema,
  },
  delete: {
    method: 'POST',
    path: '/api/account/payback/delete',
    summary: 'Deletes a payback account',
    auth: Authority.paybackAccount,
    body: IdInputSchema,
  },
  export: {
    method: 'POST',
    path: '/api/account/payback/export',
    summary: 'Exports the payback accounts matching the filter (a task of the export centre)',
    auth: Authority.paybackAccount,
    body: PaybackFilterSchema,
    data: ExportRequestedSchema,
  },
});
