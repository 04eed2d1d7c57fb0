import { subtract } from '@portal/shared/money';
import type { DbOrTx } from '../../../db/client';
import { addDays, localDayOf } from '../../../platform/local-time';
import type { SeedContext } from '../../../platform/seed/seed-context';
import { setChannelTolerance } from '../../catalog/channels/channel.service';
import { storeGeneratedFile } from '../../communal/files.service';
import { type OrderMoneyRecord, ordersMoneyOf } from '../../orders/order-money';
import { listWaitSettlementOrders } from '../../orders/orders.service';
import { fullMatch, partMatch } from './match.service';
import { enterPayment } from './payment-entry';
import { importPayments } from './payment-import.service';

/** A bank statement as a bank exports it (.csv, its own column names). */
const bankCsvOf = (rows: readonly (readonly string[])[]) =>
  Buffer.from(
    `\ufeff${[['交易日期', '对方户名', '交易金额', '流水号', '摘要'], ...rows]
      .map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(','))
      .join('\r\n')}\r\n`,
  );

/**
 * Demo payments of the demo partners in every state, made through the real service functions over
 * partner A's completed orders with money outstanding: matched on entry (exact amount, same
 * customer, order number in the remark), matched by hand, partly matched, matched with a bank fee
 * closed on a channel given a tolerance, imported from a bank statement (one row matched on import),
 * and unmatched ones (one with a suggestion waiting for the user). Partner B gets one unmatched.
 */
export const seedPayments = async (
  db: DbOrTx,
  { partners, storage, timeZone }: SeedContext,
): Promise<void> => {
  const { a, b } = partners;
  const actor = { partnerId: a.id, accountId: a.adminId };
  const today = localDayOf(new Date(), timeZone);
  const day = (daysAgo: number) => addDays(today, -daysAgo);

  const open = await listWaitSettlementOrders(db, a.id, { current: 1, size: 50, sortType: 'asc' });
  const money = await ordersMoneyOf(
    db,
    a.id,
    open.rows.map((row) => row.id),
  );
  const orders = open.rows.map((row) => money.get(row.id) as OrderMoneyRecord);
  const [auto, byHand, part, fee, imported, waiting] = orders;
  let serial = 0;
  const serialOf = () => {
    serial += 1;
    return `95588${today.replaceAll('-', '')}${String(serial).padStart(6, '0')}`;
  };

  if (auto) {
    // Matched without a click: exact amount, the customer itself, the order number in the remark.
    await enterPayment(db, actor, {
      payer: auto.customerName,
      amount: auto.outstandingAmount,
      paidDate: day(2),
      bankSerial: serialOf(),
      remark: `货款 ${auto.orderNo}`,
    });
  }
  if (byHand) {
    const payment = await enterPayment(db, actor, {
      payer: `${byHand.customerName}财务处`,
      amount: byHand.outstandingAmount,
      paidDate: day(3),
      bankSerial: serialOf(),
      remark: '十一月货款',
    });
    await fullMatch(db, actor, { paymentId: payment.id, orderIds: [byHand.id] });
  }
  if (part) {
    // More than the order: the rest waits for another order.
    const payment = await enterPayment(db, actor, {
      payer: part.customerName,
      amount: subtract(part.outstandingAmount, '-200.00'),
      paidDate: day(1),
      bankSerial: serialOf(),
      remark: '预付及货款',
    });
    await partMatch(db, actor, {
      paymentId: payment.id,
      lines: [{ orderId: part.id, amount: part.outstandingAmount }],
    });
  }
  if (fee?.channelId) {
    // The bank kept 3.50 of the payment: closed on the order, within the channel's tolerance.
    await setChannelTolerance(db, fee.channelId, { amount: '10.00' });
    const payment = await enterPayment(db, actor, {
      payer: fee.customerName,
      amount: subtract(fee.outstandingAmount, '3.50'),
      paidDate: day(4),
      bankSerial: serialOf(),
      remark: '扣除手续费',
    });
    await fullMatch(db, actor, { paymentId: payment.id, orderIds: [fee.id], differenceReason: 'bankFee' });
  }
  // A bank statement imported: a row certain to match (matched on import), and one for nobody's order.
  const rows = [
    ...(imported
      ? [
          [
            day(1),
            imported.customerName,
            imported.outstandingAmount,
            serialOf(),
            `付 ${imported.orderNo} 货款`,
          ],
        ]
      : []),
    [day(0), '江苏省人民医院', '1,280.00', serialOf(), '办公用品款'],
  ];
  const fileId = await storeGeneratedFile(db, storage, actor, {
    name: '银行流水.csv',
    kind: 'excel',
    mime: 'text/csv',
    bytes: bankCsvOf(rows),
  });
  await importPayments(db, storage, actor, fileId, 'zh-CN');
  if (waiting) {
    // Exact amount from the customer, no order number: suggested first, matched by the user.
    await enterPayment(db, actor, {
      payer: waiting.customerName,
      amount: waiting.outstandingAmount,
      paidDate: day(0),
      bankSerial: serialOf(),
      remark: null,
    });
  }
  await enterPayment(db, actor, {
    payer: '南京市鼓楼区财政局',
    amount: '3560.00',
    paidDate: day(5),
    bankSerial: null,
    remark: '待核对',
  });
  await enterPayment(
    db,
    { partnerId: b.id, accountId: b.adminId },
    { payer: '杭州市西湖区税务局', amount: '980.00', paidDate: day(3), bankSerial: serialOf(), remark: null },
  );
};
