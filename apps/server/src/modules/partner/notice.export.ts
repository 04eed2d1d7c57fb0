import { type Notice, NoticeExportFilterSchema } from '@portal/shared/contracts/partner';
import { COMMON_COLUMNS } from '../../platform/export/export-columns';
import { listRows, defineExport } from '../../platform/export/export-registry';
import { translate } from '../../platform/i18n/translate';
import { listNoticesAfter } from './notice.service';

export const NOTICE_EXPORT = 'notices';

/** Listed in the module's manifest. */
export const noticeExport = defineExport(NOTICE_EXPORT, {
  name: 'notice.exportName',
  filter: NoticeExportFilterSchema,
  columns: [
    { key: 'title', header: 'notice.column.title', width: 40 },
    { key: 'content', header: 'notice.column.content', width: 80 },
    { key: 'state', header: 'export.column.state', width: 10 },
    COMMON_COLUMNS.createdTime,
  ],
  rows: (db, scope, filter) => {
    const reader = { partnerId: scope.partnerId, accountId: scope.accountId, locale: scope.locale };
    return listRows<Notice>(
      (after, limit) => listNoticesAfter(db, reader, filter, after?.id, limit),
      (notice) => ({
        ...notice,
        state: translate(scope.locale, notice.read ? 'notice.read' : 'notice.unread'),
      }),
    );
  },
});
