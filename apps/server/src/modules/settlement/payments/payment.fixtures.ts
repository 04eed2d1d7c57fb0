import { OrderState } from '@portal/shared/contracts/orders';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { completedOrderOf } from '../../orders/order.fixtures';
import { insertOrders } from '../../orders/order-intake.service';
import { orders } from '../../orders/orders.table';

let serial = 0;

/**
 * A completed order of the partner with the whole amount outstanding: one line of `amount`, no
 * freight, completed `daysAgo` days ago. Channel 1 (the mall) unless given; null for a manual order.
 */
export const givenCompletedOrder = async (
  db: Db,
  partnerId: number,
  input: {
    amount: string;
    customerName?: string;
    channelId?: number | null;
    daysAgo?: number;
    orderNo?: string;
  },
) => {
  serial += 1;
  const orderNo =
    input.orderNo ?? `PAY${Date.now().toString(36).toUpperCase()}${String(serial).padStart(5, '0')}`;
  const channelId = input.channelId === undefined ? 1 : input.channelId;
  const orderTime = new Date(Date.now() - ((input.daysAgo ?? 3) + 5) * 86_400_000);
  const [created] = await db.transaction((tx) =>
    insertOrders(tx, [
      {
        ...completedOrderOf(partnerId, {
          channelId,
          orderNo,
          amount: input.amount,
          customerName: input.customerName,
          orderTime,
        }),
        state: OrderState.awaitingConfirmation,
      },
    ]),
  );
  // The order's way to completion is the orders module's; here it is simply completed.
  await db
    .update(orders)
    .set({
      state: OrderState.completed,
      completedTime: new Date(Date.now() - (input.daysAgo ?? 3) * 86_400_000),
    })
    .where(and(eq(orders.partnerId, partnerId), eq(orders.id, created.id)));
  return { id: created.id, orderNo, amount: input.amount };
};

/** Puts the order on a statement in `state` (2 confirmed, 4 paid ...), as the statements would. */
export const givenStatementState = (db: Db, partnerId: number, orderId: number, state: number) =>
  db
    .update(orders)
    .set({ statementState: state, statementNo: 'JS20261124001' })
    .where(and(eq(orders.partnerId, partnerId), eq(orders.id, orderId)));

/** A bank statement .csv with the template's columns. */
export const bankCsvOf = (rows: readonly (readonly string[])[]) =>
  Buffer.from(
    [['付款方*', '金额*', '到账日期*', '银行流水号*', '备注'], ...rows]
      .map((row) =>
        row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(','),
      )
      .join('\n'),
  );
