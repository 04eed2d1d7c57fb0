import { createHash, randomBytes } from 'node:crypto';
import { ALL_AUTHORITIES } from '@portal/shared/menu';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import type { ResolvedSession } from '../../platform/auth/auth-context';
import { sessions } from './sessions.table';

export type SessionPolicy = {
  idleMinutes: number;
  maxHours: number;
  /** How long a resolved session may be reused from memory; 0 disables the cache. */
  cacheMs?: number;
};

// A token is rotated once it is this old; the previous one stays valid for ROTATE_GRACE_MS.
const ROTATE_AFTER_MS = 10 * 60 * 1000;
const ROTATE_GRACE_MS = 60 * 1000;
// last_seen_at is written at most this often, so reads do not turn into writes on every call.
const TOUCH_EVERY_MS = 60 * 1000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
const newToken = (): string => randomBytes(32).toString('base64url');

export const createSession = async (
  db: DbOrTx,
  input: { partnerId: number; accountId: number; userAgent?: string; ip?: string },
  policy: SessionPolicy,
): Promise<string> => {
  const token = newToken();
  await db.insert(sessions).values({
    partnerId: input.partnerId,
    accountId: input.accountId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + policy.maxHours * 3600_000),
    userAgent: input.userAgent?.slice(0, 300),
    ip: input.ip,
  });
  return token;
};

type SessionRow = {
  session_id: number;
  account_id: number;
  partner_id: number;
  is_admin: boolean;
  enabled: boolean;
  partner_state: number;
  partner_state_reason: string | null;
  last_seen_at: string | Date;
  rotated_at: string | Date;
  expires_at: string | Date;
  current: boolean;
  authorities: string[] | null;
  username: string;
  nick_name: string;
  portrait: string | null;
  mobile: string | null;
  partner_no: string;
  partner_name: string;
  role_names: string[] | null;
};

/**
 * Resolved sessions kept in memory for `policy.cacheMs` (a couple of seconds): the lookup is the
 * most frequent query of the portal. Every revocation, role or partner-state change in this
 * process clears the cache at once (`forgetCachedSessions`); another server sees such a change
 * within `cacheMs`.
 */
const cache = new Map<string, { row: SessionRow; cachedAt: number }>();
const CACHE_MAX_ENTRIES = 20_000;

export const forgetCachedSessions = (): void => cache.clear();

/** A cached row still passes the checks the query makes (expiry, idle time, grace period). */
const stillValid = (row: SessionRow, policy: SessionPolicy, now: number): boolean =>
  new Date(row.expires_at).getTime() > now &&
  new Date(row.last_seen_at).getTime() > now - policy.idleMinutes * 60_000 &&
  (row.current || new Date(row.rotated_at).getTime() > now - ROTATE_GRACE_MS);

const lookUp = async (db: DbOrTx, hash: string, policy: SessionPolicy): Promise<SessionRow | undefined> => {
  const cacheMs = policy.cacheMs ?? 0;
  const now = Date.now();
  const hit = cache.get(hash);
  if (hit && now - hit.cachedAt < cacheMs && stillValid(hit.row, policy, now)) return hit.row;
  const rows = await queryRows<SessionRow>(
    db,
    sql`
    select s.id as session_id, s.account_id, s.partner_id, a.is_admin, a.enabled,
           a.username, a.nick_name, a.portrait, a.mobile, p.partner_no, p.name as partner_name,
           p.state as partner_state, p.state_reason as partner_state_reason,
           s.last_seen_at, s.rotated_at, s.expires_at, (s.token_hash = ${hash}) as current,
           (select array_agg(distinct ra.authority) from account_roles ar
              join role_authorities ra on ra.partner_id = ar.partner_id and ra.role_id = ar.role_id
             where ar.partner_id = s.partner_id and ar.account_id = s.account_id) as authorities,
           (select array_agg(r.name order by r.id) from account_roles ar
              join roles r on r.partner_id = ar.partner_id and r.id = ar.role_id
             where ar.partner_id = s.partner_id and ar.account_id = s.account_id) as role_names
      from sessions s
      join accounts a on a.partner_id = s.partner_id and a.id = s.account_id
      join partners p on p.id = s.partner_id
     where (s.token_hash = ${hash}
            or (s.previous_token_hash = ${hash} and s.rotated_at > now() - make_interval(secs => ${ROTATE_GRACE_MS / 1000})))
       and s.revoked_at is null
       and s.expires_at > now()
       and s.last_seen_at > now() - make_interval(mins => ${policy.idleMinutes})
     limit 1`,
  );
  const row = rows[0];
  if (row && cacheMs > 0) {
    if (cache.size >= CACHE_MAX_ENTRIES) cache.clear();
    cache.set(hash, { row, cachedAt: now });
  } else cache.delete(hash);
  return row;
};

