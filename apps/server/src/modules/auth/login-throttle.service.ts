import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginThrottles } from './auth.table';

/**
 * Sign-in throttling per (login name, client address): after 5 failures with no 15-minute pause
 * between them the pair waits 1 minute, and each further failure doubles the wait up to 15 minutes. Known and unknown
 * names count alike, and only the failing address waits, so a stranger cannot lock the real user
 * out. A successful sign-in or a new password forgets the name's failures; otherwise a pair is
 * forgotten 15 minutes after its last failure or wait.
 */
export const LoginThrottle = {
  freeFailures: 5,
  /** Minutes waited after the 5th, 6th, ... failure; the last one repeats. */
  delays: [1, 2, 4, 8, 15],
  forgetMinutes: 15,
} as const;

export type ThrottleKey = { username: string; ip: string };

export const throttleKeyOf = (username: string, ip: string): ThrottleKey => ({
  username: username.trim().toLowerCase(),
  ip,
});

const ofKey = (key: ThrottleKey) =>
  and(eq(loginThrottles.username, key.username), eq(loginThrottles.ip, key.ip));

const minutesLeft = sql<number>`ceil(extract(epoch from ${loginThrottles.blockedUntil} - now()) / 60)::int`;

/** Minutes the pair must still wait before it may try again (0: it may try now). */
export const throttledMinutes = async (db: DbOrTx, key: ThrottleKey): Promise<number> => {
  const [row] = await db
    .select({ minutes: minutesLeft })
    .from(loginThrottles)
    .where(and(ofKey(key), gt(loginThrottles.blockedUntil, sql`now()`)));
  return row?.minutes ?? 0;
};

const stale = sql`coalesce(${loginThrottles.blockedUntil}, ${loginThrottles.lastFailedAt})
  <= now() - make_interval(mins => ${LoginThrottle.forgetMinutes})`;

/** Counts a failure of the pair; answers the minutes of the wait it starts (0: none). */
export const recordLoginFailure = async (db: DbOrTx, key: ThrottleKey): Promise<number> => {
  const { freeFailures, delays } = LoginThrottle;
  const failures = sql<number>`case when ${stale} then 1 else ${loginThrottles.failures} + 1 end`;
  // The 5th failure waits the first delay (SQL arrays start at 1), each later one the next, the last repeating.
  const delay = sql`(${sql.raw(`array[${delays.join(',')}]`)})[least(${failures} - ${freeFailures - 1}, ${delays.length})]`;
  const [row] = await db
    .insert(loginThrottles)
    .values({ ...key, failures: 1, lastFailedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [loginThrottles.username, loginThrottles.ip],
      set: {
        failures,
        lastFailedAt: sql`now()`,
        blockedUntil: sql`case when ${failures} >= ${freeFailures}
          then now() + make_interval(mins => ${delay}) else null end`,
      },
    })
    .returning({ minutes: sql<number | null>`${minutesLeft}` });
  return row?.minutes ?? 0;
};

/** Forgets the failures of a name: at every address, or only at `ip`. */
export const forgetLoginFailures = async (db: DbOrTx, username: string, ip?: string): Promise<void> => {
  const name = username.trim().toLowerCase();
  await db
    .delete(loginThrottles)
    .where(
      ip === undefined
        ? eq(loginThrottles.username, name)
        : and(eq(loginThrottles.username, name), eq(loginThrottles.ip, ip)),
    );
};

/** Deletes the pairs that are forgotten anyway (daily). Answers how many. */
export const purgeLoginThrottles = async (db: DbOrTx): Promise<number> => {
  const deleted = await db.delete(loginThrottles).where(stale).returning({ ip: loginThrottles.ip });
  return deleted.length;
};
