import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SIGN_CODE_LENGTH } from '@portal/shared/scm-states';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { serverSecrets } from '../../../platform/storage/server-secrets.table';

/**
 * Sign codes (签收码): a fresh code of SIGN_CODE_LENGTH digits per delivery, crypto-random; only an
 * HMAC of it (the installation's sign-code secret, the delivery's id and the code) is stored, so a
 * copy of the database does not give the codes away.
 */
const SECRET_NAME = 'sign-code';

/** The installation's sign-code secret, made on first use and shared by every server process. */
export const signCodeSecretOf = async (db: DbOrTx): Promise<string> => {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  return row.value;
};

export const newSignCode = (): string =>
  String(randomInt(0, 10 ** SIGN_CODE_LENGTH)).padStart(SIGN_CODE_LENGTH, '0');

/** The stored form of a delivery's code (64 hex digits). */
export const signCodeHashOf = (secret: string, deliveryId: number, code: string): string =>
  createHmac('sha256', secret).update(`${deliveryId}:${code}`).digest('hex');

/** Whether `code` is the delivery's, compared in constant time. */
export const signCodeMatches = (
  secret: string,
  deliveryId: number,
  code: string,
  storedHash: string,
): boolean => {
  const given = Buffer.from(signCodeHashOf(secret, deliveryId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
};

/** The receiver's phone as the screens and the ops output show it: 137****0000. */
export const maskedPhone = (phone: string): string =>
  phone.length >= 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
