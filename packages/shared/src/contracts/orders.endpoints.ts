import { viewCodeOf } from '../menu';
import { ExportRequestedSchema } from './communal';
import { endpoints } from './endpoint';
import {
  AccountingSettingsInputSchema,
  AccountingSettingsSchema,
  DeliveryInputSchema,
  DocumentCountsQuerySchema,
  DocumentUploadSchema,
  ExpressCompaniesSchema,
  LogisticsTraceSchema,
  ManualOrderInputSchema,
  OrderDetailSchema,
  OrderExportFilterSchema,
  OrderIdSchema,
  OrderPageQuerySchema,
  OrderRefuseSchema,
  OrderRowSchema,
  OrderStateCountsSchema,
  ShipmentLogisticsQuerySchema,
  ShipmentPageQuerySchema,
  ShipmentRowSchema,
  SyncPageQuerySchema,
  SyncQueuedSchema,
  SyncRetrySchema,
  SyncRowSchema,
  TodoStatsSchema,
  UnconfirmedStatsSchema,
  WaitSettlementOrderQuerySchema,
  WaitSettlementOrderRowSchema,
} from './orders';

/** Every screen that lists orders reads the list and the detail. */
const ORDER_SCREENS = [
  '/order/index',
  '/order/delivery',
  '/order/logistics',
  '/order/sign',
  '/order/contract',
  '/order/invoice',
  '/order/overtime',
  '/order/manual_add',
  '/order/self_purchase',
  '/order/accounting_system',
  '/todo/order',
];
const read = { anyOf: ORDER_SCREENS.map(viewCodeOf) };

/** Orders through delivery, documents and completion (/order/*, the order selection dialog). */
export const order = endpoints('orders', 'order', {
  page: {
    method: 'POST',
    path: '/api/trade/order/page',
    summary: "A page of the partner's orders matching the filter",
    auth: read,
    body: OrderPageQuerySchema,
    rows: OrderRowSchema,
  },
  stateCounts: {
    method: 'GET',
    path: '/api/trade/order/state/counts',
    summary: 'How many orders the partner has in each state (the order list tabs)',
    auth: read,
    data: OrderStateCountsSchema,
  },
  documentCounts: {
    method: 'GET',
    path: '/api/trade/order/document/counts',
    summary: 'How many orders have their document of a kind in each state (a document screen tabs)',
    auth: read,
    query: DocumentCountsQuerySchema,
    data: OrderStateCountsSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/trade/order/detail',
    summary: 'One order with its items, shipments, documents, timeline and checklist',
    auth: read,
    query: OrderIdSchema,
    data: OrderDetailSchema,
  },
  confirm: {
    method: 'POST',
    path: '/api/trade/order/confirm',
    summary: 'Confirms an order awaiting confirmation',
    auth: 'order:confirm',
    body: OrderIdSchema,
  },
  refuse: {
    method: 'POST',
    path: '/api/trade/order/refuse',
    summary: 'Refuses an order awaiting confirmation, with the reason',
    auth: 'order:confirm',
    body: OrderRefuseSchema,
  },
  cancel: {
    method: 'POST',
    path: '/api/trade/order/cancel',
    summary: 'Cancels a manual or self-purchase order awaiting shipment, with the reason',
    auth: 'order:manual',
    body: OrderRefuseSchema,
  },
  ship: {
    method: 'POST',
    path: '/api/trade/order/delivery',
    summary: 'Ships (part of) an order: express company, tracking number and the quantity of each item',
    auth: 'order:ship',
    body: DeliveryInputSchema,
    data: OrderDetailSchema,
  },
  uploadDocument: {
    method: 'POST',
    path: '/api/trade/order/document/upload',
    summary: "Uploads an order's signed receipt, contract or invoice for review",
    auth: 'order:document',
    body: DocumentUploadSchema,
    data: OrderDetailSchema,
  },
  addManual: {
    method: 'POST',
    path: '/api/trade/order/manual/add',
    summary: 'Enters an order by hand (an offline sale) or a self purchase',
    auth: 'order:manual',
    body: ManualOrderInputSchema,
    data: OrderDetailSchema,
  },
  waitSettlementPage: {
    method: 'POST',
    path: '/api/trade/settlement/wait/order/page',
    summary: "A page of the partner's orders awaiting settlement (the order selection dialog)",
    auth: 'login',
    body: WaitSettlementOrderQuerySchema,
    rows: WaitSettlementOrderRowSchema,
  },
  export: {
    method: 'POST',
    path: '/api/trade/order/export',
    summary: 'Exports the orders matching the filter (a task of the export centre)',
    auth: 'order:export',
    body: OrderExportFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** The to-do counts of the home page and /todo/order, and the overtime reminder's stats. */
export const todo = endpoints('orders', 'todo', {
  stats: {
    method: 'GET',
    path: '/api/trade/index/todo/stats',
    summary: "The partner's six to-do counts",
    auth: read,
    data: TodoStatsSchema,
  },
  unconfirmedStats: {
    method: 'POST',
    path: '/api/trade/order/timeout/unconfirmed/stats',
    summary: 'How many orders are past their confirmation limit, for the overtime reminder',
    auth: read,
    data: UnconfirmedStatsSchema,
  },
});

/** Shipments and their logistics (/order/logistics, the order detail). */
export const tracking = endpoints('orders', 'tracking', {
  shipmentPage: {
    method: 'POST',
    path: '/api/trade/order/shipment/page',
    summary: "A page of the partner's shipments with their orders",
    auth: read,
    body: ShipmentPageQuerySchema,
    rows: ShipmentRowSchema,
  },
  logistics: {
    method: 'GET',
    path: '/api/trade/order/logistics',
    summary: "A shipment's logistics traces from the express provider, newest first",
    auth: read,
    query: ShipmentLogisticsQuerySchema,
    data: LogisticsTraceSchema,
  },
});

/** The accounting-system connection and the completed orders sent to it (/order/accounting_system). */
export const accounting = endpoints('orders', 'accounting', {
  settings: {
    method: 'GET',
    path: '/api/trade/accounting/settings',
    summary: "The partner's accounting-system connection (the token only as whether it is set)",
    auth: 'order:sync',
    data: AccountingSettingsSchema,
  },
  saveSettings: {
    method: 'POST',
    path: '/api/trade/accounting/settings',
    summary: "Saves the partner's accounting-system connection",
    auth: 'order:sync',
    body: AccountingSettingsInputSchema,
    data: AccountingSettingsSchema,
  },
  syncPage: {
    method: 'POST',
    path: '/api/trade/order/sync/page',
    summary: "A page of the partner's completed orders with their sync state",
    auth: viewCodeOf('/order/accounting_system'),
    body: SyncPageQuerySchema,
    rows: SyncRowSchema,
  },
  retrySync: {
    method: 'POST',
    path: '/api/trade/order/sync/retry',
    summary: 'Queues completed orders to be sent (again) to the accounting system',
    auth: 'order:sync',
    body: SyncRetrySchema,
    data: SyncQueuedSchema,
  },
});

/**
 * The express companies a shipment may name. Communal's by its path, served by the orders routes
 * (their one user is the delivery dialog and the logistics screen).
 */
export const express = endpoints('orders', 'express', {
  list: {
    method: 'GET',
    path: '/api/communal/express/list',
    summary: 'The express companies a shipment may name',
    auth: 'login',
    data: ExpressCompaniesSchema,
  },
});
