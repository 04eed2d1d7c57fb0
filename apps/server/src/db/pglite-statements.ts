import type { PGlite, Results } from '@electric-sql/pglite';

/**
 * Queries on PGlite through named statements, one call into the database per query.
 *
 * PGlite's own `query()` makes six calls into the wasm backend for every query (parse, describe,
 * bind, describe, execute, sync), parses and plans the SQL each time and copies every field of
 * the answer. Here each distinct SQL text is parsed once into a named statement (its parameter
 * types and columns kept), and a query is one batch: bind, execute, sync. The answer is read in
 * place. The result has the shape of PGlite's (`rows`, `fields`, `affectedRows`), so drizzle
 * cannot tell the difference. Statements are kept per SQL text up to `capacity`; the oldest is
 * closed when a new one needs room.
 */

type Field = { name: string; dataTypeID: number };
type Statement = { name: string; paramTypes: number[]; fields: Field[] };
type RowMode = 'array' | 'object';

/** A database error with PostgreSQL's fields (code, constraint, ...), as pg and PGlite throw. */
export class PgliteStatementError extends Error {
  severity?: string;
  code?: string;
  detail?: string;
  hint?: string;
  position?: string;
  where?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  query?: string;
  params?: unknown[];
}

const ERROR_FIELDS: Record<string, keyof PgliteStatementError> = {
  V: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
};

// ---- Frontend messages ----

const encoder = new TextEncoder();

class MessageWriter {
  private buffer = new Uint8Array(1024);
  private view = new DataView(this.buffer.buffer);
  private length = 0;
  private start = 0;

  private ensure(extra: number) {
    if (this.length + extra <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + extra));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
    this.view = new DataView(grown.buffer);
  }

  begin(type: string) {
    this.ensure(5);
    this.start = this.length;
    this.buffer[this.length] = type.charCodeAt(0);
    this.length += 5;
    return this;
  }

  end() {
    this.view.setInt32(this.start + 1, this.length - this.start - 1);
    return this;
  }

  int16(value: number) {
    this.ensure(2);
    this.view.setInt16(this.length, value);
    this.length += 2;
    return this;
  }

  int32(value: number) {
    this.ensure(4);
    this.view.setInt32(this.length, value);
    this.length += 4;
    return this;
  }

  cstring(value: string) {
    const bytes = encoder.encode(value);
    this.ensure(bytes.length + 1);
    this.buffer.set(bytes, this.length);
    this.buffer[this.length + bytes.length] = 0;
    this.length += bytes.length + 1;
    return this;
  }

  /** A length-prefixed parameter value; null is length -1. */
  value(text: string | null) {
    if (text === null) return this.int32(-1);
    const bytes = encoder.encode(text);
    this.int32(bytes.length);
    this.ensure(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
    return this;
  }

  take(): Uint8Array {
    const out = this.buffer.slice(0, this.length);
    this.length = 0;
    return out;
  }
}

const parseMessage = (w: MessageWriter, name: string, text: string) =>
  w.begin('P').cstring(name).cstring(text).int16(0).end();
const describeStatement = (w: MessageWriter, name: string) => w.begin('D').cstring(`S${name}`).end();
const closeStatement = (w: MessageWriter, name: string) => w.begin('C').cstring(`S${name}`).end();
const sync = (w: MessageWriter) => w.begin('S').end();

// ---- Backend messages ----

const decoder = new TextDecoder();

type Answer = {
  paramTypes?: number[];
  fields?: Field[];
  rows: (string | null)[][];
  commandTags: string[];
  error?: PgliteStatementError;
  /** NotificationResponse messages: a NOTIFY committed by this batch outside a transaction. */
  notifications?: [channel: string, payload: string][];
};

const readCString = (bytes: Uint8Array, offset: number): [string, number] => {
  const end = bytes.indexOf(0, offset);
  return [decoder.decode(bytes.subarray(offset, end)), end + 1];
};

const readFields = (bytes: Uint8Array, view: DataView, offset: number): Field[] => {
  const count = view.getInt16(offset);
  const fields: Field[] = [];
  let at = offset + 2;
  for (let i = 0; i < count; i += 1) {
    const [name, next] = readCString(bytes, at);
    fields.push({ name, dataTypeID: view.getInt32(next + 6) });
    at = next + 18;
  }
  return fields;
};

const readError = (bytes: Uint8Array, offset: number, end: number): PgliteStatementError => {
  const values: Record<string, string> = {};
  let at = offset;
  while (at < end && bytes[at] !== 0) {
    const type = String.fromCharCode(bytes[at]);
    const [value, next] = readCString(bytes, at + 1);
    values[type] = value;
    at = next;
  }
  const error = new PgliteStatementError(values.M ?? 'database error');
  for (const [type, key] of Object.entries(ERROR_FIELDS)) {
    if (values[type] !== undefined) Object.assign(error, { [key]: values[type] });
  }
  error.severity ??= values.S;
  return error;
};

