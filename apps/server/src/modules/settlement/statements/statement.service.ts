import type {
  ProofFilter,
  ProofPageQuery,
  ProofRow,
  StateCounts,
  StatementConfirm,
  StatementDetail,
  StatementDispute,
  StatementEvent,
  StatementFilter,
  StatementLine,
  StatementLinePageQuery,
  StatementPageQuery,
  StatementRow,
  StatementState as StatementStateValue,
} from '@portal/shared/contracts/settlement';
import { StatementState } from '@portal/shared/contracts/settlement';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { prefixPattern } from '../../../db/like';
import { batchAfter, noTotal, pageOf } from '../../../db/paging';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import { addDays, localDayOf, localDayStart } from '../../../platform/local-time';
import { operatorNamesOf } from '../../auth/accounts.service';
import { channelMoneyTerms, channelNameSql } from '../../catalog/channels/channel.service';
import { assertOwnFile, fileSummariesOf, signedFileUrl } from '../../communal/files.service';
import { addToKeptCount, SETTLEMENT_WAIT_CONFIRM_KEY } from '../../orders/order-counts';
import {
  freeOrdersFromStatement,
  lockUnsettledOrders,
  moneyOfOrders,
  putOrdersOnStatement,
  setOrdersStatementState,
  unsettledChannels,
} from '../../orders/order-statement';
import { sendNotice } from '../../partner/notice.service';
import { settlementEvents, settlementLines, settlementStatements } from '../settlement.table';
import { lineMoneyOf, totalsOf } from './statement-lines';

export type StatementRecord = typeof settlementStatements.$inferSelect;

/** The partner's account acting on a statement (confirm, dispute). */
export type StatementActor = { partnerId: number; accountId: number };

type EventAction = StatementEvent['action'];

/** First key of the advisory lock that serialises making one partner's statements (numbers, orders). */
const MAKE_LOCK = 0x5e771e;

/** The order ids of a statement's lines, as a subquery for orders' functions. */
const lineOrderIds = (partnerId: number, statementId: number): SQL =>
  sql`select ${settlementLines.orderId} from ${settlementLines}
    where ${settlementLines.partnerId} = ${partnerId} and ${settlementLines.statementId} = ${statementId}`;

const waitsForConfirmation = (state: number) => (state === StatementState.awaitingConfirmation ? 1 : 0);

/** Keeps the home page's count of statements awaiting confirmation as a statement moves. */
const recount = (tx: DbOrTx, partnerId: number, from: number | null, to: number) =>
  addToKeptCount(
    tx,
    partnerId,
    SETTLEMENT_WAIT_CONFIRM_KEY,
    waitsForConfirmation(to) - (from === null ? 0 : waitsForConfirmation(from)),
  );

/** Writes one line of the statement's history and its audit row. */
const recordEvent = async (
  tx: DbOrTx,
  statement: Pick<StatementRecord, 'partnerId' | 'id' | 'state'>,
  event: {
    action: EventAction;
    revision: number;
    accountId: number | null;
    remark?: string | null;
    to: number;
  },
) => {
  await tx.insert(settlementEvents).values({
    partnerId: statement.partnerId,
    statementId: statement.id,
    action: event.action,
    revision: event.revision,
    accountId: event.accountId,
    remark: event.remark ?? null,
  });
  await writeAudit(tx, {
    partnerId: statement.partnerId,
    accountId: event.accountId,
    action: event.action,
    entity: 'settlementStatement',
    entityId: statement.id,
    before: event.action === 'made' ? null : { state: statement.state },
    after: { state: event.to, revision: event.revision, ...(event.remark ? { remark: event.remark } : {}) },
  });
};

const lockStatement = async (tx: DbOrTx, partnerId: number, id: number): Promise<StatementRecord> => {
  const [row] = await tx
    .select()
    .from(settlementStatements)
    .where(and(eq(settlementStatements.partnerId, partnerId), eq(settlementStatements.id, id)))
    .for('update');
  if (!row) throw notFound('settlement.statement.notFound');
  return row;
};

/**
 * Moves a locked statement on if it is still in the state (and revision) it was read in, with its
 * orders' statement state; anything else is refused with `refusal` (1111).
 */
