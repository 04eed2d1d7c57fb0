import { viewCodeOf } from '../menu';
import {
  BackToBackCreatedSchema,
  BackToBackCreateSchema,
  BackToBackOrderQuerySchema,
  BackToBackPlanSchema,
  OrderPurchasesSchema,
} from './back-to-back';
import { endpoints } from './endpoint';

/** Back-to-back purchasing for a channel order (the order detail's purchase card). */
export const backToBack = endpoints('scm', 'backToBack', {
  plan: {
    method: 'GET',
    path: '/api/trade/purchase/back_to_back/plan',
    summary:
      "Per line of an order: the suppliers' linked SKUs at cost, what was bought for it and what remains",
    auth: 'scm:purchase',
    query: BackToBackOrderQuerySchema,
    data: BackToBackPlanSchema,
  },
  create: {
    method: 'POST',
    path: '/api/trade/purchase/back_to_back/create',
    summary:
      "Makes one supplier's purchase order for the order's remaining quantities, shipped to its receiver",
    auth: 'scm:purchase',
    body: BackToBackCreateSchema,
    data: BackToBackCreatedSchema,
  },
  purchases: {
    method: 'GET',
    path: '/api/trade/purchase/back_to_back/purchases',
    summary: 'The purchase orders bought for an order and its margin so far',
    auth: { anyOf: ['scm:purchase', viewCodeOf('/purchase/order')] },
    query: BackToBackOrderQuerySchema,
    data: OrderPurchasesSchema,
  },
});
