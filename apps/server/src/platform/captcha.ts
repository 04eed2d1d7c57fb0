import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { captchas } from './captcha.table';

type DrawOptions = {
  width: number;
  height: number;
  fontSize: number;
  noise: number;
  color: boolean;
  background: string;
};
// svg-captcha's main export draws a given text; its typings only declare the random-text helpers.
const drawCaptcha = createRequire(import.meta.url)('svg-captcha') as (
  text: string,
  options: DrawOptions,
) => string;

// Answers are compared case-insensitively, so letters may be drawn in either case; characters that
// read alike (0/O/o, 1/l/I/i) are left out.
const CHARS = '23456789abdefghjmnqrtyABDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 4;
const TTL_MS = 5 * 60_000;

const hashAnswer = (captchaId: string, answer: string): Buffer =>
  createHash('sha256').update(`${captchaId}:${answer.trim().toUpperCase()}`).digest();

/** Stores an answer for five minutes and returns the id the login form sends back with it. */
export const storeCaptcha = async (db: DbOrTx, answer: string): Promise<string> => {
  const captchaId = randomUUID();
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await db.insert(captchas).values({
    id: captchaId,
    answerHash: hashAnswer(captchaId, answer).toString('base64'),
    expiresAt: new Date(Date.now() + TTL_MS),
  });
  return captchaId;
};

/** A new image captcha: its id and the SVG as a data URL. */
export const issueCaptcha = async (db: DbOrTx): Promise<{ captchaId: string; image: string }> => {
  const text = Array.from({ length: LENGTH }, () => CHARS[randomInt(CHARS.length)]).join('');
  const svg = drawCaptcha(text, {
    width: 120,
    height: 40,
    fontSize: 44,
    noise: 2,
    color: true,
    // With a background, svg-captcha picks character colours that contrast with it.
    background: '#f0f5ff',
  });
  const captchaId = await storeCaptcha(db, text);
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
};

/** Checks an answer and uses the captcha up, right or wrong: each image gets one attempt. */
export const checkCaptcha = async (db: DbOrTx, captchaId: string, answer: string): Promise<boolean> => {
  if (!captchaId || !answer) return false;
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.id, captchaId), gt(captchas.expiresAt, new Date())))
    .returning({ answerHash: captchas.answerHash });
  if (!row) return false;
  return timingSafeEqual(Buffer.from(row.answerHash, 'base64'), hashAnswer(captchaId, answer));
};
