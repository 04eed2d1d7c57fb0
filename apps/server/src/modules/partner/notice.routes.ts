import { envelopeOf, IdSchema, pageEnvelopeOf } from '@portal/shared/contracts/common';
import {
  IdInputSchema,
  NoticeBellQuerySchema,
  NoticeBellSchema,
  NoticePageQuerySchema,
  NoticeSchema,
  NoticeSummarySchema,
} from '@portal/shared/contracts/partner';
import { Authority } from '@portal/shared/permissions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/guard';
import { msgOf, ok, page } from '../../platform/envelope';
import { exportEndpoint } from '../../platform/export/export-endpoint';
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

// Notices stay readable for a partner in state 4: a rejected review explains itself in one.
const bellAuth = { auth: Authority.notice, allowIncomplete: true } as const;
const readerAuth = { auth: 'login', allowIncomplete: true } as const;

/** The signed-in account as a reader, in the language of its request. */
const readerOf = (request: FastifyRequest): NoticeReader => ({ ...authOf(request), locale: request.locale });

/** Notices of the header bell and of /ucenter/notice. */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.post(
    '/api/account/notice/index/list',
    {
      config: bellAuth,
      schema: {
        tags: ['partner'],
        body: NoticeBellQuerySchema,
        response: { 200: envelopeOf(NoticeBellSchema) },
      },
    },
    async (request) => ok(await noticeBellOf(db, readerOf(request), request.body.dataCount)),
  );

  app.post(
    '/api/account/notice/clear',
    {
      config: bellAuth,
      schema: { tags: ['partner'], response: { 200: envelopeOf(z.object({ cleared: z.number() })) } },
    },
    async (request) =>
      ok({ cleared: await markAllNoticesRead(db, authOf(request)) }, msgOf(request, 'notice.cleared')),
  );

  app.post(
    '/api/account/notice/page',
    {
      config: readerAuth,
      schema: {
        tags: ['partner'],
        body: NoticePageQuerySchema,
        response: { 200: pageEnvelopeOf(NoticeSummarySchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listNotices(db, readerOf(request), request.body);
      return page(rows, total);
    },
  );

  app.post(
    '/api/account/notice/read',
    {
      config: readerAuth,
      schema: { tags: ['partner'], body: IdInputSchema, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await markNoticeRead(db, authOf(request), request.body.id);
      return ok(null);
    },
  );

  app.get(
    '/api/account/notice/:id',
    {
      config: readerAuth,
      schema: {
        tags: ['partner'],
        params: z.object({ id: IdSchema }),
        response: { 200: envelopeOf(NoticeSchema) },
      },
    },
    async (request) => ok(await noticeDetail(db, readerOf(request), request.params.id)),
  );

  exportEndpoint(app, {
    url: '/api/account/notice/export',
    kind: NOTICE_EXPORT,
    auth: 'login',
    tags: ['partner'],
  });
};
