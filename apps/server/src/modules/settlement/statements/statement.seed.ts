import type { DbOrTx } from '../../../db/client';
import { localDayOf } from '../../../platform/local-time';
import { demoLetterPdf } from '../../../platform/seed/demo-letter';
import type { SeedContext } from '../../../platform/seed/seed-context';
import { storeGeneratedFile } from '../../communal/files.service';
import { unsettledOrdersOf } from '../../orders/order-statement';
import {
  confirmStatement,
  disputeStatement,
  makeStatement,
  payStatement,
  reviseStatement,
  type StatementRecord,
  withdrawStatement,
} from './statement.service';

/**
 * Completed orders of one channel over whole local days [from, to] (a statement's period): days are
 * added until the period holds two orders, so most demo statements list several orders.
 */
type DayBucket = { channelId: number; from: string; to: string; orderNos: string[] };

const ORDERS_PER_PERIOD = 2;

/**
 * Demo statements of partner A in every state, made through the service as the operator and the
 * partner would: one withdrawn (its orders freed again), one revised after a dispute (awaiting
 * confirmation of revision 2, the order taken off it awaiting a statement), then one paid with its
 * proof, one confirmed, one disputed and one awaiting confirmation, as far as A's completed orders
 * (per channel and period) go.
 */
export const seedStatements = async (
  db: DbOrTx,
  { partners, storage, timeZone }: SeedContext,
): Promise<void> => {
  const { a } = partners;
  const actor = { partnerId: a.id, accountId: a.adminId };
  const buckets: DayBucket[] = [];
  for (const order of await unsettledOrdersOf(db, a.id)) {
    const day = localDayOf(order.completedTime, timeZone);
    const last = buckets[buckets.length - 1];
    const open =
      last &&
      last.channelId === order.channelId &&
      (last.to === day || last.orderNos.length < ORDERS_PER_PERIOD);
    if (open) {
      last.orderNos.push(order.orderNo);
      last.to = day;
    } else buckets.push({ channelId: order.channelId, from: day, to: day, orderNos: [order.orderNo] });
  }
  if (buckets.length === 0) return;
  const make = (channelId: number, from: string, to: string) =>
    makeStatement(db, { partnerId: a.id, channelId, from, to, timeZone }) as Promise<StatementRecord>;

  // Withdrawn: made of the first period's orders, then withdrawn, which frees them for the others.
  const first = buckets[0];
  const withdrawn = await make(first.channelId, first.from, first.to);
  await withdrawStatement(db, a.id, withdrawn.id);

  // Revised: two orders or more of one channel, disputed, one order taken off, awaiting again.
  const used = new Set<DayBucket>();
  const pairAt = buckets.findIndex(
    (bucket, i) => bucket.orderNos.length > 1 || buckets[i + 1]?.channelId === bucket.channelId,
  );
  if (pairAt !== -1) {
    const from = buckets[pairAt];
    const to = from.orderNos.length > 1 ? from : buckets[pairAt + 1];
    used.add(from).add(to);
    const statement = await make(from.channelId, from.from, to.to);
    await disputeStatement(db, actor, {
      id: statement.id,
      revision: 1,
      reason: `订单 ${to.orderNos[to.orderNos.length - 1]} 已退货，不应计入本期结算`,
    });
    await reviseStatement(db, a.id, {
      id: statement.id,
      orderNos: [to.orderNos[to.orderNos.length - 1]],
      remark: '已核实退货，移出本期结算单',
    });
  }

  const steps: ((statement: StatementRecord) => Promise<unknown>)[] = [
    // Paid, with the operator's payout proof.
    async (statement) => {
      await confirmStatement(db, actor, { id: statement.id, revision: 1 });
      const proofFileId = await storeGeneratedFile(db, storage, actor, {
        name: `${statement.statementNo}-payout.pdf`,
        kind: 'pdf',
        mime: 'application/pdf',
        bytes: demoLetterPdf([
          'Payout proof',
          statement.statementNo,
          `Amount: CNY ${statement.settleAmount}`,
        ]),
      });
      await payStatement(db, a.id, {
        id: statement.id,
        bankSerial: `ICBC${statement.statementNo.slice(2)}${String(statement.id).padStart(4, '0')}`,
        proofFileId,
      });
    },
    // Confirmed, awaiting the payout.
    (statement) => confirmStatement(db, actor, { id: statement.id, revision: 1 }),
    // Disputed, awaiting the operator.
    (statement) =>
      disputeStatement(db, actor, {
        id: statement.id,
        revision: 1,
        reason: '服务费与渠道合同约定的费率不一致',
      }),
    // Awaiting the partner's confirmation: nothing more.
    async () => undefined,
  ];
  const left = buckets.filter((bucket) => !used.has(bucket));
  for (const [i, bucket] of left.slice(0, steps.length).entries()) {
    await steps[i](await make(bucket.channelId, bucket.from, bucket.to));
  }
};
