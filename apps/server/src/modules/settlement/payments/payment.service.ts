import {
  type Allocation,
  type DifferenceReason,
  type PaymentDetail,
  type PaymentFilter,
  type PaymentInput,
  type PaymentPageQuery,
  type PaymentRow,
  PaymentState,
  type PaymentUpdate,
} from '@portal/shared/contracts/settlement';
import { compareMoney, subtract } from '@portal/shared/money';
import { and, asc, count, desc, eq, gt, gte, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { preparedPerShape } from '../../../db/prepared';
import { containsPattern } from '../../../db/like';
import { batchAfter, noTotal, pageWithTotal } from '../../../db/paging';
import { uniqueViolationOf } from '../../../db/unique-violation';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import { operatorNamesOf } from '../../auth/accounts.service';
import { assertOwnFile, fileSummariesOf, signedFileUrl } from '../../communal/files.service';
import { ordersMoneyOf } from '../../orders/order-money';
import { settlementAllocations, settlementPayments } from '../settlement.table';
import { keptPaymentCounts, keptPaymentTotal, recountPayments } from './payment-counts';

/** Who acts on payments: an account of the partner, or null for the operator, the seed, the import job. */
export type PaymentActor = { partnerId: number; accountId: number | null };

export type PaymentRecord = typeof settlementPayments.$inferSelect;

/** settlement_payments.source */
export const PaymentSource = { manual: 1, import: 2 } as const;

/** A payment's proof: a picture or a pdf of the bank's slip. */
const PROOF_KINDS = ['image', 'pdf'] as const;
const SERIAL_INDEX = 'settlement_payments_serial_idx';

export const restOf = (payment: Pick<PaymentRecord, 'amount' | 'allocatedAmount'>) =>
  subtract(payment.amount, payment.allocatedAmount);

export const stateOf = (payment: Pick<PaymentRecord, 'amount' | 'allocatedAmount'>): PaymentState =>
  compareMoney(payment.allocatedAmount, 0) === 0
    ? PaymentState.unmatched
    : compareMoney(payment.allocatedAmount, payment.amount) >= 0
      ? PaymentState.matched
      : PaymentState.partlyMatched;

export const paymentRowOf = (payment: PaymentRecord): PaymentRow => ({
  id: payment.id,
  payer: payment.payer,
  amount: payment.amount,
  allocatedAmount: payment.allocatedAmount,
  restAmount: restOf(payment),
  paidDate: payment.paidDate,
  bankSerial: payment.bankSerial,
  remark: payment.remark,
  proofFileId: payment.proofFileId,
  source: payment.source === PaymentSource.import ? 'import' : 'manual',
  state: stateOf(payment),
  createdTime: payment.createdTime.toISOString(),
});

// ---- the list ----

const p = settlementPayments;

/** The condition of a derived state (allocated vs amount). */
const stateWhere = (state: PaymentState): SQL =>
  state === PaymentState.unmatched
    ? eq(p.allocatedAmount, '0')
    : state === PaymentState.matched
      ? sql`${p.allocatedAmount} = ${p.amount}`
      : (and(gt(p.allocatedAmount, '0'), lt(p.allocatedAmount, p.amount)) as SQL);

const filterOf = (partnerId: number, filter: PaymentFilter): SQL | undefined =>
  and(
    eq(p.partnerId, partnerId),
    filter.keyword
      ? or(
          ilike(p.payer, containsPattern(filter.keyword)),
          ilike(p.bankSerial, containsPattern(filter.keyword)),
          ilike(p.remark, containsPattern(filter.keyword)),
        )
      : undefined,
    filter.payer ? ilike(p.payer, containsPattern(filter.payer)) : undefined,
    filter.bankSerial ? ilike(p.bankSerial, containsPattern(filter.bankSerial)) : undefined,
    filter.state !== undefined && filter.state !== null ? stateWhere(filter.state) : undefined,
    filter.dateFrom ? gte(p.paidDate, filter.dateFrom) : undefined,
    filter.dateTo ? lte(p.paidDate, filter.dateTo) : undefined,
    filter.amountMin ? gte(p.amount, filter.amountMin) : undefined,
    filter.amountMax ? lte(p.amount, filter.amountMax) : undefined,
  );

const SORTED_BY = { paidDate: p.paidDate, amount: p.amount, createdTime: p.createdTime } as const;

const SORT_LETTERS = { paidDate: 'p', amount: 'a', createdTime: 'c' } as const;
const SORTED_BY_LETTER = { p: p.paidDate, a: p.amount, c: p.createdTime } as const;

/**
 * The list's hot shapes (a tab: no filter but the state), prepared once each: the sort letter, the
 * direction (a / d), then the state when one is asked for. Their total is the kept count.
 */
const tabPageQuery = preparedPerShape('payments_page', (db, shape: string, name) => {
  const direction = shape[1] === 'a' ? asc : desc;
  const column = SORTED_BY_LETTER[shape[0] as keyof typeof SORTED_BY_LETTER];
  const state = shape.length > 2 ? (Number(shape[2]) as PaymentState) : undefined;
  const partnerId = sql.placeholder('partnerId');
  return db
    .select({ payment: p, total: keptPaymentTotal(partnerId, state) })
    .from(p)
    .where(and(eq(p.partnerId, partnerId), state === undefined ? undefined : stateWhere(state)))
    .orderBy(direction(column), direction(p.id))
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});

/** True when a query sets no filter but (maybe) the state. */
const isTab = (query: PaymentPageQuery) =>
  !query.keyword &&
  !query.payer &&
  !query.bankSerial &&
  !query.dateFrom &&
  !query.dateTo &&
  !query.amountMin &&
  !query.amountMax;

/**
 * The partner's payments matching the filter, latest paid first unless sorted otherwise. A tab
 * (only the state, or nothing) is a prepared statement whose total is the kept count; any other
 * filter counts its total in an uncorrelated subquery (once, rather than a window over every row).
 */
export const listPayments = async (
  db: Db,
  partnerId: number,
  query: PaymentPageQuery,
): Promise<{ rows: PaymentRow[]; total: number }> => {
  const sortBy = (query.sortBy ?? 'paidDate') as keyof typeof SORT_LETTERS;
  const ascending = query.sortType === 'asc';
  const where = filterOf(partnerId, query);
  const offset = (query.current - 1) * query.size;
  const state = query.state ?? undefined;
  const rows = isTab(query)
    ? await tabPageQuery(db, `${SORT_LETTERS[sortBy]}${ascending ? 'a' : 'd'}${state ?? ''}`).execute({
        partnerId,
        size: query.size,
        offset,
      })
    : await db
        .select({ payment: p, total: sql<number>`(select count(*)::int from ${p} where ${where})` })
        .from(p)
        .where(where)
        .orderBy((ascending ? asc : desc)(SORTED_BY[sortBy]), (ascending ? asc : desc)(p.id))
        .limit(query.size)
        .offset(offset);
  const page = await pageWithTotal(rows, offset, async () => {
    const [{ total }] = await db.select({ total: count() }).from(p).where(where);
    return total;
  });
  return { total: page.total, rows: page.rows.map((row) => paymentRowOf(row.payment)) };
};

/** A keyset batch of the filtered payments for their export, newest id first, after the id `afterId`. */
export const listPaymentsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: PaymentFilter,
  afterId: number | undefined,
  limit: number,
): Promise<PaymentRow[]> => {
  const rows = await batchAfter(
    db.select({ payment: p, total: noTotal() }).from(p).$dynamic(),
    filterOf(partnerId, filter),
    p.id,
    afterId,
    limit,
  );
  return rows.map((row) => paymentRowOf(row.payment));
};

