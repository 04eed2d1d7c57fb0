import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const tokenFileOf = (dataDir: string) => path.join(dataDir, 'ops-token');

/**
 * Writes a fresh random token to `<dataDir>/ops-token` (owner-only): whoever can read the data
 * directory may operate the running server through /api/ops. Returns the token.
 */
export const writeOpsToken = (dataDir: string): string => {
  const token = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(tokenFileOf(dataDir), token, { mode: 0o600 });
  return token;
};

export const readOpsToken = (dataDir: string): string | undefined => {
  try {
    return readFileSync(tokenFileOf(dataDir), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
};

/** Removes the token file if it still holds `token` (a newer server may have replaced it). */
export const removeOpsToken = (dataDir: string, token: string): void => {
  if (readOpsToken(dataDir) === token) rmSync(tokenFileOf(dataDir), { force: true });
};

/** Constant-time comparison of a presented token with the current one. */
export const isOpsToken = (dataDir: string, presented: string | undefined): boolean => {
  const current = readOpsToken(dataDir);
  if (!current || !presented) return false;
  const a = Buffer.from(current);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
};
