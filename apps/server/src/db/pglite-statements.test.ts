import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows, wrapPglite } from './client';
import { createStatementRunner, PgliteStatementError, type StatementRunner } from './pglite-statements';

describe('PGlite named statements', () => {
  let client: PGlite;
  let runner: StatementRunner;

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table things (
        id int generated always as identity primary key,
        name text not null unique,
        price numeric(12, 2),
        tags text[],
        attrs jsonb,
        flag boolean,
        at timestamptz
      )`);
    runner = createStatementRunner(client, 3);
  });
  afterAll(() => client.close());

  it('answers like PGlite query(): typed values, nulls, both row modes, affected rows', async () => {
    const at = new Date('2026-11-22T08:00:00Z');
    const inserted = await runner.query(
      'insert into things (name, price, tags, attrs, flag, at) values ($1, $2, $3, $4, $5, $6), ($7, null, null, null, null, null) returning id',
      ['铅笔', '12.50', ['a', 'b,c'], { color: '红' }, true, at, 'eraser'],
      'object',
    );
    expect(inserted.affectedRows).toBe(2);
    expect(inserted.rows).toEqual([{ id: 1 }, { id: 2 }]);

    const text =
      'select id, name, price, tags, attrs, flag, at, count(*) over () as total from things order by id';
    const ours = await runner.query(text, [], 'array');
    const theirs = await client.query(text, [], { rowMode: 'array' });
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.rows[0]).toEqual([1, '铅笔', '12.50', ['a', 'b,c'], { color: '红' }, true, at, 2]);
    expect(ours.rows[1]).toEqual([2, 'eraser', null, null, null, null, null, 2]);

    const updated = await runner.query('update things set flag = $1 where id > $2', [false, 0], 'object');
    expect(updated.affectedRows).toBe(2);
    expect(updated.rows).toEqual([]);
  });

  it('throws the database error with its code and constraint, and keeps working after it', async () => {
    const error = await runner
      .query('insert into things (name) values ($1)', ['铅笔'], 'object')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PgliteStatementError);
    expect(error).toMatchObject({ code: '23505', constraint: 'things_name_key', params: ['铅笔'] });

    const syntax = await runner.query('selec 1', [], 'object').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await runner.query('select 1 as one', [], 'object')).rows).toEqual([{ one: 1 }]);
  });

  it('closes the oldest statement when more texts than its capacity are in use', async () => {
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 6; i += 1) {
        const { rows } = await runner.query(`select $1::int + ${i} as n`, [round], 'object');
        expect(rows).toEqual([{ n: round + i }]);
      }
    }
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from pg_prepared_statements',
    );
    expect(rows[0].count).toBeLessThanOrEqual(4);
  });
});

describe('drizzle on PGlite through named statements', () => {
  let database: Database;

  beforeAll(async () => {
    database = wrapPglite(await PGlite.create());
    await database.db.execute(sql`create table counters (id int primary key, n int not null)`);
    await database.db.execute(sql`insert into counters values (1, 0)`);
  });
  afterAll(() => database.close());

  const counterValue = async () =>
    (await queryRows<{ n: number }>(database.db, sql`select n from counters where id = 1`))[0].n;

  it('rolls a failed transaction back and lets queries outside wait for a running one', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update counters set n = n + 1 where id = 1`);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await counterValue()).toBe(0);

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`update counters set n = 5 where id = 1`);
      await held;
      await tx.execute(sql`update counters set n = 7 where id = 1`);
    });
    const outside = counterValue();
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    // The read outside waited for the commit: it never saw the intermediate 5.
    expect(await outside).toBe(7);
  });
});