/** Reads the backend's answer to one batch (everything up to its ReadyForQuery). */
const readAnswer = (bytes: Uint8Array): Answer => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const answer: Answer = { rows: [], commandTags: [] };
  let at = 0;
  while (at + 5 <= bytes.length) {
    const type = bytes[at];
    const end = at + 1 + view.getInt32(at + 1);
    const body = at + 5;
    switch (type) {
      case 0x74: {
        // 't' ParameterDescription
        const count = view.getInt16(body);
        answer.paramTypes = Array.from({ length: count }, (_, i) => view.getInt32(body + 2 + i * 4));
        break;
      }
      case 0x54: // 'T' RowDescription
        answer.fields = readFields(bytes, view, body);
        break;
      case 0x44: {
        // 'D' DataRow
        const count = view.getInt16(body);
        const row: (string | null)[] = new Array(count);
        let field = body + 2;
        for (let i = 0; i < count; i += 1) {
          const length = view.getInt32(field);
          field += 4;
          if (length < 0) {
            row[i] = null;
          } else {
            row[i] = decoder.decode(bytes.subarray(field, field + length));
            field += length;
          }
        }
        answer.rows.push(row);
        break;
      }
      case 0x43: // 'C' CommandComplete
        answer.commandTags.push(readCString(bytes, body)[0]);
        break;
      case 0x45: // 'E' ErrorResponse
        answer.error ??= readError(bytes, body, end);
        break;
      case 0x41: {
        // 'A' NotificationResponse: process id, channel, payload
        const [channel, next] = readCString(bytes, body + 4);
        answer.notifications ??= [];
        answer.notifications.push([channel, readCString(bytes, next)[0]]);
        break;
      }
      default:
        // ParseComplete, BindComplete, NoData, notices, ReadyForQuery: nothing to keep.
        break;
    }
    at = end;
  }
  return answer;
};

const concatenated = (chunks: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
};

const affectedRowsOf = (tags: string[]) =>
  tags.reduce((sum, tag) => {
    const parts = tag.split(' ');
    return ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(parts[0])
      ? sum + Number.parseInt(parts[parts.length - 1], 10)
      : sum;
  }, 0);

// ---- The runner ----

export type StatementRunner = {
  /** A query outside any transaction: waits for a running transaction to finish first. */
  query: <T>(text: string, params: unknown[] | undefined, rowMode: RowMode) => Promise<Results<T>>;
  /** A query inside the transaction that currently holds the database. */
  queryInTransaction: <T>(
    text: string,
    params: unknown[] | undefined,
    rowMode: RowMode,
  ) => Promise<Results<T>>;
};

/**
 * `onNotification` is given the notifications a statement run outside a transaction commits (a
 * `pg_notify` in it): the raw stream bypasses PGlite's own dispatch to its listeners. Those of a
 * transaction come with its COMMIT, which PGlite runs and dispatches itself.
 */
export const createStatementRunner = (
  client: PGlite,
  capacity = 500,
  onNotification: (channel: string, payload: string) => void = () => {},
): StatementRunner => {
  const statements = new Map<string, Statement>();
  const closing: string[] = [];
  const writer = new MessageWriter();
  let counter = 0;

  /**
   * Sends one batch and reads the answer. The raw stream keeps PGlite from parsing the answer a
   * second time; the file system is synced after a change outside a transaction, as PGlite's own
   * query() does, and not after a read.
   */
  const exchange = async (message: Uint8Array, inTransaction: boolean): Promise<Answer> => {
    const chunks: Uint8Array[] = [];
    await client.execProtocolRawStream(message, {
      syncToFs: false,
      onRawData: (bytes) => chunks.push(bytes.slice()),
    });
    const answer = readAnswer(chunks.length === 1 ? chunks[0] : concatenated(chunks));
    for (const [channel, payload] of answer.notifications ?? []) onNotification(channel, payload);
    if (!inTransaction && !answer.commandTags.every((tag) => tag.startsWith('SELECT')))
      await client.syncToFs();
    return answer;
  };

  const prepare = async (text: string, inTransaction: boolean): Promise<Statement> => {
    const known = statements.get(text);
    if (known) {
      // Most recently used last, so the oldest is the first to go.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    counter += 1;
    const name = `portal_s${counter}`;
    for (const old of closing.splice(0)) closeStatement(writer, old);
    parseMessage(writer, name, text);
    describeStatement(writer, name);
    sync(writer);
    const answer = await exchange(writer.take(), inTransaction);
    if (answer.error) throw answer.error;
    const statement = { name, paramTypes: answer.paramTypes ?? [], fields: answer.fields ?? [] };
    statements.set(text, statement);
    if (statements.size > capacity) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      closing.push(oldest.name);
    }
    return statement;
  };

  const run = async <T>(
    text: string,
    params: unknown[] = [],
    rowMode: RowMode,
    inTransaction: boolean,
  ): Promise<Results<T>> => {
    const statement = await prepare(text, inTransaction);
    writer.begin('B').cstring('').cstring(statement.name).int16(0).int16(params.length);
    params.forEach((param, i) => {
      if (param === null || param === undefined) {
        writer.value(null);
        return;
      }
      const serialize = client.serializers[statement.paramTypes[i]];
      writer.value(serialize ? serialize(param) : String(param));
    });
    writer.int16(0).end();
    writer.begin('E').cstring('').int32(0).end();
    sync(writer);
    const answer = await exchange(writer.take(), inTransaction);
    if (answer.error) {
      answer.error.query = text;
      answer.error.params = params;
      throw answer.error;
    }
    const { fields } = statement;
    const parsers = fields.map(({ dataTypeID }) => client.parsers[dataTypeID]);
    const values = (row: (string | null)[]) =>
      row.map((value, i) =>
        value === null || !parsers[i] ? value : parsers[i](value, fields[i].dataTypeID),
      );
    const rows =
      rowMode === 'array'
        ? answer.rows.map(values)
        : answer.rows.map((row) => Object.fromEntries(values(row).map((v, i) => [fields[i].name, v])));
    return { rows: rows as T[], fields, affectedRows: affectedRowsOf(answer.commandTags) };
  };

  return {
    query: (text, params, rowMode) =>
      client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => run(text, params, rowMode, false)),
      ),
    queryInTransaction: (text, params, rowMode) =>
      client._runExclusiveQuery(() => run(text, params, rowMode, true)),
  };
};
