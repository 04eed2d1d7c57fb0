import { type Notice, NoticeExportFilterSchema } from '@portal/shared/contracts/partner';
import { keysetBatches, registerExport } from '../../platform/export/export-registry';
import { translate } from '../../platform/i18n/translate';
import { listNoticesAfter } from './notice.service';

export const NOTICE_EXPORT = 'notices';

registerExport(NOTICE_EXPORT, {
  name: { 'zh-CN': '消息通知列表', 'zh-TW': '訊息通知列表', en: 'Notices' },
  filter: NoticeExportFilterSchema,
  columns: [
    { key: 'title', header: { 'zh-CN': '标题', 'zh-TW': '標題', en: 'Title' }, width: 40 },
    { key: 'content', header: { 'zh-CN': '内容', 'zh-TW': '內容', en: 'Content' }, width: 80 },
    { key: 'state', header: { 'zh-CN': '状态', 'zh-TW': '狀態', en: 'State' }, width: 10 },
    {
      key: 'createdTime',
      header: { 'zh-CN': '创建时间', 'zh-TW': '建立時間', en: 'Created time' },
      type: 'dateTime',
      width: 22,
    },
  ],
  rows: async function* (db, scope, filter) {
    const reader = { partnerId: scope.partnerId, accountId: scope.accountId, locale: scope.locale };
    for await (const batch of keysetBatches<Notice>((after, limit) =>
      listNoticesAfter(db, reader, filter, after?.id, limit),
    )) {
      yield batch.map((notice) => ({
        ...notice,
        state: translate(scope.locale, notice.read ? 'notice.read' : 'notice.unread'),
      }));
    }
  },
});
