import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../platform/sms/sms.table';
import { TEST_PASSWORD } from '../../test/fixtures';

type Lang = 'zh-CN' | 'zh-TW' | 'en';

/** POST /api/auth/login (with CAPTCHA=off unless captcha fields are given), from 127.0.0.1 or `from`. */
export const postLogin = (
  app: FastifyInstance,
  body: { username: string; password?: string; captchaId?: string; captcha?: string },
  lang?: Lang,
  from?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { password: TEST_PASSWORD, ...body },
    headers: lang ? { 'accept-language': lang } : {},
    ...(from ? { remoteAddress: from } : {}),
  });

/** Signs in and returns the actor for injectAs. */
export const signIn = async (app: FastifyInstance, username: string, password = TEST_PASSWORD) => {
  const res = await postLogin(app, { username, password });
  if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.body}`);
  return { token: (res.json() as { data: { token: string } }).data.token };
};

/** The code of the newest SMS sent to a mobile (the default sender writes the outbox). */
export const smsCodeSentTo = async (db: Db, mobile: string): Promise<string> => {
  const [message] = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = message?.text.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no SMS code sent to ${mobile}`);
  return code;
};
