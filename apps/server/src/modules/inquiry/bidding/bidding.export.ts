import { BiddingFilterSchema, type BiddingRow } from '@portal/shared/contracts/bidding';
import { defineExport, listRows } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listProjectsAfter } from './bidding.service';

export const BIDDING_EXPORT = 'biddingProjects';

const column = (key: string, width: number, type?: 'dateTime') => ({
  key,
  header: `bidding.column.${key}`,
  width,
  ...(type ? { type } : {}),
});

/** The bidding list's export: the partner's projects with its own state and best bid. */
export const biddingExport = defineExport(BIDDING_EXPORT, {
  name: 'bidding.exportName',
  filter: BiddingFilterSchema,
  columns: [
    column('projectNo', 20),
    column('title', 30),
    { key: 'channelName', header: 'bidding.column.channel', width: 12 },
    column('customerName', 24),
    { key: 'modeName', header: 'bidding.column.mode', width: 12 },
    column('ceilingAmount', 16),
    column('startTime', 22, 'dateTime'),
    column('endTime', 22, 'dateTime'),
    column('extensions', 10),
    { key: 'stateName', header: 'bidding.column.state', width: 14 },
    column('myBestAmount', 18),
    column('myBidCount', 12),
  ],
  rows: (db, scope, filter) =>
    listRows<BiddingRow & { invitationId: number }>(
      (after, limit) => listProjectsAfter(db, scope.partnerId, filter, after?.invitationId, limit),
      (row) => ({
        ...row,
        modeName: translate(scope.locale, `bidding.mode_${row.mode}`),
        stateName: translate(scope.locale, `bidding.state_${row.state}`),
      }),
    ),
});
