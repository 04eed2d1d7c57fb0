import { isIP } from 'node:net';
import { hostname } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const onOff = z.enum(['on', 'off']);

const isAddressOrCidr = (entry: string): boolean => {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
};

/**
 * Which proxies may set X-Forwarded-For (Fastify's `trustProxy`): off (the socket's address is the
 * client's), on (any), a hop count, or a comma-separated list of addresses and CIDRs.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    const lower = value.toLowerCase();
    if (lower === 'off' || lower === 'false') return false;
    if (lower === 'on' || lower === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrCidr)) return entries;
    ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY: off, on, a hop count or addresses/CIDRs' });
    return z.NEVER;
  });

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  CAPTCHA: onOff.default('on'),
  SEED_ON_EMPTY: onOff.default('on'),
  JOBS: onOff.default('on'),
  INSTANCE_ID: z.string().max(200).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(2000),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: TrustProxySchema.default(false),
  PLATFORM_NAME: z.string().default('供应商门户'),
  WEB_DIST: z.string().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  TIME_ZONE: z.string().default('Asia/Shanghai'),
  OUTBOUND_ALLOW_HTTP: onOff.default('off'),
  OUTBOUND_ALLOW_HOSTS: z.string().default(''),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  captcha: boolean;
  seedOnEmpty: boolean;
  jobs: boolean;
  /**
   * Names this server among those sharing a database: the jobs it runs are marked with it, so after
   * a crash the restarted server takes its own jobs back at once. Stable across restarts.
   */
  instanceId: string;
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  sessionCacheMs: number;
  /** Requests per minute and IP to login, SMS code, register and password reset (captcha: 3x). */
  authRateLimit: number;
  /** Fastify's `trustProxy`: whose X-Forwarded-For gives the client address (rate limits, sign-in throttle). */
  trustProxy: boolean | number | string[];
  platformName: string;
  webDist: string;
  storage: {
    driver: 'local' | 's3';
    s3: {
      endpoint?: string;
      bucket?: string;
      region: string;
      accessKeyId?: string;
      secretAccessKey?: string;
    };
  };
  /** Zone of local times the server itself renders (export cells, file names). */
  timeZone: string;
  /** Requests to addresses users typed (platform/outbound). */
  outbound: {
    /** Plain http: besides https:. */
    allowHttp: boolean;
    /** Host names, IPs and CIDR ranges that may be loopback or private (on-premises, tests). */
    allowHosts: string[];
  };
};

/** Reads the environment once; every setting has a default that runs the embedded mode. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  // An empty variable (`DATABASE_URL=`) means unset, as shells and .env files usually intend.
  const e = ConfigSchema.parse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    captcha: e.CAPTCHA === 'on',
    seedOnEmpty: e.SEED_ON_EMPTY === 'on',
    jobs: e.JOBS === 'on',
    instanceId: e.INSTANCE_ID ?? `${hostname()}:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    platformName: e.PLATFORM_NAME,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    storage: {
      driver: e.STORAGE_DRIVER,
      s3: {
        endpoint: e.S3_ENDPOINT,
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      },
    },
    timeZone: e.TIME_ZONE,
    outbound: {
      allowHttp: e.OUTBOUND_ALLOW_HTTP === 'on',
      allowHosts: e.OUTBOUND_ALLOW_HOSTS.split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    },
  };
};