const moveStatement = async (
  tx: DbOrTx,
  statement: StatementRecord,
  changes: Partial<Omit<StatementRecord, 'partnerId' | 'id'>> & { state: number },
  refusal: string,
): Promise<StatementRecord> => {
  const [moved] = await tx
    .update(settlementStatements)
    .set({ ...changes, updatedTime: new Date() })
    .where(
      and(
        eq(settlementStatements.partnerId, statement.partnerId),
        eq(settlementStatements.id, statement.id),
        eq(settlementStatements.state, statement.state),
        eq(settlementStatements.revision, statement.revision),
      ),
    )
    .returning();
  if (!moved) throw fail(refusal);
  await recount(tx, statement.partnerId, statement.state, moved.state);
  return moved;
};

/** The statement's orders follow its state; all of them, or the statement's orders changed meanwhile. */
const followOnOrders = async (tx: DbOrTx, statement: StatementRecord) => {
  const changed = await setOrdersStatementState(
    tx,
    statement.partnerId,
    statement.id,
    lineOrderIds(statement.partnerId, statement.id),
    statement.state,
  );
  if (changed !== statement.orderCount) throw fail('settlement.statement.changedMeanwhile');
};

// ---- making ----

/** 'JS' + the local day + the partner's sequence of that day: JS202612010001. */
const nextStatementNo = async (tx: DbOrTx, partnerId: number, day: string): Promise<string> => {
  const prefix = `JS${day.replaceAll('-', '')}`;
  const [row] = await tx
    .select({ last: sql<string | null>`max(${settlementStatements.statementNo})` })
    .from(settlementStatements)
    .where(
      and(
        eq(settlementStatements.partnerId, partnerId),
        ilike(settlementStatements.statementNo, prefixPattern(prefix)),
      ),
    );
  const sequence = row.last ? Number(row.last.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(sequence).padStart(4, '0')}`;
};

export type MakeStatementInput = {
  partnerId: number;
  channelId: number;
  /** The period's first and last local calendar days, 'YYYY-MM-DD', on the orders' completion. */
  from: string;
  to: string;
  timeZone: string;
};

/**
 * Makes the partner's statement of a channel and period from its completed orders on no statement
 * (locked: a statement made at the same time elsewhere takes none of them): a line per order with
 * the channel's fee, the totals summed from the lines, the orders put on it, awaiting the partner's
 * confirmation, with a notice. Answers null, making nothing, when there is no such order.
 */
export const makeStatement = async (
  db: DbOrTx,
  input: MakeStatementInput,
  now = new Date(),
): Promise<StatementRecord | null> => {
  if (input.from > input.to) throw fail('settlement.statement.periodInvalid');
  const terms = (await channelMoneyTerms(db, [input.channelId])).get(input.channelId);
  if (!terms) throw notFound('channel.notFound');
  const { partnerId } = input;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${MAKE_LOCK}, (${partnerId}::bigint % 2147483647)::int)`,
    );
    const orders = await lockUnsettledOrders(
      tx,
      partnerId,
      input.channelId,
      localDayStart(input.from, input.timeZone),
      localDayStart(addDays(input.to, 1), input.timeZone),
    );
    if (orders.length === 0) return null;
    const lines = orders.map((order) => ({ order, money: lineMoneyOf(order.totalAmount, terms.feeRate) }));
    const totals = totalsOf(lines.map((line) => line.money));
    const statementNo = await nextStatementNo(tx, partnerId, localDayOf(now, input.timeZone));
    const [statement] = await tx
      .insert(settlementStatements)
      .values({
        partnerId,
        statementNo,
        channelId: input.channelId,
        periodFrom: input.from,
        periodTo: input.to,
        ...totals,
        state: StatementState.awaitingConfirmation,
        revision: 1,
      })
      .returning();
    // The lines in one statement, their values as one JSON parameter (10,000 lines: 90,000 values).
    const rows = lines.map(({ order, money }) => ({
      order_id: order.id,
      order_no: order.orderNo,
      customer_name: order.customerName,
      completed_time: order.completedTime.toISOString(),
      order_amount: money.orderAmount,
      fee_amount: money.feeAmount,
      settle_amount: money.settleAmount,
    }));
    await tx.execute(sql`insert into ${settlementLines} (partner_id, statement_id, order_id, order_no,
        customer_name, completed_time, order_amount, fee_rate, fee_amount, settle_amount)
      select ${partnerId}, ${statement.id}, r.order_id, r.order_no, r.customer_name, r.completed_time,
        r.order_amount, ${terms.feeRate}::numeric, r.fee_amount, r.settle_amount
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(order_id bigint, order_no text,
        customer_name text, completed_time timestamptz, order_amount numeric, fee_amount numeric,
        settle_amount numeric)`);
    const put = await putOrdersOnStatement(tx, partnerId, lineOrderIds(partnerId, statement.id), statement);
    if (put !== lines.length) throw fail('settlement.statement.changedMeanwhile');
    await recount(tx, partnerId, null, statement.state);
    await recordEvent(tx, statement, { action: 'made', revision: 1, accountId: null, to: statement.state });
    await sendNotice(tx, {
      partnerId,
      message: {
        key: 'settlement.statement.notice.made',
        params: {
          statementNo,
          channel: terms.channelName,
          from: input.from,
          to: input.to,
          count: String(totals.orderCount),
          orderAmount: totals.orderAmount,
          feeAmount: totals.feeAmount,
          settleAmount: totals.settleAmount,
        },
      },
    });
    return statement;
  });
};

