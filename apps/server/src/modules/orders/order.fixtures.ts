import { OrderSource, OrderState } from '@portal/shared/contracts/orders';
import type { NewOrder } from './order-intake.service';

/**
 * A completed order of one line of `amount` (a box of paper, no freight), for tests and benchmarks
 * of what comes after completion (settlement). A null channel makes it a manual order.
 */
export const completedOrderOf = (
  partnerId: number,
  input: {
    channelId: number | null;
    orderNo: string;
    amount: string;
    customerName?: string;
    orderTime?: Date;
  },
): NewOrder => ({
  partnerId,
  source: input.channelId === null ? OrderSource.manual : OrderSource.channel,
  channelId: input.channelId,
  orderNo: input.orderNo,
  customerName: input.customerName ?? '南京市玄武区教育局',
  receiverName: '王伟',
  receiverPhone: '13800000000',
  regionCodes: ['320000', '320100', '320102'],
  regionName: '江苏省 南京市 玄武区',
  address: '北京东路41号',
  freight: '0.00',
  orderTime: input.orderTime ?? new Date(Date.now() - 40 * 86_400_000),
  state: OrderState.completed,
  confirmDeadline: null,
  contractRequired: false,
  remark: null,
  createdBy: null,
  items: [
    {
      goodsId: null,
      skuId: null,
      goodsName: '得力 复印纸',
      spec: 'A4 70g',
      unit: '箱',
      quantity: '1',
      unitPrice: input.amount,
    },
  ],
});