/**
 * Looks a bearer token up in one query: the session, its account, partner and authorities (the
 * partner's row is joined in that SQL, so the most frequent query of the portal stays one).
 * Expired (idle or absolute), revoked and unknown tokens are all 'invalid'. The guard gets it from app.ts.
 */
export const resolveSession = async (
  db: DbOrTx,
  token: string,
  policy: SessionPolicy,
): Promise<ResolvedSession> => {
  const hash = hashToken(token);
  const row = await lookUp(db, hash, policy);
  if (!row) return { status: 'invalid' };
  if (row.partner_state === 2)
    return { status: 'disabled', reason: row.partner_state_reason, partnerDisabled: true };
  if (!row.enabled) return { status: 'disabled', reason: null, partnerDisabled: false };

  const now = Date.now();
  let renewedToken: string | undefined;
  if (row.current && now - new Date(row.rotated_at).getTime() > ROTATE_AFTER_MS) {
    renewedToken = newToken();
    // Guarded on the current hash: two concurrent requests cannot both rotate.
    const rotated = await db
      .update(sessions)
      .set({
        previousTokenHash: hash,
        tokenHash: hashToken(renewedToken),
        rotatedAt: new Date(),
        lastSeenAt: new Date(),
      })
      .where(
        and(
          eq(sessions.partnerId, row.partner_id),
          eq(sessions.id, row.session_id),
          eq(sessions.tokenHash, hash),
        ),
      )
      .returning({ id: sessions.id });
    if (rotated.length === 0) renewedToken = undefined;
    cache.delete(hash);
  } else if (now - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) {
    const seen = new Date();
    await db
      .update(sessions)
      .set({ lastSeenAt: seen })
      .where(and(eq(sessions.partnerId, row.partner_id), eq(sessions.id, row.session_id)));
    row.last_seen_at = seen;
  }

  return {
    status: 'ok',
    auth: {
      sessionId: row.session_id,
      accountId: row.account_id,
      partnerId: row.partner_id,
      partnerState: row.partner_state,
      partnerStateReason: row.partner_state_reason,
      isAdmin: row.is_admin,
      authorities: row.is_admin ? ALL_AUTHORITIES : (row.authorities ?? []),
      identity: {
        username: row.username,
        nickName: row.nick_name,
        portrait: row.portrait,
        mobile: row.mobile,
        partnerNo: row.partner_no,
        partnerName: row.partner_name,
        roleNames: row.role_names ?? [],
      },
      renewedToken,
    },
  };
};

export const revokeSession = async (db: DbOrTx, partnerId: number, sessionId: number): Promise<void> => {
  forgetCachedSessions();
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.partnerId, partnerId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
};

/** Revokes every live session of an account (password change, account disabled), except `keep`. */
export const revokeAccountSessions = async (
  db: DbOrTx,
  partnerId: number,
  accountId: number,
  keep?: number,
): Promise<void> => {
  forgetCachedSessions();
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.partnerId, partnerId),
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : sql`${sessions.id} <> ${keep}`,
      ),
    );
};

/** Revokes every live session of a partner's accounts (partner disabled). */
export const revokePartnerSessions = async (db: DbOrTx, partnerId: number): Promise<void> => {
  forgetCachedSessions();
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.partnerId, partnerId), isNull(sessions.revokedAt)));
};
