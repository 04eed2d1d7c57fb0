import { type Authorization, AuthorizationPageQuerySchema } from '@portal/shared/contracts/brand';
import { keysetBatches, registerExport } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listAuthorizationsAfter } from './authorization.service';

export const AUTHORIZATION_EXPORT = 'brand-authorizations';

registerExport(AUTHORIZATION_EXPORT, {
  name: { 'zh-CN': '品牌授权列表', 'zh-TW': '品牌授權列表', en: 'Brand authorizations' },
  filter: AuthorizationPageQuerySchema.pick({ brandName: true, state: true }),
  columns: [
    { key: 'brandName', header: { 'zh-CN': '品牌', 'zh-TW': '品牌', en: 'Brand' }, width: 16 },
    { key: 'levelName', header: { 'zh-CN': '授权级别', 'zh-TW': '授權級別', en: 'Level' }, width: 14 },
    { key: 'validFrom', header: { 'zh-CN': '有效期起', 'zh-TW': '有效期起', en: 'Valid from' }, width: 14 },
    { key: 'validTo', header: { 'zh-CN': '有效期至', 'zh-TW': '有效期至', en: 'Valid to' }, width: 14 },
    { key: 'stateName', header: { 'zh-CN': '审核状态', 'zh-TW': '審核狀態', en: 'State' }, width: 12 },
    { key: 'reason', header: { 'zh-CN': '原因', 'zh-TW': '原因', en: 'Reason' }, width: 30 },
    {
      key: 'createdTime',
      header: { 'zh-CN': '申请时间', 'zh-TW': '申請時間', en: 'Applied' },
      type: 'dateTime',
      width: 22,
    },
  ],
  rows: async function* (db, scope, filter) {
    // Only the days left depend on the day, and they are not a column of the export.
    const today = new Date().toISOString().slice(0, 10);
    for await (const batch of keysetBatches<Authorization>((after, limit) =>
      listAuthorizationsAfter(db, scope.partnerId, filter, after?.id, limit, today),
    )) {
      yield batch.map((row) => ({
        ...row,
        levelName: translate(scope.locale, `brand.level_${row.level}`),
        stateName: translate(scope.locale, `brand.state_${row.state}`),
      }));
    }
  },
});
