import {
  AUTHORIZATION_ENDING_SOON_DAYS,
  GoodsAuthorizationFilterSchema,
  type GoodsAuthorizationRow,
} from '@portal/shared/contracts/goods';
import { keysetBatches, registerExport } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listGoodsAuthorizationsAfter } from './goods-authorization.service';

export const GOODS_AUTHORIZATION_EXPORT = 'goods-authorizations';

registerExport(GOODS_AUTHORIZATION_EXPORT, {
  name: { 'zh-CN': '商品授权列表', 'zh-TW': '商品授權列表', en: 'Goods authorizations' },
  filter: GoodsAuthorizationFilterSchema,
  columns: [
    { key: 'name', header: { 'zh-CN': '商品名称', 'zh-TW': '商品名稱', en: 'Name' }, width: 40 },
    { key: 'model', header: { 'zh-CN': '型号', 'zh-TW': '型號', en: 'Model' }, width: 20 },
    {
      key: 'goodsStateName',
      header: { 'zh-CN': '商品状态', 'zh-TW': '商品狀態', en: 'Goods state' },
      width: 12,
    },
    { key: 'brandName', header: { 'zh-CN': '品牌', 'zh-TW': '品牌', en: 'Brand' }, width: 16 },
    { key: 'levelName', header: { 'zh-CN': '授权级别', 'zh-TW': '授權級別', en: 'Level' }, width: 14 },
    { key: 'validFrom', header: { 'zh-CN': '有效期起', 'zh-TW': '有效期起', en: 'Valid from' }, width: 14 },
    { key: 'validTo', header: { 'zh-CN': '有效期至', 'zh-TW': '有效期至', en: 'Valid to' }, width: 14 },
    {
      key: 'daysLeft',
      header: { 'zh-CN': '剩余天数', 'zh-TW': '剩餘天數', en: 'Days left' },
      type: 'number',
      width: 10,
    },
    { key: 'coverageName', header: { 'zh-CN': '授权覆盖', 'zh-TW': '授權覆蓋', en: 'Coverage' }, width: 16 },
    {
      key: 'authorizationStateName',
      header: { 'zh-CN': '审核状态', 'zh-TW': '審核狀態', en: 'Authorization' },
      width: 12,
    },
    { key: 'reason', header: { 'zh-CN': '原因', 'zh-TW': '原因', en: 'Reason' }, width: 30 },
    {
      key: 'onShelfListings',
      header: { 'zh-CN': '在架渠道数', 'zh-TW': '在架渠道數', en: 'Listings on shelf' },
      type: 'number',
      width: 12,
    },
  ],
  // Coverage and days left are those of the day the file is written, as the page shows them that day.
  rows: async function* (db, scope, filter) {
    for await (const batch of keysetBatches<GoodsAuthorizationRow>((after, limit) =>
      listGoodsAuthorizationsAfter(db, scope.partnerId, filter, after?.goodsId, limit, scope.today),
    )) {
      yield batch.map((row) => ({
        ...row,
        goodsStateName: translate(scope.locale, `goods.state_${row.goodsState}`),
        levelName: row.level === null ? null : translate(scope.locale, `brand.level_${row.level}`),
        coverageName: translate(scope.locale, `goodsAuthorization.coverage_${row.coverage}`, {
          days: AUTHORIZATION_ENDING_SOON_DAYS,
        }),
        authorizationStateName: translate(
          scope.locale,
          row.authorizationState === null ? 'brand.noAuthorization' : `brand.state_${row.authorizationState}`,
        ),
      }));
    }
  },
});