/** How many of the partner's payments are unmatched (0), partly matched (1) and matched (2). */
export const paymentStateCounts = keptPaymentCounts;

// ---- one payment ----

/** The partner's payment; another partner's id answers like a missing one. */
export const paymentOf = async (db: DbOrTx, partnerId: number, id: number): Promise<PaymentRecord> => {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.partnerId, partnerId), eq(p.id, id)));
  if (!row) throw notFound('payment.notFound');
  return row;
};

/** Locks the partner's payment for a change (the first lock of a match). */
export const lockPayment = async (tx: DbOrTx, partnerId: number, id: number): Promise<PaymentRecord> => {
  const [row] = await tx
    .select()
    .from(p)
    .where(and(eq(p.partnerId, partnerId), eq(p.id, id)))
    .for('update');
  if (!row) throw notFound('payment.notFound');
  return row;
};

/** Statement states after which an allocation stays: confirmed (2) and paid (4). */
export const LOCKED_STATEMENT_STATES: readonly number[] = [2, 4];

const allocationsOf = async (db: DbOrTx, partnerId: number, paymentId: number): Promise<Allocation[]> => {
  const rows = await db
    .select()
    .from(settlementAllocations)
    .where(
      and(eq(settlementAllocations.partnerId, partnerId), eq(settlementAllocations.paymentId, paymentId)),
    )
    .orderBy(asc(settlementAllocations.id));
  const money = await ordersMoneyOf(
    db,
    partnerId,
    rows.map((row) => row.orderId),
  );
  const accountOf = await operatorNamesOf(
    db,
    partnerId,
    rows.map((row) => row.createdBy),
  );
  return rows.map((row) => {
    const order = money.get(row.orderId);
    return {
      id: row.id,
      orderId: row.orderId,
      orderNo: order?.orderNo ?? '',
      customerName: order?.customerName ?? '',
      orderAmount: order?.totalAmount ?? '0.00',
      amount: row.amount,
      differenceAmount: row.differenceAmount,
      differenceReason: row.differenceReason as DifferenceReason | null,
      outstandingAmount: order?.outstandingAmount ?? '0.00',
      accountName: accountOf(row.createdBy),
      createdTime: row.createdTime.toISOString(),
      undoable: !LOCKED_STATEMENT_STATES.includes(order?.statementState ?? 0),
    };
  });
};

