import { type BrandRecord, BrandRecordExportFilterSchema } from '@portal/shared/contracts/brand';
import { COMMON_COLUMNS } from '../../../platform/export/export-columns';
import { changeRecordCells, changesCell } from '../../../platform/export/export-cells';
import { listRows, defineExport } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { CATALOG_COLUMNS } from '../catalog-columns';
import { listBrandRecordsAfter } from './brand-record.service';

const { brand, recordAction, recordOperator } = CATALOG_COLUMNS;
const { reason, recordTime } = COMMON_COLUMNS;

export const BRAND_RECORD_EXPORT = 'brand-records';

const RECORD_KEYS = {
  actions: 'brandRecord.action_',
  states: 'brand.state_',
  noOperator: 'brandRecord.platform',
};

/** Listed in the module's manifest. */
export const brandRecordExport = defineExport(BRAND_RECORD_EXPORT, {
  name: 'brandRecord.exportName',
  filter: BrandRecordExportFilterSchema,
  columns: [
    recordTime,
    { ...brand, width: 20 },
    recordAction,
    { key: 'stateChange', header: 'record.column.stateChange', width: 20 },
    { key: 'changeText', header: 'brandRecord.column.changes', width: 40 },
    reason,
    recordOperator,
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
