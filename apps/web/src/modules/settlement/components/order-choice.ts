import type { WaitSettlementOrderRow } from '@portal/shared/contracts/orders';
import type { ChosenOrder } from '../match-math';

/** An order of the selection dialog as a chosen order of a match. */
export const chosenOfRow = (row: WaitSettlementOrderRow): ChosenOrder => ({
  orderId: row.id,
  orderNo: row.orderNo,
  customerName: row.companyName,
  orderAmount: row.orderAmount,
  outstandingAmount: row.outstandingAmount,
});

/** A chosen order as the selection dialog's row, so it opens ticked. */
export const rowOfChosen = (order: ChosenOrder): WaitSettlementOrderRow => ({
  id: order.orderId,
  orderNo: order.orderNo,
  orderTime: '',
  orderAmount: order.orderAmount,
  outstandingAmount: order.outstandingAmount,
  companyName: order.customerName,
});
