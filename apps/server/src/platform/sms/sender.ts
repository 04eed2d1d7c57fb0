import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { smsOutbox } from './sms.table';

export type SmsMessage = { mobile: string; scene: string; text: string };

/** Delivers a text message. A real provider (Aliyun, Tencent Cloud...) is another implementation. */
export type SmsSender = { send: (message: SmsMessage) => Promise<void> };

/** The default sender: keeps every message in `sms_outbox`, where `npm run ops -- sms` shows it. */
export const outboxSender = (db: DbOrTx): SmsSender => ({
  send: async (message) => {
    await db.insert(smsOutbox).values(message);
  },
});

export type OutboxEntry = { id: number; mobile: string; scene: string; text: string; createdAt: Date };

/** The newest messages of the outbox first. */
export const listOutbox = (db: DbOrTx, limit = 20): Promise<OutboxEntry[]> =>
  db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit);
