import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { serverSecrets } from './server-secrets.table';

/**
 * Signed links for resources a browser fetches without the bearer token (<img src>, <a href>).
 * The key lives in the database, so every server process of an installation accepts the links of
 * the others. A process serves one database: the key is read once at start (`loadUrlSigningKey`).
 */
const SECRET_NAME = 'url-signing';
export const SIGNED_URL_TTL_SECONDS = 3600;

let signingKey: Buffer | undefined;

export const loadUrlSigningKey = async (db: DbOrTx): Promise<void> => {
  const candidate = signingKey ?? randomBytes(32);
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: candidate.toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  const stored = Buffer.from(row.value, 'base64url');
  if (signingKey && !stored.equals(signingKey)) {
    throw new Error('this process already signs URLs with the key of another database');
  }
  signingKey = stored;
};

const keyOrThrow = (): Buffer => {
  if (!signingKey) throw new Error('URL signing key not loaded (loadUrlSigningKey at start)');
  return signingKey;
};

export type SignedClaims = Record<string, string>;

const signatureOf = (path: string, claims: SignedClaims, exp: string): Buffer => {
  const canonical = Object.keys(claims)
    .sort()
    .map((name) => `${name}=${claims[name]}`)
    .join('&');
  return createHmac('sha256', keyOrThrow()).update(`${path}\n${canonical}\n${exp}`).digest();
};

/**
 * Expiries are rounded up to this step, so the links of one resource made within it are the same
 * link: the browser's cache keeps the picture, and the signature is computed once per step.
 */
const EXPIRY_STEP_SECONDS = 600;
const MAX_CACHED_LINKS = 10_000;
const cachedLinks = new Map<string, string>();

/**
 * `path?<claims>&exp=<unix seconds>&sig=<hmac>`; the claims say whose resource it is. The link
 * lives at least `ttlSeconds` (up to ten minutes more).
 */
export const signPath = (
  path: string,
  claims: SignedClaims,
  ttlSeconds = SIGNED_URL_TTL_SECONDS,
  now = Date.now(),
): string => {
  const exp = String(
    Math.ceil((Math.floor(now / 1000) + ttlSeconds) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS,
  );
  const key = `${path}\n${JSON.stringify(claims)}\n${exp}`;
  const cached = cachedLinks.get(key);
  if (cached) return cached;
  const sig = signatureOf(path, claims, exp).toString('base64url');
  const link = `${path}?${new URLSearchParams({ ...claims, exp, sig }).toString()}`;
  if (cachedLinks.size >= MAX_CACHED_LINKS) cachedLinks.clear();
  cachedLinks.set(key, link);
  return link;
};

/**
 * The claims of a link signed for `path`, or null when the signature is missing, wrong or
 * expired. `names` are the claims the caller expects; any other query field is ignored.
 */
export const verifySignedPath = (
  path: string,
  query: Record<string, unknown>,
  names: readonly string[],
  now = Date.now(),
): SignedClaims | null => {
  const { exp, sig } = query;
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d+$/.test(exp)) return null;
  if (Number(exp) * 1000 < now) return null;
  const claims: SignedClaims = {};
  for (const name of names) {
    const value = query[name];
    if (typeof value !== 'string') return null;
    claims[name] = value;
  }
  const expected = signatureOf(path, claims, exp);
  const given = Buffer.from(sig, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? claims : null;
};
