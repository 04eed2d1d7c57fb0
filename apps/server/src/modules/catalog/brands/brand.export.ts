import { type Brand, BrandPageQuerySchema } from '@portal/shared/contracts/brand';
import { keysetBatches, registerExport } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listBrandsAfter } from './brand.service';

export const BRAND_EXPORT = 'brands';

registerExport(BRAND_EXPORT, {
  name: { 'zh-CN': '品牌列表', 'zh-TW': '品牌列表', en: 'Brands' },
  filter: BrandPageQuerySchema.pick({ brandName: true, authState: true }),
  columns: [
    { key: 'brandName', header: { 'zh-CN': '品牌名称', 'zh-TW': '品牌名稱', en: 'Brand' }, width: 20 },
    {
      key: 'englishName',
      header: { 'zh-CN': '英文名称', 'zh-TW': '英文名稱', en: 'English name' },
      width: 20,
    },
    { key: 'origin', header: { 'zh-CN': '产地', 'zh-TW': '產地', en: 'Origin' }, width: 12 },
    {
      key: 'trademarkNo',
      header: { 'zh-CN': '商标注册号', 'zh-TW': '商標註冊號', en: 'Trademark no.' },
      width: 16,
    },
    { key: 'creator', header: { 'zh-CN': '创建方', 'zh-TW': '建立方', en: 'Created by' }, width: 12 },
    {
      key: 'stateName',
      header: { 'zh-CN': '授权状态', 'zh-TW': '授權狀態', en: 'Authorization' },
      width: 12,
    },
    { key: 'levelName', header: { 'zh-CN': '授权级别', 'zh-TW': '授權級別', en: 'Level' }, width: 14 },
    { key: 'validFrom', header: { 'zh-CN': '有效期起', 'zh-TW': '有效期起', en: 'Valid from' }, width: 14 },
    { key: 'validTo', header: { 'zh-CN': '有效期至', 'zh-TW': '有效期至', en: 'Valid to' }, width: 14 },
    {
      key: 'createdTime',
      header: { 'zh-CN': '创建时间', 'zh-TW': '建立時間', en: 'Created' },
      type: 'dateTime',
      width: 22,
    },
  ],
  rows: async function* (db, scope, filter) {
    for await (const batch of keysetBatches<Brand>((after, limit) =>
      listBrandsAfter(db, scope.partnerId, filter, after?.id, limit),
    )) {
      yield batch.map(({ authorization, ...brand }) => ({
        ...brand,
        creator: translate(scope.locale, brand.mine ? 'brand.creator_mine' : 'brand.creator_other'),
        // The partner's newest authorization of the brand, as the list shows it.
        stateName: translate(
          scope.locale,
          authorization ? `brand.state_${authorization.state}` : 'brand.noAuthorization',
        ),
        levelName: authorization ? translate(scope.locale, `brand.level_${authorization.level}`) : null,
        validFrom: authorization?.validFrom,
        validTo: authorization?.validTo,
      }));
    }
  },
});
