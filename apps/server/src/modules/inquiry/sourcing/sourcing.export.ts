import {
  CooperatorFilterSchema,
  type CooperatorRow,
  ProcurePriceExportFilterSchema,
  type ProcurePriceRow,
  SourcingExportFilterSchema,
  type SourcingRow,
} from '@portal/shared/contracts/sourcing';
import { defineExport, listRows } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listCooperatorsAfter } from './cooperator.service';
import { listProcurePricesAfter } from './procure-price.service';
import { listRequestsAfter } from './sourcing.service';

export const COOPERATOR_EXPORT = 'sourcingCooperators';
export const SOURCING_EXPORT = 'sourcingRequests';
export const PROCURE_PRICE_EXPORT = 'procurePrices';

/** The cooperation partners through the export centre. */
export const cooperatorExport = defineExport(COOPERATOR_EXPORT, {
  name: 'sourcing.cooperator.exportName',
  filter: CooperatorFilterSchema,
  columns: [
    { key: 'name', header: 'sourcing.column.name', width: 30 },
    { key: 'creditCode', header: 'sourcing.column.creditCode', width: 22 },
    { key: 'contactName', header: 'sourcing.column.contactName', width: 12 },
    { key: 'phone', header: 'sourcing.column.phone', width: 16 },
    { key: 'email', header: 'sourcing.column.email', width: 24 },
    { key: 'region', header: 'sourcing.column.region', width: 18 },
    { key: 'supplyScope', header: 'sourcing.column.supplyScope', width: 30 },
    { key: 'stateName', header: 'sourcing.column.state', width: 8 },
    { key: 'askedCount', header: 'sourcing.column.askedCount', type: 'number', width: 10 },
    { key: 'answeredCount', header: 'sourcing.column.answeredCount', type: 'number', width: 10 },
    { key: 'remark', header: 'sourcing.column.remark', width: 30 },
    { key: 'createdTime', header: 'sourcing.column.createdTime', type: 'dateTime', width: 20 },
  ],
  rows: (db, scope, filter) =>
    listRows<CooperatorRow>(
      (after, limit) => listCooperatorsAfter(db, scope.partnerId, filter, after?.id, limit),
      (row) => ({ ...row, stateName: translate(scope.locale, `sourcing.cooperator.state_${row.state}`) }),
    ),
});

/** The batch inquiries through the export centre. */
export const sourcingExport = defineExport(SOURCING_EXPORT, {
  name: 'sourcing.request.exportName',
  filter: SourcingExportFilterSchema,
  columns: [
    { key: 'requestNo', header: 'sourcing.column.requestNo', width: 18 },
    { key: 'title', header: 'sourcing.column.title', width: 30 },
    { key: 'stateName', header: 'sourcing.column.state', width: 10 },
    { key: 'deadline', header: 'sourcing.column.deadline', type: 'dateTime', width: 20 },
    { key: 'lineCount', header: 'sourcing.column.lineCount', type: 'number', width: 10 },
    { key: 'firmCount', header: 'sourcing.column.firmCount', type: 'number', width: 10 },
    { key: 'answeredFirmCount', header: 'sourcing.column.answeredFirmCount', type: 'number', width: 10 },
    { key: 'sentTime', header: 'sourcing.column.sentTime', type: 'dateTime', width: 20 },
    { key: 'closedTime', header: 'sourcing.column.closedTime', type: 'dateTime', width: 20 },
    { key: 'createdTime', header: 'sourcing.column.createdTime', type: 'dateTime', width: 20 },
    { key: 'remark', header: 'sourcing.column.remark', width: 30 },
  ],
  rows: (db, scope, filter) =>
    listRows<SourcingRow>(
      (after, limit) => listRequestsAfter(db, scope.partnerId, filter, scope.timeZone, after?.id, limit),
      (row) => ({ ...row, stateName: translate(scope.locale, `sourcing.request.state_${row.state}`) }),
    ),
});

/** The procure commodity prices through the export centre. */
export const procurePriceExport = defineExport(PROCURE_PRICE_EXPORT, {
  name: 'sourcing.price.exportName',
  filter: ProcurePriceExportFilterSchema,
  columns: [
    { key: 'itemName', header: 'sourcing.column.itemName', width: 30 },
    { key: 'spec', header: 'sourcing.column.spec', width: 18 },
    { key: 'unit', header: 'sourcing.column.unit', width: 8 },
    { key: 'kindName', header: 'sourcing.column.kind', width: 10 },
    { key: 'bestPrice', header: 'sourcing.column.bestPrice', width: 14 },
    { key: 'bestFirmName', header: 'sourcing.column.bestFirmName', width: 28 },
    { key: 'bestTime', header: 'sourcing.column.bestTime', type: 'dateTime', width: 20 },
    { key: 'latestPrice', header: 'sourcing.column.latestPrice', width: 14 },
    { key: 'latestFirmName', header: 'sourcing.column.latestFirmName', width: 28 },
    { key: 'latestTime', header: 'sourcing.column.latestTime', type: 'dateTime', width: 20 },
    { key: 'answerCount', header: 'sourcing.column.answerCount', type: 'number', width: 10 },
  ],
  rows: (db, scope, filter) =>
    listRows<ProcurePriceRow>(
      (after, limit) => listProcurePricesAfter(db, scope.partnerId, filter, scope.timeZone, after?.id, limit),
      (row) => ({
        ...row,
        kindName: translate(
          scope.locale,
          row.goodsId === null ? 'sourcing.kind_text' : 'sourcing.kind_goods',
        ),
      }),
    ),
});
