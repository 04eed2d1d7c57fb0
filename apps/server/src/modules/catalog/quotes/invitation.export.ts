import { InvitationFilterSchema, type InvitationRow } from '@portal/shared/contracts/quote';
import { keysetBatches, registerExport } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listInvitationsAfter } from './invitation.service';

export const INVITATION_EXPORT = 'store-invitations';

registerExport(INVITATION_EXPORT, {
  name: { 'zh-CN': '店铺授权报价邀请', 'zh-TW': '店鋪授權報價邀請', en: 'Store invitations' },
  // The search form plus the state of the tab on screen.
  filter: InvitationFilterSchema,
  columns: [
    { key: 'storeName', header: { 'zh-CN': '店铺', 'zh-TW': '店鋪', en: 'Store' }, width: 20 },
    { key: 'channelName', header: { 'zh-CN': '渠道', 'zh-TW': '渠道', en: 'Channel' }, width: 12 },
    {
      key: 'categoryNames',
      header: { 'zh-CN': '报价范围', 'zh-TW': '報價範圍', en: 'Categories' },
      width: 24,
    },
    { key: 'message', header: { 'zh-CN': '邀请说明', 'zh-TW': '邀請說明', en: 'Message' }, width: 30 },
    { key: 'deadline', header: { 'zh-CN': '答复截止', 'zh-TW': '答覆截止', en: 'Answer by' }, width: 14 },
    { key: 'stateName', header: { 'zh-CN': '状态', 'zh-TW': '狀態', en: 'State' }, width: 12 },
    { key: 'reason', header: { 'zh-CN': '拒绝原因', 'zh-TW': '拒絕原因', en: 'Decline reason' }, width: 30 },
    {
      key: 'quoteCount',
      header: { 'zh-CN': '报价商品数', 'zh-TW': '報價商品數', en: 'Quotes' },
      type: 'number',
      width: 10,
    },
    {
      key: 'effectiveCount',
      header: { 'zh-CN': '已生效数', 'zh-TW': '已生效數', en: 'In effect' },
      type: 'number',
      width: 10,
    },
    {
      key: 'createdTime',
      header: { 'zh-CN': '邀请时间', 'zh-TW': '邀請時間', en: 'Invited' },
      type: 'dateTime',
      width: 22,
    },
  ],
  rows: async function* (db, scope, filter) {
    for await (const batch of keysetBatches<InvitationRow>((after, limit) =>
      listInvitationsAfter(db, scope.partnerId, filter, after?.id, limit, scope.today),
    )) {
      yield batch.map(({ categories, ...row }) => ({
        ...row,
        // No category means the store asks quotes in every category.
        categoryNames:
          categories.length === 0
            ? translate(scope.locale, 'quote.allCategories')
            : categories
                .map((category) => category.name)
                .join(translate(scope.locale, 'quote.categorySeparator')),
        stateName: translate(scope.locale, `quote.invitationState_${row.state}`),
      }));
    }
  },
});
