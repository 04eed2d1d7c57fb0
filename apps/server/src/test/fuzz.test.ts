import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/seed';
import { accounts } from '../modules/auth/auth.table';
import { multipartOf, TINY_PNG } from '../modules/communal/upload.fixtures';
import { createTestApp, type TestApp } from './create-test-app';
import { sessionTokenFor } from './fixtures';
import {
  contractBreachOf,
  injectCase,
  type JsonSchema,
  type Operation,
  operationsOf,
  randomOf,
  sampleOf,
  urlOf,
} from './openapi-cases';

/** Cases per operation, besides the fixed body cases: bounds the file's run time. */
const FIELD_CASES_PER_OPERATION = 24;
const MEGABYTE_STRING = 'x'.repeat(1024 * 1024);
const DEEP_ARRAY = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
const LANGUAGES = ['zh-CN', 'zh-TW', 'en'] as const;

/** Text a loose check lets through but a column may not hold: odd dates, amounts over numeric(18,2). */
const EDGE_TEXTS = [
  '1',
  '0000-00-00',
  '2026-02-30',
  '-271821-04-20T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '9999999999999999999.99',
  '-0.001',
  '1e5',
];
const EDGE_NUMBERS = [Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 31, 2 ** 31 - 1, 32768];

type Case = { label: string } & Pick<InjectOptions, 'url' | 'payload' | 'headers'>;

/** Values of the wrong kind for a field of the given schema. */
const wrongValuesOf = (schema: JsonSchema): unknown[] => {
  const common: unknown[] = [null, 'a\u0000b', '\u0000', { nested: 'x\u0000' }, [1, 'x\u0000', null], true];
  const type = schema.type ?? schema.anyOf?.[0]?.type;
  if (type === 'string') {
    return [...common, ...EDGE_TEXTS, 12345, -1, '', ' ', 'x'.repeat(10_000), ['a'], '\u202e\uffff'];
  }
  if (type === 'integer' || type === 'number') {
    return [
      ...common,
      ...EDGE_NUMBERS,
      'abc',
      -1,
      0,
      1.5,
      1e300,
      2 ** 63,
      -(2 ** 63),
      '99999999999999999999',
      'NaN',
      '',
    ];
  }
  if (type === 'array') return [...common, 'x', 5, {}, [null], [['x\u0000']], Array(1000).fill('x\u0000')];
  if (type === 'boolean') return [...common, 'yes', 2];
  return [...common, 'x', 5, []];
};

/** Every field path of a sample value: top-level keys and the keys of the first array item. */
const fieldPathsOf = (
  schema: JsonSchema | undefined,
  prefix: (string | number)[] = [],
): (string | number)[][] => {
  if (!schema) return [];
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fieldPathsOf(union.find((s) => s.type !== 'null') ?? union[0], prefix);
  if (schema.type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => [
      [...prefix, key],
      ...(prefix.length < 3 ? fieldPathsOf(property, [...prefix, key]) : []),
    ]);
  }
  if (schema.type === 'array' && prefix.length < 3) return fieldPathsOf(schema.items, [...prefix, 0]);
  return [];
};

const schemaAt = (schema: JsonSchema, path: (string | number)[]): JsonSchema => {
  let current: JsonSchema = schema;
  for (const step of path) {
    const union = current.anyOf ?? current.oneOf;
    if (union?.length) current = union.find((s) => s.type !== 'null') ?? union[0];
    current = (typeof step === 'number' ? current.items : current.properties?.[step]) ?? {};
  }
  return current;
};

/** The sample with the value at `path` replaced (arrays on the way get one item). */
const withValueAt = (schema: JsonSchema, path: (string | number)[], value: unknown): unknown => {
  const root = sampleOf(schema, true) as Record<string | number, unknown>;
  let node = root;
  path.forEach((step, i) => {
    if (i === path.length - 1) {
      node[step] = value;
      return;
    }
    if (node[step] === null || typeof node[step] !== 'object') {
      node[step] = typeof path[i + 1] === 'number' ? [] : {};
    }
    const child = node[step] as Record<string | number, unknown>;
    if (Array.isArray(child) && child.length === 0)
      child.push(sampleOf(schemaAt(schema, path.slice(0, i + 2)), true));
    node = child;
  });
  return root;
};

