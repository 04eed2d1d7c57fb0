import type { Announcement } from '@portal/shared/contracts/partner';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { sanitizeAnnouncementHtml } from '../../platform/rich-html';
import { announcementAcks, announcements } from './announcement.table';

export type AnnouncementReader = { partnerId: number; accountId: number };

/** Publishes an announcement to every account (`npm run ops -- announce`); the HTML is sanitized here. */
export const createAnnouncement = async (db: DbOrTx, title: string, html: string): Promise<Announcement> => {
  const [row] = await db
    .insert(announcements)
    .values({ title: title.trim(), content: sanitizeAnnouncementHtml(html) })
    .returning();
  return { id: row.id, title: row.title, content: row.content };
};

/** The oldest announcement the reader has not acknowledged yet, or null. */
export const nextAnnouncement = async (
  db: DbOrTx,
  reader: AnnouncementReader,
): Promise<Announcement | null> => {
  const [row] = await db
    .select({ id: announcements.id, title: announcements.title, content: announcements.content })
    .from(announcements)
    .where(
      sql`not exists (select 1 from ${announcementAcks} k
           where k.partner_id = ${reader.partnerId} and k.account_id = ${reader.accountId}
             and k.announcement_id = ${announcements.id})`,
    )
    .orderBy(asc(announcements.id))
    .limit(1);
  return row ?? null;
};

/** Records the "read" tick; acknowledging twice is the same as once. */
export const acknowledgeAnnouncement = async (
  db: DbOrTx,
  reader: AnnouncementReader,
  id: number,
): Promise<void> => {
  const [row] = await db.select({ id: announcements.id }).from(announcements).where(eq(announcements.id, id));
  if (!row) throw notFound();
  await db
    .insert(announcementAcks)
    .values({ partnerId: reader.partnerId, accountId: reader.accountId, announcementId: id })
    .onConflictDoNothing();
};
