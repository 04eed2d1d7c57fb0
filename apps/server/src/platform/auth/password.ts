import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// OWASP's scrypt minimum. Node's default maxmem (32 MiB) refuses N=2^17, r=8 (128 MiB needed).
const PARAMS = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
const KEY_LENGTH = 32;
// Each hash takes ~128 MiB and a core; more at once would only queue in libuv and bloat memory.
const MAX_CONCURRENT = 2;

let running = 0;
const waiting: Array<() => void> = [];

const withSlot = async <T>(work: () => Promise<T>): Promise<T> => {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
};

/** Format: scrypt$N$r$p$saltB64$hashB64 */
export const hashPassword = (password: string): Promise<string> =>
  withSlot(async () => {
    const salt = randomBytes(16);
    const hash = await scrypt(password, salt, KEY_LENGTH, PARAMS);
    return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join(
      '$',
    );
  });

export const verifyPassword = (password: string, stored: string): Promise<boolean> =>
  withSlot(async () => {
    const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
    if (scheme !== 'scrypt' || !hashB64) return false;
    const expected = Buffer.from(hashB64, 'base64');
    const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: PARAMS.maxmem,
    });
    return timingSafeEqual(actual, expected);
  });
