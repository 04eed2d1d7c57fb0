import { type BrandRecord, BrandRecordExportFilterSchema } from '@portal/shared/contracts/brand';
import { changeRecordCells, changesCell } from '../../../platform/export/export-cells';
import { listRows, registerExport } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listBrandRecordsAfter } from './brand-record.service';

export const BRAND_RECORD_EXPORT = 'brand-records';

const RECORD_KEYS = {
  actions: 'brandRecord.action_',
  states: 'brand.state_',
  noOperator: 'brandRecord.platform',
};

registerExport(BRAND_RECORD_EXPORT, {
  name: 'brandRecord.exportName',
  filter: BrandRecordExportFilterSchema,
  columns: [
    { key: 'createdTime', header: 'export.column.time', type: 'dateTime', width: 22 },
    { key: 'brandName', header: 'brand.column.brand', width: 20 },
    { key: 'actionName', header: 'record.column.action', width: 18 },
    { key: 'stateChange', header: 'record.column.stateChange', width: 20 },
    { key: 'changeText', header: 'brandRecord.column.changes', width: 40 },
    { key: 'reason', header: 'export.column.reason', width: 30 },
    { key: 'operatorName', header: 'record.column.operator', width: 14 },
  ],
  rows: (db, scope, filter) =>
    listRows<BrandRecord>(
      (after, limit) => listBrandRecordsAfter(db, scope.partnerId, filter, after?.id, limit),
      ({ changes, ...record }) => ({
        ...record,
        ...changeRecordCells(scope.locale, RECORD_KEYS, record),
        changeText: changesCell(
          changes,
          (field) => translate(scope.locale, `brandRecord.field_${field}`),
          (field, value) =>
            field === 'level' && value != null ? translate(scope.locale, `brand.level_${value}`) : value,
        ),
      }),
    ),
});