/** The first and last day of the calendar month before the one of `today` ('YYYY-MM-DD'). */
export const previousMonthOf = (today: string): { from: string; to: string } => {
  const to = addDays(`${today.slice(0, 7)}-01`, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
};

/**
 * The monthly job's work on the 1st local day of a month: last month's statement for every partner
 * and channel with completed orders of last month on no statement. Run again, it finds none left
 * and makes nothing; on other days it does nothing. Answers the statements made.
 */
export const makeMonthlyStatements = async (
  db: DbOrTx,
  today: string,
  timeZone: string,
  now = new Date(),
): Promise<StatementRecord[]> => {
  if (!today.endsWith('-01')) return [];
  const { from, to } = previousMonthOf(today);
  const targets = await unsettledChannels(
    db,
    localDayStart(from, timeZone),
    localDayStart(addDays(to, 1), timeZone),
  );
  const made: StatementRecord[] = [];
  for (const target of targets) {
    const statement = await makeStatement(db, { ...target, from, to, timeZone }, now);
    if (statement) made.push(statement);
  }
  return made;
};

// ---- the partner: confirm or dispute ----

const lockAwaiting = async (tx: DbOrTx, partnerId: number, id: number, revision: number) => {
  const statement = await lockStatement(tx, partnerId, id);
  if (statement.state !== StatementState.awaitingConfirmation) {
    throw fail('settlement.statement.notAwaitingConfirmation');
  }
  if (statement.revision !== revision) throw fail('settlement.statement.revisionChanged');
  return statement;
};

/** The partner confirms the money of the revision it saw: 1 -> 2. */
export const confirmStatement = (db: DbOrTx, actor: StatementActor, input: StatementConfirm) =>
  db.transaction(async (tx) => {
    const statement = await lockAwaiting(tx, actor.partnerId, input.id, input.revision);
    const now = new Date();
    const confirmed = await moveStatement(
      tx,
      statement,
      { state: StatementState.confirmed, confirmedBy: actor.accountId, confirmedTime: now },
      'settlement.statement.notAwaitingConfirmation',
    );
    await followOnOrders(tx, confirmed);
    await recordEvent(tx, statement, {
      action: 'confirmed',
      revision: statement.revision,
      accountId: actor.accountId,
      to: confirmed.state,
    });
    return confirmed;
  });

/** The partner disputes the revision it saw, with the reason, for the operator: 1 -> 3. */
export const disputeStatement = (db: DbOrTx, actor: StatementActor, input: StatementDispute) =>
  db.transaction(async (tx) => {
    const statement = await lockAwaiting(tx, actor.partnerId, input.id, input.revision);
    const disputed = await moveStatement(
      tx,
      statement,
      { state: StatementState.disputed, disputeReason: input.reason },
      'settlement.statement.notAwaitingConfirmation',
    );
    await followOnOrders(tx, disputed);
    await recordEvent(tx, statement, {
      action: 'disputed',
      revision: statement.revision,
      accountId: actor.accountId,
      remark: input.reason,
      to: disputed.state,
    });
    return disputed;
  });

// ---- the operator: revise, withdraw, pay ----

/** A statement of the partner by its number (the operator's commands name statements so). */
export const statementByNo = async (
  db: DbOrTx,
  partnerId: number,
  statementNo: string,
): Promise<StatementRecord> => {
  const [row] = await db
    .select()
    .from(settlementStatements)
    .where(
      and(eq(settlementStatements.partnerId, partnerId), eq(settlementStatements.statementNo, statementNo)),
    );
  if (!row) throw notFound('settlement.statement.notFound');
  return row;
};

/**
 * The operator revises a disputed statement: the named orders are taken off it (and freed for a
 * later statement), the totals summed again from the lines left, the revision raised; it awaits the
 * partner's confirmation again, with a notice: 3 -> 1.
 */
export const reviseStatement = (
  db: DbOrTx,
  partnerId: number,
  input: { id: number; orderNos: readonly string[]; remark?: string | null },
) =>
  db.transaction(async (tx) => {
    const statement = await lockStatement(tx, partnerId, input.id);
    if (statement.state !== StatementState.disputed) throw fail('settlement.statement.notDisputed');
    const orderNos = [...new Set(input.orderNos.map((no) => no.trim()).filter(Boolean))];
    if (orderNos.length === 0) throw fail('settlement.statement.reviseNothing');
    const remark = input.remark?.trim() || null;
    if (remark && remark.length > 300) throw fail('settlement.statement.remarkTooLong');
    const dropped = await tx
      .select({ id: settlementLines.id, orderId: settlementLines.orderId, orderNo: settlementLines.orderNo })
      .from(settlementLines)
      .where(
        and(
          eq(settlementLines.partnerId, partnerId),
          eq(settlementLines.statementId, statement.id),
          inArray(settlementLines.orderNo, orderNos),
        ),
      );
    const missing = orderNos.find((no) => !dropped.some((line) => line.orderNo === no));
    if (missing) throw fail('settlement.statement.orderNotOnStatement', { orderNo: missing });
    if (dropped.length >= statement.orderCount) throw fail('settlement.statement.reviseEmpty');
    const freed = await freeOrdersFromStatement(
      tx,
      partnerId,
      statement.id,
      dropped.map((line) => line.orderId),
    );
    if (freed !== dropped.length) throw fail('settlement.statement.changedMeanwhile');
    await tx.delete(settlementLines).where(
      and(
        eq(settlementLines.partnerId, partnerId),
        inArray(
          settlementLines.id,
          dropped.map((line) => line.id),
        ),
      ),
    );
    const kept = await tx
      .select({
        orderAmount: settlementLines.orderAmount,
        feeAmount: settlementLines.feeAmount,
        settleAmount: settlementLines.settleAmount,
      })
      .from(settlementLines)
      .where(and(eq(settlementLines.partnerId, partnerId), eq(settlementLines.statementId, statement.id)));
    const totals = totalsOf(kept);
    const revised = await moveStatement(
      tx,
      statement,
      {
        ...totals,
        state: StatementState.awaitingConfirmation,
        revision: statement.revision + 1,
        disputeReason: null,
      },
      'settlement.statement.notDisputed',
    );
    await followOnOrders(tx, revised);
    const droppedText = dropped.map((line) => line.orderNo).join(', ');
    await recordEvent(tx, statement, {
      action: 'revised',
      revision: revised.revision,
      accountId: null,
      remark: (remark ? `${remark} (${droppedText})` : droppedText).slice(0, 500),
      to: revised.state,
    });
    await sendNotice(tx, {
      partnerId,
      message: {
        key: 'settlement.statement.notice.revised',
        params: {
          statementNo: revised.statementNo,
          revision: String(revised.revision),
          count: String(revised.orderCount),
          settleAmount: revised.settleAmount,
          remark: remark ? `${remark} ` : '',
        },
      },
    });
    return revised;
  });

/**
 * The operator withdraws a statement awaiting confirmation or disputed: every order on it is freed
 * (they go on a later statement); its lines stay as its history: -> 5.
 */
export const withdrawStatement = (db: DbOrTx, partnerId: number, id: number) =>
  db.transaction(async (tx) => {
    const statement = await lockStatement(tx, partnerId, id);
    const open: number[] = [StatementState.awaitingConfirmation, StatementState.disputed];
    if (!open.includes(statement.state)) throw fail('settlement.statement.notWithdrawable');
    const withdrawn = await moveStatement(
      tx,
      statement,
      { state: StatementState.withdrawn },
      'settlement.statement.notWithdrawable',
    );
    const freed = await freeOrdersFromStatement(
      tx,
      partnerId,
      statement.id,
      lineOrderIds(partnerId, statement.id),
    );
    if (freed !== statement.orderCount) throw fail('settlement.statement.changedMeanwhile');
    await recordEvent(tx, statement, {
      action: 'withdrawn',
      revision: statement.revision,
      accountId: null,
      to: withdrawn.state,
    });
    return withdrawn;
  });

export const PROOF_FILE_KINDS = ['pdf', 'image'] as const;

/**
 * The operator pays a confirmed statement: the bank serial of the payout and its proof (a pdf or
 * picture, a file of the partner), with a notice: 2 -> 4.
 */
export const payStatement = (
  db: DbOrTx,
  partnerId: number,
  input: { id: number; bankSerial: string; proofFileId: number },
) =>
  db.transaction(async (tx) => {
    const bankSerial = input.bankSerial.trim();
    if (!bankSerial) throw fail('settlement.statement.serialRequired');
    if (bankSerial.length > 64) throw fail('settlement.statement.serialTooLong');
    const statement = await lockStatement(tx, partnerId, input.id);
    if (statement.state !== StatementState.confirmed) throw fail('settlement.statement.notConfirmed');
    await assertOwnFile(tx, partnerId, input.proofFileId, PROOF_FILE_KINDS);
    const paid = await moveStatement(
      tx,
      statement,
      {
        state: StatementState.paid,
        paidTime: new Date(),
        payoutSerial: bankSerial,
        proofFileId: input.proofFileId,
      },
      'settlement.statement.notConfirmed',
    );
    await followOnOrders(tx, paid);
    await recordEvent(tx, statement, {
      action: 'paid',
      revision: statement.revision,
      accountId: null,
      remark: bankSerial,
      to: paid.state,
    });
    await sendNotice(tx, {
      partnerId,
      message: {
        key: 'settlement.statement.notice.paid',
        params: { statementNo: paid.statementNo, settleAmount: paid.settleAmount, serial: bankSerial },
      },
    });
    return paid;
  });

// ---- reading ----

const ROW_COLUMNS = {
  statement: settlementStatements,
  channelName: channelNameSql(settlementStatements.channelId),
};

const rowOf = (statement: StatementRecord, channelName: string | null): StatementRow => ({
  id: statement.id,
  statementNo: statement.statementNo,
  channelId: statement.channelId,
  channelName: channelName ?? '',
  periodFrom: statement.periodFrom,
  periodTo: statement.periodTo,
  orderCount: statement.orderCount,
  orderAmount: statement.orderAmount,
  feeAmount: statement.feeAmount,
  settleAmount: statement.settleAmount,
  state: statement.state as StatementStateValue,
  revision: statement.revision,
  disputeReason: statement.disputeReason,
  createdTime: statement.createdTime.toISOString(),
  confirmedTime: statement.confirmedTime?.toISOString() ?? null,
  paidTime: statement.paidTime?.toISOString() ?? null,
});

const filterOf = (partnerId: number, filter: StatementFilter): SQL | undefined =>
  and(
    eq(settlementStatements.partnerId, partnerId),
    filter.statementNo
      ? ilike(settlementStatements.statementNo, prefixPattern(filter.statementNo))
      : undefined,
    filter.channelId ? eq(settlementStatements.channelId, filter.channelId) : undefined,
    filter.state ? eq(settlementStatements.state, filter.state) : undefined,
    // The statement's period overlaps [dateFrom, dateTo].
    filter.dateFrom ? gte(settlementStatements.periodTo, filter.dateFrom) : undefined,
    filter.dateTo ? lte(settlementStatements.periodFrom, filter.dateTo) : undefined,
    filter.amountMin ? gte(settlementStatements.settleAmount, filter.amountMin) : undefined,
    filter.amountMax ? lte(settlementStatements.settleAmount, filter.amountMax) : undefined,
  );

const selectRows = (db: DbOrTx, total: SQL<number>) =>
  db
    .select({ ...ROW_COLUMNS, total })
    .from(settlementStatements)
    .$dynamic();

/** The partner's statements, newest first unless sorted otherwise (settle amount). */
export const listStatements = async (
  db: DbOrTx,
  partnerId: number,
  query: StatementPageQuery,
): Promise<{ rows: StatementRow[]; total: number }> => {
  const order = query.sortType === 'asc' ? asc : desc;
  const page = await pageOf(db, query, (total) => selectRows(db, total), filterOf(partnerId, query), [
    order(
      query.sortBy === 'settleAmount' ? settlementStatements.settleAmount : settlementStatements.createdTime,
    ),
    order(settlementStatements.id),
  ]);
  return { total: page.total, rows: page.rows.map((row) => rowOf(row.statement, row.channelName)) };
};

/** Up to `limit` of the filtered statements after the one with id `afterId`, newest first: the export's batches. */
export const listStatementsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: StatementFilter,
  afterId: number | undefined,
  limit: number,
): Promise<StatementRow[]> =>
  (
    await batchAfter(
      selectRows(db, noTotal()),
      filterOf(partnerId, filter),
      settlementStatements.id,
      afterId,
      limit,
    )
  ).map((row) => rowOf(row.statement, row.channelName));

