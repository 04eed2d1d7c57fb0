import { OrderState } from '@portal/shared/contracts/orders';
import { multiply } from '@portal/shared/money';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../db/client';
import { seedDemo } from '../seed/seed';
import { accounts } from '../modules/auth/auth.table';
import { brandAuthorizations } from '../modules/catalog/brands/brand.table';
import { categoryParamsOf } from '../modules/catalog/categories/category.service';
import { platformLeafNamed as leafNamed } from '../modules/catalog/categories/category-data';
import { approveGoods, createGoods } from '../modules/catalog/goods/goods.service';
import { approveListing, createListing } from '../modules/catalog/listings/listing.service';
import { acceptInvitation, inviteToQuote } from '../modules/catalog/quotes/invitation.service';
import { createQuote } from '../modules/catalog/quotes/quote.service';
import { TINY_PNG } from '../modules/communal/upload.fixtures';
import { storeGeneratedFile } from '../modules/communal/files.service';
import { demoLetterPdf } from '../platform/seed/demo-letter';
import {
  confirmOrder,
  refuseOrder,
  shipOrder,
  uploadDocument,
} from '../modules/orders/order-actions.service';
import { orderItems } from '../modules/orders/orders.table';
import { insertOrders } from '../modules/orders/order-intake.service';
import { shelfOffers } from '../modules/catalog/listings/listing.service';
import { seededRandom, simulatedOrder } from '../modules/orders/order-simulator';
import { localDayOf } from '../platform/local-time';
import { createTestApp, type TestApp } from './create-test-app';
import { injectAs, sessionTokenFor, TEST_PASSWORD, uploadAs } from './fixtures';
import {
  contractBreachOf,
  injectCase,
  type JsonSchema,
  type Operation,
  operationsOf,
  sampleOf,
  urlOf,
} from './openapi-cases';

type Actor = { partnerId: number; accountId: number; token: string };
type Pools = Map<string, Set<number | string>>;

/** A field that names a row: `id`, `ids`, `orderId`, `skuIds`, `orderNo` ... */
const isIdField = (name: string) => /^(id|ids)$|[a-z](Id|Ids|No)$/.test(name);
const singular = (name: string) => (name === 'goods' ? name : name.replace(/ies$/, 'y').replace(/s$/, ''));
/** The pool an id field draws from: `skuIds` and `skuId` share one. */
const poolKeyOf = (field: string) => field.replace(/Ids$/, 'Id').replace(/^ids$/, 'id');

/** The collection a path is about: `/api/trade/order/page` -> `/api/trade/order`. */
const collectionOf = (path: string) => path.replace(/\/\{\w+\}$/, '').replace(/\/(page|list|detail)$/, '');

/**
 * Collects the id-like values of an answer into pools: `orderId: 5` goes to `orderId`, the `id` of a
 * row of a list about orders also to `orderId`, the `id` of an item of `skus` also to `skuId`.
 */
const collectIds = (value: unknown, owner: string, pools: Pools) => {
  const add = (key: string, v: unknown) => {
    if (typeof v !== 'number' && typeof v !== 'string') return;
    if (!pools.has(key)) pools.set(key, new Set());
    pools.get(key)?.add(v);
  };
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, owner, pools);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    if (isIdField(key)) {
      for (const v of Array.isArray(child) ? child : [child]) {
        add(poolKeyOf(key), v);
        if (key === 'id') add(`${owner}Id`, v);
      }
    } else if (child !== null && typeof child === 'object') {
      collectIds(child, singular(key), pools);
    }
  }
};

/** Every string in an answer, with where it was. */
const stringsOf = (value: unknown, path = '', out: [string, string][] = []): [string, string][] => {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) stringsOf(v, `${path}[${i}]`, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) stringsOf(v, `${path}.${k}`, out);
  }
  return out;
};

