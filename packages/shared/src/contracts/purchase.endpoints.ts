import { z } from 'zod';
import { viewCodeOf } from '../menu';
import { ExportRequestedSchema } from './communal';
import { endpoints } from './endpoint';
import {
  CartAddSchema,
  CartOfferQuerySchema,
  CartOfferRowSchema,
  CartOfferSkusQuerySchema,
  CartQuantitySchema,
  CartRemoveSchema,
  CartSchema,
  CheckoutResultSchema,
  CheckoutSchema,
  DeliveryFilterSchema,
  DeliveryPageQuerySchema,
  DeliverySchema,
  PurchaseCancelSchema,
  PurchaseDetailSchema,
  PurchaseExportFilterSchema,
  PurchaseIdSchema,
  PurchasePageQuerySchema,
  PurchaseRowSchema,
  PurchaseSubmittedSchema,
  PurchaseTodoStatsSchema,
  PurchaseUpdateSchema,
  ReceiveSchema,
  ReceiverDefaultSchema,
} from './purchase';
import { StateCountsSchema } from './settlement';

/** The cart and purchase orders are the buyer's: the `scm:purchase` authority (MENU.md). */
const PURCHASE = 'scm:purchase';
/** Sign codes are entered by whoever receives the goods: the sign-code screen or a buyer. */
const signCodes = { anyOf: [viewCodeOf('/purchase/signcode'), PURCHASE] };
const todos = { anyOf: [viewCodeOf('/todo/purchase'), PURCHASE] };

/** The account's cart (/scm/cart): lines grouped by supplier, and the checkout into purchase orders. */
export const cart = endpoints('scm', 'cart', {
  detail: {
    method: 'GET',
    path: '/api/goods/cart/detail',
    summary: "The account's cart grouped by supplier, priced at the current cost prices",
    auth: PURCHASE,
    data: CartSchema,
  },
  add: {
    method: 'POST',
    path: '/api/goods/cart/add',
    summary: 'Adds SKUs on offer to the cart (a SKU already there has the quantity added)',
    auth: PURCHASE,
    body: CartAddSchema,
    data: CartSchema,
  },
  quantity: {
    method: 'POST',
    path: '/api/goods/cart/quantity',
    summary: "Sets a cart line's quantity",
    auth: PURCHASE,
    body: CartQuantitySchema,
    data: CartSchema,
  },
  remove: {
    method: 'POST',
    path: '/api/goods/cart/remove',
    summary: 'Removes lines from the cart',
    auth: PURCHASE,
    body: CartRemoveSchema,
    data: CartSchema,
  },
  clear: {
    method: 'POST',
    path: '/api/goods/cart/clear',
    summary: "Empties the account's cart",
    auth: PURCHASE,
    data: CartSchema,
  },
  offers: {
    method: 'POST',
    path: '/api/goods/cart/offer/page',
    summary: 'A page of the SKUs on offer from active suppliers (the add-goods dialog)',
    auth: PURCHASE,
    body: CartOfferQuerySchema,
    rows: CartOfferRowSchema,
  },
  offerSkus: {
    method: 'GET',
    path: '/api/goods/cart/offer/skus',
    summary: 'The SKUs of one SCM goods, if on offer from an active supplier',
    auth: PURCHASE,
    query: CartOfferSkusQuerySchema,
    data: z.array(CartOfferRowSchema),
  },
  receiverDefault: {
    method: 'GET',
    path: '/api/goods/cart/receiver/default',
    summary: "The receiver a checkout starts from: the last purchase order's, else the partner's contact",
    auth: PURCHASE,
    data: ReceiverDefaultSchema,
  },
  checkout: {
    method: 'POST',
    path: '/api/goods/cart/checkout',
    summary: 'One purchase order per chosen supplier from its cart lines, as drafts or submitted, at once',
    auth: PURCHASE,
    body: CheckoutSchema,
    data: CheckoutResultSchema,
  },
});

/** Purchase orders (/purchase/order) from draft to receipt. */
export const purchase = endpoints('scm', 'purchase', {
  page: {
    method: 'POST',
    path: '/api/trade/purchase/page',
    summary: "A page of the partner's purchase orders matching the filter",
    auth: PURCHASE,
    body: PurchasePageQuerySchema,
    rows: PurchaseRowSchema,
  },
  stateCounts: {
    method: 'GET',
    path: '/api/trade/purchase/state/counts',
    summary: 'How many purchase orders are in each state (the list tabs, kept counts)',
    auth: PURCHASE,
    data: StateCountsSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/trade/purchase/detail',
    summary: 'One purchase order with its items, timeline and deliveries',
    auth: { anyOf: [PURCHASE, viewCodeOf('/purchase/signcode')] },
    query: PurchaseIdSchema,
    data: PurchaseDetailSchema,
  },
  update: {
    method: 'POST',
    path: '/api/trade/purchase/update',
    summary: "Changes a draft's lines, receiver, documents and remark (its prices are kept until submitted)",
    auth: PURCHASE,
    body: PurchaseUpdateSchema,
    data: PurchaseDetailSchema,
  },
  submit: {
    method: 'POST',
    path: '/api/trade/purchase/submit',
    summary: 'Submits a draft to its supplier, re-priced at the current cost prices',
    auth: PURCHASE,
    body: PurchaseIdSchema,
    data: PurchaseSubmittedSchema,
  },
  cancel: {
    method: 'POST',
    path: '/api/trade/purchase/cancel',
    summary: 'Cancels a draft or a submitted purchase order, with the reason',
    auth: PURCHASE,
    body: PurchaseCancelSchema,
    data: PurchaseDetailSchema,
  },
  export: {
    method: 'POST',
    path: '/api/trade/purchase/export',
    summary: 'Exports the purchase orders matching the filter through the export centre',
    auth: PURCHASE,
    body: PurchaseExportFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** Deliveries and their sign codes (/purchase/signcode). */
export const signCode = endpoints('scm', 'signCode', {
  page: {
    method: 'POST',
    path: '/api/trade/purchase/delivery/page',
    summary: "A page of the partner's purchase deliveries with their sign codes' states",
    auth: signCodes,
    body: DeliveryPageQuerySchema,
    rows: DeliverySchema,
  },
  stateCounts: {
    method: 'GET',
    path: '/api/trade/purchase/delivery/state/counts',
    summary: 'How many deliveries have their sign code in each state (the tabs)',
    auth: signCodes,
    data: StateCountsSchema,
  },
  receive: {
    method: 'POST',
    path: '/api/trade/purchase/delivery/receive',
    summary: 'Receives a delivery with its sign code (wrong codes are counted; the code locks)',
    auth: signCodes,
    body: ReceiveSchema,
    data: PurchaseDetailSchema,
  },
  export: {
    method: 'POST',
    path: '/api/trade/purchase/delivery/export',
    summary: 'Exports the deliveries matching the filter through the export centre',
    auth: signCodes,
    body: DeliveryFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** The purchase to-dos (/todo/purchase). */
export const purchaseTodo = endpoints('scm', 'purchaseTodo', {
  stats: {
    method: 'GET',
    path: '/api/trade/purchase/todo/stats',
    summary: "The partner's purchase to-do counts (kept counts)",
    auth: todos,
    data: PurchaseTodoStatsSchema,
  },
});