/** The partner's statements per state (keys are the states), for the list's tabs. */
export const statementStateCounts = async (db: DbOrTx, partnerId: number): Promise<StateCounts> => {
  const rows = await db
    .select({ state: settlementStatements.state, total: count() })
    .from(settlementStatements)
    .where(eq(settlementStatements.partnerId, partnerId))
    .groupBy(settlementStatements.state);
  return Object.fromEntries(rows.map((row) => [String(row.state), row.total]));
};

/** One statement of the partner with its history, payout and what its orders received so far. */
export const statementDetail = async (
  db: DbOrTx,
  partnerId: number,
  id: number,
): Promise<StatementDetail> => {
  const [row] = await db
    .select(ROW_COLUMNS)
    .from(settlementStatements)
    .where(and(eq(settlementStatements.partnerId, partnerId), eq(settlementStatements.id, id)));
  if (!row) throw notFound('settlement.statement.notFound');
  const { statement } = row;
  const events = await db
    .select()
    .from(settlementEvents)
    .where(and(eq(settlementEvents.partnerId, partnerId), eq(settlementEvents.statementId, id)))
    .orderBy(asc(settlementEvents.createdTime), asc(settlementEvents.id));
  const nameOf = await operatorNamesOf(
    db,
    partnerId,
    events.map((event) => event.accountId),
  );
  const [proof] = await fileSummariesOf(db, partnerId, statement.proofFileId ? [statement.proofFileId] : []);
  const money = await moneyOfOrders(db, partnerId, lineOrderIds(partnerId, id));
  return {
    ...rowOf(statement, row.channelName),
    events: events.map((event) => ({
      action: event.action as EventAction,
      revision: event.revision,
      accountName: nameOf(event.accountId),
      remark: event.remark,
      time: event.createdTime.toISOString(),
    })),
    payoutSerial: statement.payoutSerial,
    proofFileId: proof?.id ?? null,
    proofFileName: proof?.name ?? null,
    proofUrl: proof ? signedFileUrl(partnerId, proof.id) : null,
    ...money,
  };
};

