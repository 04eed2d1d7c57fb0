import { type BrandRecord, BrandRecordExportFilterSchema } from '@portal/shared/contracts/brand';
import { changesCell, transitionCell } from '../../../platform/export/export-cells';
import { keysetBatches, registerExport } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listBrandRecordsAfter } from './brand-record.service';

export const BRAND_RECORD_EXPORT = 'brand-records';

registerExport(BRAND_RECORD_EXPORT, {
  name: { 'zh-CN': '品牌记录', 'zh-TW': '品牌記錄', en: 'Brand records' },
  filter: BrandRecordExportFilterSchema,
  columns: [
    {
      key: 'createdTime',
      header: { 'zh-CN': '时间', 'zh-TW': '時間', en: 'Time' },
      type: 'dateTime',
      width: 22,
    },
    { key: 'brandName', header: { 'zh-CN': '品牌', 'zh-TW': '品牌', en: 'Brand' }, width: 20 },
    { key: 'actionName', header: { 'zh-CN': '变更内容', 'zh-TW': '變更內容', en: 'Change' }, width: 18 },
    { key: 'stateChange', header: { 'zh-CN': '状态变化', 'zh-TW': '狀態變化', en: 'State' }, width: 20 },
    { key: 'changeText', header: { 'zh-CN': '修改明细', 'zh-TW': '修改明細', en: 'Details' }, width: 40 },
    { key: 'reason', header: { 'zh-CN': '原因', 'zh-TW': '原因', en: 'Reason' }, width: 30 },
    { key: 'operatorName', header: { 'zh-CN': '操作人', 'zh-TW': '操作人', en: 'By' }, width: 14 },
  ],
  rows: async function* (db, scope, filter) {
    const stateName = (state: number) => translate(scope.locale, `brand.state_${state}`);
    for await (const batch of keysetBatches<BrandRecord>((after, limit) =>
      listBrandRecordsAfter(db, scope.partnerId, filter, after?.id, limit),
    )) {
      yield batch.map(({ changes, ...record }) => ({
        ...record,
        actionName: translate(scope.locale, `brandRecord.action_${record.action}`),
        stateChange: transitionCell(stateName, record.stateFrom, record.stateTo),
        changeText: changesCell(
          changes,
          (field) => translate(scope.locale, `brandRecord.field_${field}`),
          (field, value) =>
            field === 'level' && value != null ? translate(scope.locale, `brand.level_${value}`) : value,
        ),
        operatorName: record.operator ?? translate(scope.locale, 'brandRecord.platform'),
      }));
    }
  },
});
