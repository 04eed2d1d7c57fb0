import { notice } from '@portal/shared/contracts/partner.endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../../platform/auth/guard';
import { msgOf, ok, page } from '../../platform/envelope';
import { exportEndpoint } from '../../platform/export/export-endpoint';
import { serve } from '../../platform/http/serve';
import { registerMessages } from '../../platform/i18n/translate';
import { NOTICE_EXPORT } from './notice.export';
import { noticeMessages } from './notice.messages';
import {
  listNotices,
  markAllNoticesRead,
  markNoticeRead,
  noticeBellOf,
  type NoticeReader,
  noticeDetail,
} from './notice.service';

registerMessages(noticeMessages);

/** The signed-in account as a reader, in the language of its request. */
const readerOf = (request: FastifyRequest): NoticeReader => ({ ...authOf(request), locale: request.locale });

/** Notices of the header bell and of /ucenter/notice. */
export const noticeRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  serve(app, notice.bell, async (request) =>
    ok(await noticeBellOf(db, readerOf(request), request.body.dataCount)),
  );

  serve(app, notice.clear, async (request) =>
    ok({ cleared: await markAllNoticesRead(db, authOf(request)) }, msgOf(request, 'notice.cleared')),
  );

  serve(app, notice.page, async (request) => {
    const { rows, total } = await listNotices(db, readerOf(request), request.body);
    return page(rows, total);
  });

  serve(app, notice.read, async (request) => {
    await markNoticeRead(db, authOf(request), request.body.id);
    return ok(null);
  });

  serve(app, notice.detail, async (request) =>
    ok(await noticeDetail(db, readerOf(request), request.params.id)),
  );

  exportEndpoint(app, notice.export, NOTICE_EXPORT);
};