/** A page of a statement's lines, oldest completion first unless sorted otherwise. */
export const listStatementLines = async (
  db: DbOrTx,
  partnerId: number,
  query: StatementLinePageQuery,
): Promise<{ rows: StatementLine[]; total: number }> => {
  const [statement] = await db
    .select({ id: settlementStatements.id })
    .from(settlementStatements)
    .where(and(eq(settlementStatements.partnerId, partnerId), eq(settlementStatements.id, query.id)));
  if (!statement) throw notFound('settlement.statement.notFound');
  const order = query.sortType === 'desc' ? desc : asc;
  const page = await pageOf(
    db,
    query,
    (total) => db.select({ line: settlementLines, total }).from(settlementLines).$dynamic(),
    and(
      eq(settlementLines.partnerId, partnerId),
      eq(settlementLines.statementId, query.id),
      query.orderNo ? ilike(settlementLines.orderNo, prefixPattern(query.orderNo)) : undefined,
    ),
    [order(settlementLines.completedTime), order(settlementLines.id)],
  );
  return {
    total: page.total,
    rows: page.rows.map(({ line }) => ({
      orderId: line.orderId,
      orderNo: line.orderNo,
      customerName: line.customerName,
      completedTime: line.completedTime.toISOString(),
      orderAmount: line.orderAmount,
      feeRate: line.feeRate,
      feeAmount: line.feeAmount,
      settleAmount: line.settleAmount,
    })),
  };
};