/** Tables a partner owns (they have partner_id), without sessions, which every call touches. */
const partnerTables = async (db: Db) =>
  (
    await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.columns
          where column_name = 'partner_id' and table_schema = 'public' and table_name <> 'sessions'
          order by table_name`,
    )
  ).map((r) => r.table_name);

/** Every row of a partner, as JSON text per table, plus the shared brands it created. */
const rowsOf = async (db: Db, tables: string[], partnerId: number): Promise<Record<string, string[]>> => {
  const snapshot: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await queryRows<{ row: unknown }>(
      db,
      sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where partner_id = ${partnerId}`,
    );
    snapshot[table] = rows.map((r) => JSON.stringify(r.row)).sort();
  }
  const brands = await queryRows<{ row: unknown }>(
    db,
    sql`select to_jsonb(b) as row from brands b where created_by_partner_id = ${partnerId}`,
  );
  snapshot.brands = brands.map((r) => JSON.stringify(r.row)).sort();
  const partner = await queryRows<{ row: unknown }>(
    db,
    sql`select to_jsonb(p) as row from partners p where id = ${partnerId}`,
  );
  snapshot.partners = partner.map((r) => JSON.stringify(r.row));
  return snapshot;
};

/** One hash per table of a partner's rows (and its brands): cheap enough to take after every operation. */
const digestOf = async (db: Db, tables: string[], partnerId: number): Promise<Record<string, string>> => {
  const hashed = sql`md5(coalesce(string_agg(to_jsonb(x)::text, ',' order by to_jsonb(x)::text), ''))`;
  const parts = tables.map(
    (table) =>
      sql`select ${table} as name, ${hashed} as hash from ${sql.identifier(table)} x where partner_id = ${partnerId}`,
  );
  parts.push(
    sql`select 'brands' as name, ${hashed} as hash from brands x where created_by_partner_id = ${partnerId}`,
  );
  const rows = await queryRows<{ name: string; hash: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
};

/** Every row of the tables no partner owns (reference data, shared brands), as JSON text. */
const sharedRowsOf = async (db: Db): Promise<Record<string, string[]>> => {
  const internal = ['partners', 'sessions', 'jobs', 'server_secrets', 'captchas', 'sms_codes', 'sms_outbox'];
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables t where table_schema = 'public'
        and table_type = 'BASE TABLE' and not exists (select 1 from information_schema.columns c
          where c.table_name = t.table_name and c.column_name = 'partner_id')`,
  );
  const snapshot: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    if (internal.includes(table) || table.startsWith('__')) continue;
    const rows = await queryRows<{ row: unknown }>(
      db,
      sql`select to_jsonb(t) as row from ${sql.identifier(table)} t`,
    );
    snapshot[table] = rows.map((r) => JSON.stringify(r.row));
  }
  return snapshot;
};

/**
 * Strings that only partner A has: texts of A's rows that neither B's rows nor the shared tables
 * hold, leaving out dates, times, short words and plain amounts, which two partners can share by chance.
 */
const markersOf = (a: Record<string, string[]>, others: Record<string, string[]>[]): Map<string, string> => {
  const texts = (snapshot: Record<string, string[]>) => {
    const found = new Map<string, string>();
    for (const [table, rows] of Object.entries(snapshot)) {
      for (const row of rows) {
        for (const [path, text] of stringsOf(JSON.parse(row))) found.set(text, `${table}${path}`);
      }
    }
    return found;
  };
  const elsewhere = others.map(texts);
  const markers = new Map<string, string>();
  for (const [text, where] of texts(a)) {
    if (elsewhere.some((found) => found.has(text)) || text.length < 4) continue;
    if (/^\d{4}-\d{2}-\d{2}/.test(text) || /^-?\d{1,7}(\.\d+)?$/.test(text)) continue;
    markers.set(text, where);
  }
  return markers;
};

/**
 * Every string the OpenAPI document names as a constant (an enum member): the contract's own words
 * (a funnel stage 'paid', a fact 'settled'), which an answer may say whoever asks, never A's data.
 */
const contractConstantsOf = (document: unknown): Set<string> => {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'enum' && Array.isArray(value)) {
        for (const member of value) if (typeof member === 'string') found.add(member);
      } else if (key === 'const' && typeof value === 'string') found.add(value);
      else walk(value);
    }
  };
  walk(document);
  return found;
};

/**
 * The demo data gives B channels, an approved brand, payback accounts and notices; this adds the
 * rest, so each module has rows of both partners: a file, goods on shelf, a quote, orders in
 * several states, a role and a sub-account, an export.
 */
const givePartnerBData = async (t: TestApp, b: Actor) => {
  const db = t.database.db;
  const actor = { partnerId: b.partnerId, accountId: b.accountId };
  const today = localDayOf(new Date(), t.config.timeZone);
  const [hp] = await db
    .select()
    .from(brandAuthorizations)
    .where(eq(brandAuthorizations.partnerId, b.partnerId));
  const imageId = await uploadAs(t.app, b, 'printer.png', TINY_PNG);
  const categoryId = leafNamed('复印纸');
  const goods = await createGoods(db, actor, {
    name: '惠普 乙方专属打印纸 A4',
    categoryId,
    brandId: hp.brandId,
    model: 'HP-B-01',
    unit: '箱',
    taxCode: null,
    barcode: null,
    imageIds: [imageId],
    params: (await categoryParamsOf(db, categoryId))
      .filter((param) => param.required)
      .map((param) => ({ name: param.name, value: param.options[0] ?? '标准' })),
    description: '<p>乙方商品</p>',
    skus: [{ id: null, spec: '500张/包', skuCode: 'HP-B-01-A4', marketPrice: '99.00', stock: 40 }],
    submit: true,
  });
  await approveGoods(db, goods.id);
  const prices = goods.skus.map((sku) => ({ skuId: sku.id, price: multiply(sku.marketPrice, '0.9') }));
  const listing = await createListing(
    db,
    actor,
    { channelId: 1, goodsId: goods.id, prices, submit: true },
    today,
  );
  await approveListing(db, listing.id);
  const invitation = await inviteToQuote(
    db,
    {
      partnerId: b.partnerId,
      channelId: 1,
      storeName: '乙方·北方集采店',
      categoryIds: [],
      message: null,
      deadline: today,
    },
    today,
  );
  await acceptInvitation(db, actor, invitation, today);
  await createQuote(db, actor, { invitationId: invitation, goodsId: goods.id, prices }, today);

  const random = seededRandom(4242);
  const offers = await shelfOffers(db, b.partnerId);
  const planned = [0, 1, 2].map((i) => {
    const order = simulatedOrder(
      random,
      offers,
      new Date(Date.now() - (i + 1) * 3_600_000),
      String(700000 + i),
    );
    return {
      ...order,
      state: OrderState.awaitingConfirmation,
      confirmDeadline: new Date(Date.now() + 86_400_000),
    };
  });
  const [first, second] = await insertOrders(db, planned);
  await confirmOrder(db, actor, first.id);
  await refuseOrder(db, actor, second.id, '乙方缺货');
  const items = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.partnerId, b.partnerId), eq(orderItems.orderId, first.id)));
  await shipOrder(db, actor, {
    orderId: first.id,
    expressCode: 'SF',
    trackingNo: 'SF7700000001',
    items: items.map((item) => ({ itemId: item.id, quantity: item.quantity })),
  });
  const signed = await storeGeneratedFile(db, t.app.storage, actor, {
    name: '乙方签收单.pdf',
    kind: 'pdf',
    mime: 'application/pdf',
    bytes: demoLetterPdf(['Signed by B']),
  });
  await uploadDocument(db, actor, { orderId: first.id, kind: 'sign', fileIds: [signed], invoice: null });

  const role = await injectAs(t.app, b, {
    method: 'POST',
    url: '/api/auth/roles',
    payload: { roleName: '乙方客服', remark: null },
  });
  await injectAs(t.app, b, {
    method: 'POST',
    url: '/api/auth/accounts',
    payload: {
      username: 'b-staff',
      nickName: '乙方员工',
      password: TEST_PASSWORD,
      roleIds: [role.json().data.id],
    },
  });
  await injectAs(t.app, b, { method: 'POST', url: '/api/goods/export', payload: {} });
};

/** Reads that list a partner's rows: pages and parameterless GETs. */
const isListing = (op: Operation) =>
  // A stream never ends: it is no list to read whole (B's calls read its first events).
  !op.stream &&
  ((op.method === 'POST' && /\/page$/.test(op.path)) ||
    (op.method === 'GET' && op.pathParams.length === 0 && !op.queryParams.some((p) => p.required)));

/** The id-like fields of an operation: path and query parameters and body fields at any depth. */
const idFieldsOf = (op: Operation): string[] => {
  const fields = [...op.pathParams, ...op.queryParams].map((p) => p.name).filter(isIdField);
  const walk = (schema: JsonSchema | undefined) => {
    if (!schema) return;
    for (const s of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(s);
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (isIdField(key)) fields.push(key);
      walk(property);
    }
    walk(schema.items);
  };
  walk(op.body);
  return [...new Set(fields)];
};

describe('another partner can neither read nor change what partner A owns', () => {
  let t: TestApp;
  let a: Actor;
  let b: Actor;
  let operations: Operation[];

  const actorOf = async (username: string): Promise<Actor> => {
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.username, username));
    return {
      partnerId: row.partnerId,
      accountId: row.id,
      token: await sessionTokenFor(t.database.db, row.partnerId, row.id),
    };
  };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
    await seedDemo(t.database.db, { storage: t.app.storage, timeZone: t.config.timeZone });
    a = await actorOf('demo');
    b = await actorOf('demo-b');
    await givePartnerBData(t, b);
    await uploadAs(t.app, a, 'a-only.png', TINY_PNG);
    await injectAs(t.app, a, { method: 'POST', url: '/api/trade/order/export', payload: {} });
    operations = operationsOf(t.app);
  });
  afterAll(() => t.close());

  it("answers B's calls with A's ids as missing rows, and changes nothing of A's", async () => {
    const db = t.database.db;
    // A's ids, from A's own lists and from the details of what they list.
    const pools: Pools = new Map();
    const byCollection = new Map<string, Set<number | string>>();
    const read = async (op: Operation, query: Record<string, string> = {}) => {
      const res = await injectAs(t.app, a, {
        method: op.method,
        url: urlOf(op, {}, query),
        ...(op.method === 'POST' ? { payload: { current: 1, size: 100 } } : {}),
      });
      return res.headers['content-type']?.toString().includes('json') ? res.json() : undefined;
    };
    for (const op of operations.filter(isListing)) {
      const body = await read(op);
      if (body?.code !== '0000') continue;
      const owner = singular(collectionOf(op.path).split('/').pop() ?? '');
      collectIds(body.data, owner, pools);
      const rows = Array.isArray(body.data) ? body.data : [];
      const ids = rows.map((row: { id?: number }) => row.id).filter((id: unknown) => typeof id === 'number');
      if (ids.length) byCollection.set(collectionOf(op.path), new Set(ids));
    }
    for (const op of operations) {
      const idParam = op.queryParams.find((p) => p.name === 'id' && p.required);
      const ids = byCollection.get(collectionOf(op.path));
      if (op.method !== 'GET' || !idParam || !ids) continue;
      const owner = singular(collectionOf(op.path).split('/').pop() ?? '');
      for (const id of ids) collectIds((await read(op, { id: String(id) }))?.data, owner, pools);
    }
    const fileIds = await queryRows<{ id: number }>(
      db,
      sql`select id from files where partner_id = ${a.partnerId}`,
    );
    for (const { id } of fileIds) collectIds({ fileId: id }, '', pools);

    const tables = await partnerTables(db);
    const before = await rowsOf(db, tables, a.partnerId);
    const markers = markersOf(before, [await rowsOf(db, tables, b.partnerId), await sharedRowsOf(db)]);
    for (const constant of contractConstantsOf(t.app.swagger())) markers.delete(constant);
    expect(markers.size).toBeGreaterThan(50);

    /**
     * A's ids for a field: the pool of its name; for `id`, the rows of the nearest listed collection
     * (or A's files). `rows` says the ids are of rows A owns, not of shared reference data.
     */
    const candidatesOf = (op: Operation, field: string): { ids: (number | string)[]; rows: boolean } => {
      if (poolKeyOf(field) === 'id') {
        const collection = collectionOf(op.path);
        const nearest = [...byCollection.keys()]
          .filter((path) => collection === path || collection.startsWith(`${path}/`))
          .sort((x, y) => y.length - x.length)[0];
        if (nearest) return { ids: [...(byCollection.get(nearest) ?? [])], rows: true };
        if (op.path.includes('/file/')) return { ids: [...(pools.get('fileId') ?? [])], rows: true };
      }
      return { ids: [...(pools.get(poolKeyOf(field)) ?? [])], rows: false };
    };

    const leaks: string[] = [];
    const changedBy: string[] = [];
    const outcomes = new Map<string, number>();
    let calls = 0;
    const probed = operations.filter((op) => idFieldsOf(op).length > 0);
    for (const op of probed) {
      const fields = idFieldsOf(op);
      const found = fields.map((f) => [f, candidatesOf(op, f)] as const);
      const candidates = Object.fromEntries(found.map(([f, c]) => [f, c.ids]));
      const ofRows = found.some(([, c]) => c.rows && c.ids.length > 0);
      const rounds = Math.min(4, Math.max(1, ...Object.values(candidates).map((c) => c.length)));
      const digest = await digestOf(db, tables, a.partnerId);
      const sentToOp: string[] = [];
      // A fresh session per operation: B may sign itself out on the way.
      const token = await sessionTokenFor(db, b.partnerId, b.accountId);
      for (let round = 0; round < rounds; round += 1) {
        const idValueOf = (field: string): unknown => {
          const pool = candidates[field] ?? [];
          if (pool.length === 0) return undefined;
          const picked = pool[Math.floor((round * pool.length) / rounds)];
          return /Ids$|^ids$/.test(field) ? pool.slice(0, 5) : picked;
        };
        const substitute = (value: unknown): unknown => {
          if (Array.isArray(value)) return value.map(substitute);
          if (value === null || typeof value !== 'object') return value;
          return Object.fromEntries(
            Object.entries(value).map(([k, v]) => [k, isIdField(k) ? (idValueOf(k) ?? v) : substitute(v)]),
          );
        };
        const params = (list: typeof op.pathParams) =>
          Object.fromEntries(list.map((p) => [p.name, String(idValueOf(p.name) ?? sampleOf(p.schema))]));
        const payload = op.body ? substitute(sampleOf(op.body, true)) : undefined;
        const url = urlOf(op, params(op.pathParams), params(op.queryParams));
        const res = await injectCase(t.app, op, {
          method: op.method,
          url,
          headers: { authorization: `Bearer ${token}` },
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        calls += 1;
        const sent = `${op.method} ${url}${payload === undefined ? '' : ` ${JSON.stringify(payload)}`}`;
        sentToOp.push(sent);
        const breach = contractBreachOf(res);
        if (breach) {
          leaks.push(`${sent}\n  breaks the contract: ${breach}`);
          continue;
        }
        if (res.events) {
          // A stream B may follow (a bidding project both are invited to): what it says is checked
          // like an answer's data.
          for (const [path, text] of stringsOf(res.events)) {
            const where = markers.get(text);
            if (where)
              leaks.push(
                `${sent}\n  streamed events${path} = ${JSON.stringify(text)}, which is A's ${where}`,
              );
          }
          continue;
        }
        if (!String(res.headers['content-type']).includes('json')) {
          // Bytes for reference data (a category's template) are everyone's; for A's rows, a leak.
          if (ofRows) leaks.push(`${sent}\n  answered B with A's bytes (${res.headers['content-type']})`);
          continue;
        }
        const body = res.json() as { code: string; data: unknown };
        const outcome = `${res.statusCode} ${body.code}`;
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        for (const [path, text] of stringsOf(body.data)) {
          const where = markers.get(text);
          if (where)
            leaks.push(`${sent}\n  answered data${path} = ${JSON.stringify(text)}, which is A's ${where}`);
        }
      }
      const now = await digestOf(db, tables, a.partnerId);
      const touched = Object.keys(digest).filter((table) => digest[table] !== now[table]);
      if (touched.length) changedBy.push(`${sentToOp.join('\n  ')}\n  changed A's ${touched.join(', ')}`);
    }

    const after = await rowsOf(db, tables, a.partnerId);
    const changed = Object.keys(before).flatMap((table) => {
      const gone = before[table].filter((row) => !after[table].includes(row));
      const added = after[table].filter((row) => !before[table].includes(row));
      return [...gone.map((row) => `${table} was: ${row}`), ...added.map((row) => `${table} now: ${row}`)];
    });
    changed.unshift(...changedBy);

    expect(probed.length).toBeGreaterThan(60);
    expect(calls).toBeGreaterThan(probed.length);
    expect(
      { leaks, changed },
      `outcomes of B's calls: ${JSON.stringify(Object.fromEntries(outcomes))}`,
    ).toEqual({
      leaks: [],
      changed: [],
    });
    // Every operation of the document, each with a digest of A's tables before and after: it grows
    // with the modules, and runs beside the other API files on a loaded machine.
  }, 180_000);
});
