import { announcement } from '@portal/shared/contracts/partner.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../platform/auth/guard';
import { ok } from '../../platform/envelope';
import { serve } from '../../platform/http/serve';
import { acknowledgeAnnouncement, nextAnnouncement } from './announcement.service';

/** Announcements (spec sections 4 and 7): the shell shows the next unacknowledged one. */
export const announcementRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  serve(app, announcement.next, async (request) => ok(await nextAnnouncement(db, authOf(request))));

  serve(app, announcement.acknowledge, async (request) => {
    await acknowledgeAnnouncement(db, authOf(request), request.body.noticeBoarId);
    return ok(null);
  });
};