/** One payment with its allocations, its rest and its proof. */
export const paymentDetail = async (db: DbOrTx, partnerId: number, id: number): Promise<PaymentDetail> => {
  const payment = await paymentOf(db, partnerId, id);
  const [proof] = payment.proofFileId ? await fileSummariesOf(db, partnerId, [payment.proofFileId]) : [];
  return {
    ...paymentRowOf(payment),
    proofFileName: proof?.name ?? null,
    proofUrl: proof ? signedFileUrl(partnerId, proof.id) : null,
    allocations: await allocationsOf(db, partnerId, id),
  };
};

// ---- add, correct, delete ----

const assertSerialFree = async (
  tx: DbOrTx,
  partnerId: number,
  serial: string | null | undefined,
  self?: number,
) => {
  if (!serial) return;
  const [taken] = await tx
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.partnerId, partnerId), eq(p.bankSerial, serial)));
  if (taken && taken.id !== self) throw fail('payment.serialExists', { serial });
};

/** A serial taken between the check and the write (two entries at once) is the same refusal. */
const serialGuarded = async <T>(serial: string | null | undefined, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolationOf(error) === SERIAL_INDEX)
      throw fail('payment.serialExists', { serial: serial ?? '' });
    throw error;
  }
};

const inputValues = (input: PaymentInput) => ({
  payer: input.payer,
  amount: input.amount,
  paidDate: input.paidDate,
  bankSerial: input.bankSerial ?? null,
  remark: input.remark ?? null,
  proofFileId: input.proofFileId ?? null,
});

/**
 * Records a payment received from a customer (unmatched). A bank serial the partner already has is
 * refused: a payment is recorded once. The automatic match is payment-entry.ts's.
 */
export const addPayment = (
  db: DbOrTx,
  actor: PaymentActor,
  input: PaymentInput,
  source: number = PaymentSource.manual,
): Promise<PaymentRecord> =>
  serialGuarded(input.bankSerial, () =>
    db.transaction(async (tx) => {
      await assertSerialFree(tx, actor.partnerId, input.bankSerial);
      if (input.proofFileId) await assertOwnFile(tx, actor.partnerId, input.proofFileId, PROOF_KINDS);
      const [payment] = await tx
        .insert(p)
        .values({ partnerId: actor.partnerId, ...inputValues(input), source, createdBy: actor.accountId })
        .returning();
      await recountPayments(tx, actor.partnerId, null, PaymentState.unmatched);
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'paymentAdded',
        entity: 'payment',
        entityId: payment.id,
        after: inputValues(input),
      });
      return payment;
    }),
  );

/** Corrects a payment that has no allocation yet (guarded: one allocated meanwhile answers 1111). */
export const updatePayment = (
  db: DbOrTx,
  actor: PaymentActor,
  input: PaymentUpdate,
): Promise<PaymentRecord> =>
  serialGuarded(input.bankSerial, () =>
    db.transaction(async (tx) => {
      const before = await lockPayment(tx, actor.partnerId, input.id);
      if (compareMoney(before.allocatedAmount, 0) !== 0) throw fail('payment.hasAllocations');
      await assertSerialFree(tx, actor.partnerId, input.bankSerial, input.id);
      if (input.proofFileId && input.proofFileId !== before.proofFileId) {
        await assertOwnFile(tx, actor.partnerId, input.proofFileId, PROOF_KINDS);
      }
      const [after] = await tx
        .update(p)
        .set({ ...inputValues(input), updatedTime: new Date() })
        .where(and(eq(p.partnerId, actor.partnerId), eq(p.id, input.id), eq(p.allocatedAmount, '0')))
        .returning();
      if (!after) throw fail('payment.hasAllocations');
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'paymentUpdated',
        entity: 'payment',
        entityId: input.id,
        before: inputValues(before),
        after: inputValues(input),
      });
      return after;
    }),
  );

/** Deletes a payment that has no allocation. */
export const deletePayment = (db: DbOrTx, actor: PaymentActor, id: number): Promise<void> =>
  db.transaction(async (tx) => {
    const before = await lockPayment(tx, actor.partnerId, id);
    if (compareMoney(before.allocatedAmount, 0) !== 0) throw fail('payment.hasAllocations');
    const [gone] = await tx
      .delete(p)
      .where(and(eq(p.partnerId, actor.partnerId), eq(p.id, id), eq(p.allocatedAmount, '0')))
      .returning({ id: p.id });
    if (!gone) throw fail('payment.hasAllocations');
    await recountPayments(tx, actor.partnerId, PaymentState.unmatched, null);
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'paymentDeleted',
      entity: 'payment',
      entityId: id,
      before: inputValues(before),
    });
  });
