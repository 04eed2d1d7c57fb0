import { sql } from 'drizzle-orm';
import { type Database, type DbOrTx, openDatabase, queryRows } from '../../db/client';

/** The envelope every endpoint answers (DESIGN section 3). */
export type Envelope<T = unknown> = { code: string; msg: string; success: boolean; data: T; total?: number };

export const DEMO_PASSWORD = 'Demo@2026';

/** JSON calls to a server process, as one signed-in account (or none). */
export const apiOf = (baseUrl: string, token?: string) => {
  const headers = (json: boolean): Record<string, string> => ({
    'accept-language': 'en',
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  return {
    post: async <T = unknown>(path: string, body: unknown = {}): Promise<Envelope<T>> => {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: headers(true),
        body: JSON.stringify(body),
      });
      return (await response.json()) as Envelope<T>;
    },
    get: async <T = unknown>(path: string): Promise<Envelope<T>> => {
      const response = await fetch(`${baseUrl}${path}`, { headers: headers(false) });
      return (await response.json()) as Envelope<T>;
    },
    /** A multipart upload to /api/communal/upload; answers the stored file's id. */
    upload: async (fileName: string, content: Buffer): Promise<Envelope<{ id: number }>> => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(content)]), fileName);
      const response = await fetch(`${baseUrl}/api/communal/upload`, {
        method: 'POST',
        headers: headers(false),
        body: form,
      });
      return (await response.json()) as Envelope<{ id: number }>;
    },
  };
};

export const signIn = async (baseUrl: string, username: string): Promise<string> => {
  const answer = await apiOf(baseUrl).post<{ token: string }>('/api/auth/login', {
    username,
    password: DEMO_PASSWORD,
  });
  if (answer.code !== '0000') throw new Error(`sign-in of ${username} failed: ${answer.msg}`);
  return answer.data.token;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it answers something other than undefined, or throws after `timeoutMs`. */
export const waitFor = async <T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  everyMs = 200,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
};

/**
 * The database a server process used, opened by the test: the embedded data directory (the
 * server must have stopped: one process per directory) or the PostgreSQL database.
 */
export const openServerDatabase = (target: { databaseUrl?: string; dataDir: string }): Promise<Database> =>
  openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolSize: 2, role: 'ops' });

/**
 * Kept order counts (order_counts) that differ from counting the orders (and the statements awaiting
 * confirmation, 'settlement:1'): none when consistent.
 */
export const orderCountMismatches = (db: DbOrTx) =>
  queryRows<{ partner_id: number; key: string; real: number | null; kept: number | null }>(
    db,
    sql`
    with real as (
      select partner_id, 'state:' || state as key, count(*)::int as n from orders group by 1, 2
      union all select partner_id, 'sign:' || sign_state, count(*)::int from orders group by 1, 2
      union all select partner_id, 'contract:' || contract_state, count(*)::int from orders group by 1, 2
      union all select partner_id, 'invoice:' || invoice_state, count(*)::int from orders group by 1, 2
      union all select partner_id,
                       'day:' || state || ':' || to_char(order_time at time zone 'UTC', 'YYYY-MM-DD'),
                       count(*)::int
                  from orders group by 1, 2
      union all select partner_id, 'settlement:' || state, count(*)::int
                  from settlement_statements where state = 1 group by 1, 2
    ), kept as (select partner_id, key, count as n from order_counts where count <> 0)
    select coalesce(r.partner_id, k.partner_id) as partner_id, coalesce(r.key, k.key) as key,
           r.n as real, k.n as kept
      from real r full join kept k on k.partner_id = r.partner_id and k.key = r.key
     where r.n is distinct from k.n
     order by 1, 2`,
  );

/**
 * Kept goods counts (partner_category_goods: per category of any level and state) that differ
 * from counting the goods along their category lines: none when consistent.
 */
export const goodsCountMismatches = (db: DbOrTx) =>
  queryRows<{
    partner_id: number;
    category_id: number;
    state: number;
    real: number | null;
    kept: number | null;
  }>(
    db,
    sql`
    with recursive line as (
      select partner_id, state, category_id from goods
      union all
      select l.partner_id, l.state, c.parent_id
        from line l join categories c on c.id = l.category_id
       where c.parent_id <> 0
    ), real as (
      select partner_id, category_id, state, count(*)::int as n from line group by 1, 2, 3
    ), kept as (
      select partner_id, category_id, state, goods_count as n from partner_category_goods where goods_count <> 0
    )
    select coalesce(r.partner_id, k.partner_id) as partner_id,
           coalesce(r.category_id, k.category_id) as category_id,
           coalesce(r.state, k.state) as state, r.n as real, k.n as kept
      from real r full join kept k
        on k.partner_id = r.partner_id and k.category_id = r.category_id and k.state = r.state
     where r.n is distinct from k.n
     order by 1, 2, 3`,
  );

/**
 * Orders that are half-written or disagree with themselves: no items, items that do not add up
 * to the order's count and amounts, or a timeline whose last state change is not the order's
 * state. Empty when consistent.
 */
export const inconsistentOrders = (db: DbOrTx) =>
  queryRows<{ partner_id: number; id: number; state: number; problem: string }>(
    db,
    sql`
    select o.partner_id, o.id, o.state, 'items' as problem
      from orders o
      cross join lateral (
        select count(*)::int as n, coalesce(sum(i.amount), 0) as amount
          from order_items i where i.partner_id = o.partner_id and i.order_id = o.id) items
     where items.n = 0 or items.n <> o.item_count or items.amount <> o.items_amount
        or o.total_amount <> o.items_amount + o.freight
    union all
    select o.partner_id, o.id, o.state, 'timeline'
      from orders o
     where (select e.state_to from order_events e
             where e.partner_id = o.partner_id and e.order_id = o.id and e.state_to is not null
             order by e.id desc limit 1) is distinct from o.state
    order by 1, 2`,
  );
