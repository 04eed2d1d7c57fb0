import { backToBack } from '@portal/shared/contracts/back-to-back.endpoints';
import { useQuery } from '@tanstack/react-query';
import { useWrite, write } from '../../../shared/api-hooks';
import { api } from '../../../shared/http';
import { ORDER_QUERY_KEY } from '../../orders/use-orders';

/** Back-to-back purchases change the order's card, every scm list and the order screens. */
const BACK_TO_BACK_KEY = ['scm', 'backToBack'] as const;
const WRITES = [['scm'], ORDER_QUERY_KEY] as const;

/** The purchase orders bought for an order and its margin so far. */
export const useOrderPurchases = (orderId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...BACK_TO_BACK_KEY, 'purchases', orderId],
    queryFn: ({ signal }) => api(backToBack.purchases, { orderId }, { signal }),
    enabled,
  });

/** Per line of the order: the suppliers' SKUs at cost, what was bought and what remains (the dialog). */
export const useBackToBackPlan = (orderId: number, open: boolean) =>
  useQuery({
    queryKey: [...BACK_TO_BACK_KEY, 'plan', orderId],
    queryFn: ({ signal }) => api(backToBack.plan, { orderId }, { signal }),
    enabled: open,
  });

/** Buys the order's remaining quantities from one supplier in one purchase order. */
export const usePurchaseForOrder = () => useWrite(write(backToBack.create), WRITES);
