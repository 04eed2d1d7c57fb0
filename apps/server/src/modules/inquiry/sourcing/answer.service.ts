import {
  type AnswerSource,
  type ComparedAnswer,
  OPEN_SOURCING_STATES,
  type SourcingAnswerInput,
  type SourcingComparison,
  SourcingState,
} from '@portal/shared/contracts/sourcing';
import { add, addPercent, compareMoney, multiply } from '@portal/shared/money';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { ANSWER_SOURCE_CODE, answerSourceOf } from './answer-source';
import { fail } from '../../../platform/errors';
import { countCooperators, type SourcingActor } from './cooperator.service';
import { refreshProcurePrices } from './procure-price.service';
import { firmsOf, linesOf, lockRequest, requestOf, sourcingRowOf } from './sourcing.service';
import { sourcingAnswers, sourcingFirms, sourcingLines, sourcingRequests } from './sourcing.table';

const a = sourcingAnswers;

/** The unit price with tax, what answers are compared by (a rate missing counts as 0 %). */
export const taxedPriceOf = (unitPrice: string, taxIncluded: boolean, taxRate: string | null | undefined) =>
  taxIncluded || !taxRate ? add(unitPrice) : addPercent(unitPrice, taxRate);

/**
 * Records a cooperation partner's prices for lines of a request awaiting answers: by the partner's
 * staff (received by phone or email) or by the operator (the firm's side, the simulator). A firm
 * answering a line again replaces its price. The request moves to partly answered or answered, and
 * the items' procure prices follow, in the same transaction.
 */
export const recordAnswer = (
  db: DbOrTx,
  actor: SourcingActor,
  input: SourcingAnswerInput,
  source: AnswerSource,
  clock: { now?: Date } = {},
): Promise<void> =>
  db.transaction(async (tx) => {
    const now = clock.now ?? new Date();
    const { partnerId } = actor;
    const request = await lockRequest(tx, partnerId, input.requestId);
    if (!OPEN_SOURCING_STATES.includes(request.state as SourcingState)) {
      throw fail('sourcing.answer.notOpen', { requestNo: request.requestNo });
    }
    if (request.deadline.getTime() <= now.getTime()) {
      throw fail('sourcing.answer.deadlinePassed', { requestNo: request.requestNo });
    }
    const [firm] = await tx
      .select()
      .from(sourcingFirms)
      .where(
        and(
          eq(sourcingFirms.partnerId, partnerId),
          eq(sourcingFirms.requestId, request.id),
          eq(sourcingFirms.cooperatorId, input.cooperatorId),
        ),
      );
    if (!firm) throw fail('sourcing.answer.firmNotAsked');
    const lineIds = input.lines.map((line) => line.lineId);
    const lines = new Map(
      (
        await tx
          .select()
          .from(sourcingLines)
          .where(
            and(
              eq(sourcingLines.partnerId, partnerId),
              eq(sourcingLines.requestId, request.id),
              inArray(sourcingLines.id, lineIds),
            ),
          )
      ).map((line) => [line.id, line]),
    );
    const values = input.lines.map((answer) => {
      const line = lines.get(answer.lineId);
      if (!line) throw fail('sourcing.answer.lineNotFound');
      const taxRate = answer.taxRate ?? null;
      return {
        partnerId,
        requestId: request.id,
        lineId: line.id,
        cooperatorId: input.cooperatorId,
        itemKey: line.itemKey,
        unitPrice: answer.unitPrice,
        taxIncluded: answer.taxIncluded,
        taxRate,
        taxedPrice: taxedPriceOf(answer.unitPrice, answer.taxIncluded, taxRate),
        deliveryDays: answer.deliveryDays ?? null,
        remark: answer.remark ?? null,
        source: ANSWER_SOURCE_CODE[source],
        enteredBy: actor.accountId,
        answeredTime: now,
      };
    });
    await tx
      .insert(a)
      .values(values)
      .onConflictDoUpdate({
        target: [a.partnerId, a.lineId, a.cooperatorId],
        set: {
          unitPrice: sql`excluded.unit_price`,
          taxIncluded: sql`excluded.tax_included`,
          taxRate: sql`excluded.tax_rate`,
          taxedPrice: sql`excluded.taxed_price`,
          deliveryDays: sql`excluded.delivery_days`,
          remark: sql`excluded.remark`,
          source: sql`excluded.source`,
          enteredBy: sql`excluded.entered_by`,
          answeredTime: sql`excluded.answered_time`,
        },
      });
    const [{ answered }] = await tx
      .select({ answered: count() })
      .from(a)
      .where(
        and(eq(a.partnerId, partnerId), eq(a.requestId, request.id), eq(a.cooperatorId, input.cooperatorId)),
      );
    const firstAnswer = firm.answeredTime === null;
    await tx
      .update(sourcingFirms)
      .set({ answeredLines: Number(answered), answeredTime: now })
      .where(and(eq(sourcingFirms.partnerId, partnerId), eq(sourcingFirms.id, firm.id)));
    if (firstAnswer) {
      const answeredFirms = request.answeredFirmCount + 1;
      const state =
        answeredFirms >= request.firmCount ? SourcingState.answered : SourcingState.partlyAnswered;
      const [moved] = await tx
        .update(sourcingRequests)
        .set({ answeredFirmCount: answeredFirms, state, updatedTime: now })
        .where(
          and(
            eq(sourcingRequests.partnerId, partnerId),
            eq(sourcingRequests.id, request.id),
            eq(sourcingRequests.state, request.state),
          ),
        )
        .returning({ id: sourcingRequests.id });
      if (!moved) throw fail('sourcing.answer.notOpen', { requestNo: request.requestNo });
      await countCooperators(tx, partnerId, [input.cooperatorId], 'answeredCount');
    }
    await refreshProcurePrices(
      tx,
      partnerId,
      [...lines.values()].map((line) => line.itemKey),
    );
    await writeAudit(tx, {
      partnerId,
      accountId: actor.accountId,
      action: 'sourcingAnswered',
      entity: 'sourcingRequest',
      entityId: request.id,
      after: {
        cooperatorId: input.cooperatorId,
        source,
        lines: values.map((value) => ({
          lineId: value.lineId,
          unitPrice: value.unitPrice,
          taxedPrice: value.taxedPrice,
        })),
      },
    });
  });