const BAD_IDS = [
  '-1',
  '0',
  '1.5',
  'abc',
  '2147483648',
  '9007199254740991',
  '99999999999999999999',
  '1e400',
  '\u0000',
  'x'.repeat(5000),
  ' 1',
];

/** The generated malformed requests for one operation. */
const casesOf = (op: Operation, seed: number): Case[] => {
  const random = randomOf(seed);
  const validPath = Object.fromEntries(op.pathParams.map((p) => [p.name, String(sampleOf(p.schema))]));
  const validQuery = Object.fromEntries(
    op.queryParams.filter((p) => p.required).map((p) => [p.name, String(sampleOf(p.schema))]),
  );
  const url = urlOf(op, validPath, validQuery);
  const json = { 'content-type': 'application/json' };
  const cases: Case[] = [];

  for (const param of op.pathParams) {
    for (const bad of BAD_IDS) {
      cases.push({
        label: `path ${param.name}=${bad.slice(0, 20)}`,
        url: urlOf(op, { ...validPath, [param.name]: bad }, validQuery),
      });
    }
  }
  const queryCases: Case[] = [];
  for (const param of op.queryParams) {
    const values = [...BAD_IDS, 'a\u0000b', 'x'.repeat(100_000), ''];
    for (const bad of values) {
      queryCases.push({
        label: `query ${param.name}=${JSON.stringify(bad.slice(0, 20))}`,
        url: urlOf(op, validPath, { ...validQuery, [param.name]: bad }),
      });
    }
    queryCases.push({
      label: `query ${param.name} twice`,
      url: urlOf(op, validPath, { ...validQuery, [param.name]: ['1', 'a\u0000'] }),
    });
    if (param.required) {
      const { [param.name]: _, ...rest } = validQuery;
      queryCases.push({ label: `query ${param.name} missing`, url: urlOf(op, validPath, rest) });
    }
  }
  cases.push(...random.sample(queryCases, FIELD_CASES_PER_OPERATION));
  // Query text the parser never sees in a form: a NUL in a key, a bare key, a broken escape.
  cases.push({ label: 'query odd text', url: `${url}${url.includes('?') ? '&' : '?'}%00=1&k&%zz=%` });

  if (op.method === 'GET') return cases;
  if (op.multipart) return [...cases, ...multipartCasesOf(url)];

  const bodies: [string, string | undefined, Record<string, string>][] = [
    ['no body', undefined, {}],
    ['empty JSON', '', json],
    ['bad JSON', '{"a":', json],
    ['JSON null', 'null', json],
    ['JSON array', '[]', json],
    ['JSON string', '"\\u0000"', json],
    ['deep array', DEEP_ARRAY, json],
    ['deep object', DEEP_OBJECT, json],
    ['text/plain', 'hello', { 'content-type': 'text/plain' }],
    ['xml', '<a/>', { 'content-type': 'application/xml' }],
    ['form', 'a=1&b=%00', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['JSON with charset', '{}', { 'content-type': 'application/json; charset=latin1' }],
    [
      'unknown keys',
      JSON.stringify({ ...(sampleOf(op.body) as object), '\u0000': '\u0000', __proto__x: 1 }),
      json,
    ],
  ];
  for (const [label, payload, headers] of bodies)
    cases.push({ label: `body ${label}`, url, payload, headers });

  if (!op.body) return cases;
  const paths = fieldPathsOf(op.body);
  const fieldCases: Case[] = [];
  for (const path of paths) {
    for (const value of wrongValuesOf(schemaAt(op.body, path))) {
      fieldCases.push({
        label: `${path.join('.')}=${JSON.stringify(value)?.slice(0, 30)}`,
        url,
        payload: JSON.stringify(withValueAt(op.body, path, value)),
        headers: json,
      });
    }
  }
  cases.push(...random.sample(fieldCases, FIELD_CASES_PER_OPERATION));
  // The two big ones, once per operation, on a field chosen by the seed.
  if (paths.length) {
    const path = random.pick(paths);
    for (const [label, raw] of [
      ['1 MB string', JSON.stringify(MEGABYTE_STRING)],
      ['deep array', DEEP_ARRAY],
    ] as const) {
      const marker = '"__big__"';
      cases.push({
        label: `${path.join('.')}=${label}`,
        url,
        payload: JSON.stringify(withValueAt(op.body, path, '__big__')).replace(marker, raw),
        headers: json,
      });
    }
  }
  return cases;
};

const multipartCasesOf = (url: string): Case[] => {
  const form = (parts: Parameters<typeof multipartOf>[0]) => multipartOf(parts);
  const good = form([{ name: 'file', fileName: 'a.png', content: TINY_PNG }]);
  const boundary = String(good.headers['content-type']).split('boundary=')[1];
  return [
    { label: 'multipart no boundary', url, payload: 'x', headers: { 'content-type': 'multipart/form-data' } },
    {
      label: 'multipart truncated',
      url,
      payload: good.payload.subarray(0, good.payload.length - 20),
      headers: good.headers,
    },
    {
      label: 'multipart garbage',
      url,
      payload: 'garbage',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    },
    { label: 'multipart empty', url, payload: `--${boundary}--\r\n`, headers: good.headers },
    {
      label: 'multipart NUL file name',
      url,
      ...form([{ name: 'file', fileName: 'a\u0000.png', content: TINY_PNG }]),
    },
    {
      label: 'multipart NUL kind',
      url,
      ...form([
        { name: 'kind', value: 'image\u0000' },
        { name: 'file', fileName: 'a.png', content: TINY_PNG },
      ]),
    },
    {
      label: 'multipart NUL field name',
      url,
      ...form([
        { name: 'ki\u0000nd', value: 'x' },
        { name: 'file', fileName: 'a.png', content: TINY_PNG },
      ]),
    },
    {
      label: 'multipart long file name',
      url,
      ...form([{ name: 'file', fileName: `${'n'.repeat(100_000)}.png`, content: TINY_PNG }]),
    },
    {
      label: 'multipart two files',
      url,
      ...form([
        { name: 'file', fileName: 'a.png', content: TINY_PNG },
        { name: 'file', fileName: 'b.png', content: TINY_PNG },
      ]),
    },
  ];
};

describe('fuzzing every operation of the OpenAPI document', () => {
  let t: TestApp;
  let operations: Operation[];
  let admin: { partnerId: number; accountId: number };

  beforeAll(async () => {
    // The sign-in routes' rate limit would answer 429 before the input reaches the database.
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
    await seedDemo(t.database.db, { storage: t.app.storage, timeZone: t.config.timeZone });
    const [demo] = await t.database.db.select().from(accounts).where(eq(accounts.username, 'demo'));
    admin = { partnerId: demo.partnerId, accountId: demo.id };
    operations = operationsOf(t.app);
  });
  afterAll(() => t.close());

  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.some((op) => op.multipart)).toBe(true);
  });

  it('answers malformed input from a signed-in admin with an envelope, never a 5xx', async () => {
    const breaches: string[] = [];
    let requests = 0;
    for (const [index, op] of operations.entries()) {
      // A fresh session per operation: a case may sign out or change the password.
      const token = await sessionTokenFor(t.database.db, admin.partnerId, admin.accountId);
      for (const c of casesOf(op, 7919 * (index + 1))) {
        requests += 1;
        const res = await injectCase(t.app, op, {
          method: op.method,
          url: c.url,
          payload: c.payload,
          headers: {
            ...c.headers,
            authorization: `Bearer ${token}`,
            'accept-language': LANGUAGES[requests % LANGUAGES.length],
          },
        });
        const breach = contractBreachOf(res);
        if (breach) breaches.push(`${op.method} ${op.path} [${c.label}]: ${breach}`);
      }
    }
    expect(requests).toBeGreaterThan(2000);
    expect(breaches).toEqual([]);
  }, 180_000);

  it('answers 0001 to an anonymous caller of every non-public operation', async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => !o.isPublic)) {
      const res = await injectCase(t.app, op, {
        method: op.method,
        url: urlOf(
          op,
          Object.fromEntries(op.pathParams.map((p) => [p.name, String(sampleOf(p.schema))])),
          Object.fromEntries(op.queryParams.map((p) => [p.name, String(sampleOf(p.schema))])),
        ),
        ...(op.body ? { payload: sampleOf(op.body, true) as object } : {}),
      });
      const breach = contractBreachOf(res);
      if (breach || res.statusCode !== 401 || (res.json() as { code: string }).code !== '0001') {
        wrong.push(`${op.method} ${op.path}: HTTP ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
