import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { smsCodes } from './sms.table';

/** A code is valid for 5 minutes, allows 5 attempts, and a mobile gets at most one per minute. */
export const SmsCodePolicy = { ttlSeconds: 300, resendAfterSeconds: 60, maxAttempts: 5 } as const;

const hashCode = (mobile: string, scene: string, code: string): string =>
  createHash('sha256').update(`${mobile}:${scene}:${code}`).digest('base64');

export type IssuedSmsCode = { status: 'issued'; code: string } | { status: 'tooSoon'; retryAfter: number };

/**
 * Creates a fresh 6-digit code for a mobile, replacing its previous one, unless the previous one
 * was sent less than a minute ago. The guard sits in the upsert itself, so concurrent requests
 * cannot both get a code.
 */
export const issueSmsCode = async (db: DbOrTx, mobile: string, scene: string): Promise<IssuedSmsCode> => {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const values = {
    mobile,
    scene,
    codeHash: hashCode(mobile, scene, code),
    attempts: 0,
    sentAt: sql`now()`,
    expiresAt: sql`now() + make_interval(secs => ${SmsCodePolicy.ttlSeconds})`,
    consumedAt: null,
  };
  const issued = await db
    .insert(smsCodes)
    .values(values)
    .onConflictDoUpdate({
      target: smsCodes.mobile,
      set: values,
      setWhere: lt(smsCodes.sentAt, sql`now() - make_interval(secs => ${SmsCodePolicy.resendAfterSeconds})`),
    })
    .returning({ mobile: smsCodes.mobile });
  if (issued.length > 0) return { status: 'issued', code };

  const [row] = await db
    .select({
      waited: sql<number>`extract(epoch from now() - ${smsCodes.sentAt})::float8`,
    })
    .from(smsCodes)
    .where(eq(smsCodes.mobile, mobile));
  const retryAfter = Math.max(1, Math.ceil(SmsCodePolicy.resendAfterSeconds - (row?.waited ?? 0)));
  return { status: 'tooSoon', retryAfter };
};

/**
 * Checks a code and, when right, uses it up. Every check counts as an attempt, committed on its
 * own: call this outside the transaction of the action it protects, or a failed action would
 * roll the attempt back and allow guessing.
 */
export const consumeSmsCode = async (
  db: DbOrTx,
  input: { mobile: string; scene: string; code: string },
): Promise<boolean> => {
  const live = and(
    eq(smsCodes.mobile, input.mobile),
    eq(smsCodes.scene, input.scene),
    isNull(smsCodes.consumedAt),
    gt(smsCodes.expiresAt, sql`now()`),
  );
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(live, lt(smsCodes.attempts, SmsCodePolicy.maxAttempts)))
    .returning({ codeHash: smsCodes.codeHash });
  if (!row) return false;
  const expected = Buffer.from(row.codeHash, 'base64');
  const actual = Buffer.from(hashCode(input.mobile, input.scene, input.code), 'base64');
  if (!timingSafeEqual(expected, actual)) return false;
  // Guarded on the hash: of two concurrent right answers only one uses the code.
  const used = await db
    .update(smsCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(live, eq(smsCodes.codeHash, row.codeHash)))
    .returning({ mobile: smsCodes.mobile });
  return used.length > 0;
};
