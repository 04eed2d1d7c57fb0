import { envelopeOf } from '@portal/shared/contracts/common';
import { AnnouncementAckSchema, AnnouncementSchema } from '@portal/shared/contracts/partner';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/guard';
import { ok } from '../../platform/envelope';
import { acknowledgeAnnouncement, nextAnnouncement } from './announcement.service';

// The shell asks for announcements on every page, the state-4 details page included.
const announcementAuth = { auth: 'login', allowIncomplete: true } as const;

/** Announcements (spec sections 4 and 7): the shell shows the next unacknowledged one. */
export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.post(
    '/api/account/notice/detail',
    {
      config: announcementAuth,
      schema: { tags: ['partner'], response: { 200: envelopeOf(AnnouncementSchema.nullable()) } },
    },
    async (request) => ok(await nextAnnouncement(db, authOf(request))),
  );

  app.post(
    '/api/account/notice/add',
    {
      config: announcementAuth,
      schema: { tags: ['partner'], body: AnnouncementAckSchema, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await acknowledgeAnnouncement(db, authOf(request), request.body.noticeBoarId);
      return ok(null);
    },
  );
};