/**
 * The comparison of a request: per line, every firm's answer side by side, the best (lowest taxed
 * price, the earlier on a tie) and the latest marked; per firm, its total and its best lines.
 */
export const compareAnswers = async (
  db: DbOrTx,
  partnerId: number,
  id: number,
): Promise<SourcingComparison> => {
  const request = await requestOf(db, partnerId, id);
  const lines = await linesOf(db, partnerId, id);
  const firms = await firmsOf(db, partnerId, id);
  const answers = await db
    .select()
    .from(a)
    .where(and(eq(a.partnerId, partnerId), eq(a.requestId, id)))
    .orderBy(asc(a.answeredTime), asc(a.id));
  const order = new Map(firms.map((firm, i) => [firm.cooperatorId, i]));
  const totals = new Map(firms.map((firm) => [firm.cooperatorId, { totalAmount: '0.00', bestLines: 0 }]));
  const compared = lines.map((line) => {
    const own = answers.filter((answer) => answer.lineId === line.id);
    const best = own.reduce<(typeof own)[number] | undefined>(
      (lowest, answer) =>
        !lowest || compareMoney(answer.taxedPrice, lowest.taxedPrice) < 0 ? answer : lowest,
      undefined,
    );
    const latest = own.at(-1);
    const rows: ComparedAnswer[] = own
      .map((answer) => {
        const amount = multiply(answer.taxedPrice, line.quantity);
        const total = totals.get(answer.cooperatorId);
        if (total) {
          total.totalAmount = add(total.totalAmount, amount);
          if (answer === best) total.bestLines += 1;
        }
        return {
          cooperatorId: answer.cooperatorId,
          unitPrice: answer.unitPrice,
          taxIncluded: answer.taxIncluded,
          taxRate: answer.taxRate,
          taxedPrice: answer.taxedPrice,
          amount,
          deliveryDays: answer.deliveryDays,
          remark: answer.remark,
          source: answerSourceOf(answer.source),
          answeredTime: answer.answeredTime.toISOString(),
          best: answer === best,
          latest: answer === latest,
        };
      })
      .sort((x, y) => (order.get(x.cooperatorId) ?? 0) - (order.get(y.cooperatorId) ?? 0));
    return { ...line, answers: rows };
  });
  return {
    request: sourcingRowOf(request),
    firms: firms.map((firm) => ({
      ...firm,
      ...(totals.get(firm.cooperatorId) ?? { totalAmount: '0.00', bestLines: 0 }),
    })),
    lines: compared,
  };
};