/** The partner's paid statements matching a proof filter (paid on the local days of the range). */
const proofWhere = (partnerId: number, filter: ProofFilter, timeZone: string) =>
  and(
    eq(settlementStatements.partnerId, partnerId),
    eq(settlementStatements.state, StatementState.paid),
    filter.statementNo
      ? ilike(settlementStatements.statementNo, prefixPattern(filter.statementNo))
      : undefined,
    filter.channelId ? eq(settlementStatements.channelId, filter.channelId) : undefined,
    filter.dateFrom
      ? gte(settlementStatements.paidTime, localDayStart(filter.dateFrom, timeZone))
      : undefined,
    filter.dateTo
      ? lt(settlementStatements.paidTime, localDayStart(addDays(filter.dateTo, 1), timeZone))
      : undefined,
  );

/** Proof rows of paid statements, with the proof file's name and a signed link. */
const proofRowsOf = async (
  db: DbOrTx,
  partnerId: number,
  rows: readonly { statement: StatementRecord; channelName: string | null }[],
): Promise<ProofRow[]> => {
  const files = await fileSummariesOf(
    db,
    partnerId,
    rows.flatMap(({ statement }) => (statement.proofFileId ? [statement.proofFileId] : [])),
  );
  const nameOf = new Map(files.map((file) => [file.id, file.name]));
  return rows.map(({ statement, channelName }) => {
    const fileId = statement.proofFileId ?? 0;
    return {
      statementId: statement.id,
      statementNo: statement.statementNo,
      channelName: channelName ?? '',
      periodFrom: statement.periodFrom,
      periodTo: statement.periodTo,
      settleAmount: statement.settleAmount,
      payoutSerial: statement.payoutSerial ?? '',
      paidTime: (statement.paidTime ?? statement.updatedTime).toISOString(),
      proofFileId: fileId,
      proofFileName: nameOf.get(fileId) ?? '',
      proofUrl: signedFileUrl(partnerId, fileId),
    };
  });
};

/** The payout proofs of the partner's paid statements, latest payout first unless sorted otherwise. */
export const listProofs = async (
  db: DbOrTx,
  partnerId: number,
  query: ProofPageQuery,
  timeZone: string,
): Promise<{ rows: ProofRow[]; total: number }> => {
  const order = query.sortType === 'asc' ? asc : desc;
  const page = await pageOf(
    db,
    query,
    (total) => selectRows(db, total),
    proofWhere(partnerId, query, timeZone),
    [order(settlementStatements.paidTime), order(settlementStatements.id)],
  );
  return { total: page.total, rows: await proofRowsOf(db, partnerId, page.rows) };
};

/** A batch of the proofs matching the filter after the statement id `afterId` (the export). */
export const listProofsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: ProofFilter,
  timeZone: string,
  afterId: number | undefined,
  limit: number,
): Promise<ProofRow[]> =>
  proofRowsOf(
    db,
    partnerId,
    await batchAfter(
      selectRows(db, noTotal()),
      proofWhere(partnerId, filter, timeZone),
      settlementStatements.id,
      afterId,
      limit,
    ),
  );

/** The partner's latest statements (the operator's `settlement list`), newest first. */
export const latestStatementsOf = (db: DbOrTx, partnerId: number, limit = 50): Promise<StatementRow[]> =>
  listStatementsAfter(db, partnerId, {}, undefined, limit);
