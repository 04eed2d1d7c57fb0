import { z } from 'zod';
import { viewCodeOf } from '../menu';
import { ExportRequestedSchema } from './communal';
import { endpoints } from './endpoint';
import {
  CustomerAssignedSchema,
  CustomerAssignmentSchema,
  CustomerAssignSchema,
  CustomerCountsSchema,
  CustomerFilterSchema,
  CustomerIdSchema,
  CustomerInputSchema,
  CustomerPageQuerySchema,
  CustomerRowSchema,
  CustomerUnassignSchema,
  CustomerUpdateSchema,
  SellerAccountOptionSchema,
  SellerAccountQuerySchema,
  SellerFilterSchema,
  SellerIdSchema,
  SellerInputSchema,
  SellerOptionPageQuerySchema,
  SellerOptionSchema,
  SellerPageQuerySchema,
  SellerRowSchema,
  SellerStateCountsSchema,
  SellerUpdateSchema,
} from './sellers';

/** Writing sellers and customers, assigning customers (MENU.md: the two pages' action). */
const SELLER_EDIT = 'seller:edit';

/**
 * The seller select serves every analytics screen that filters or picks a seller (statistics,
 * reports, dashboards, targets, tasks, the seller pages): any of their view codes or writing actions
 * may read it. It answers ids, names and states only.
 */
const pickSeller = {
  anyOf: [
    SELLER_EDIT,
    'target:edit',
    'task:edit',
    ...[
      '/seller/list',
      '/seller/customer',
      '/dashboard/analysis',
      '/dashboard/monitor',
      '/stat/order',
      '/report/index',
      '/target/index',
      '/task/index',
    ].map(viewCodeOf),
  ],
};

const readSellers = viewCodeOf('/seller/list');
const readCustomers = viewCodeOf('/seller/customer');

/** Sellers (/seller/list) and the seller select. */
export const seller = endpoints('analytics', 'seller', {
  options: {
    method: 'POST',
    path: '/api/account/seller/options',
    summary:
      "A page of the partner's sellers whose name contains `keyword`, in name order (the seller select)",
    auth: pickSeller,
    body: SellerOptionPageQuerySchema,
    rows: SellerOptionSchema,
  },
  page: {
    method: 'POST',
    path: '/api/account/seller/page',
    summary:
      "A page of the partner's sellers with their customers and this month's orders and completed sales",
    auth: readSellers,
    body: SellerPageQuerySchema,
    rows: SellerRowSchema,
  },
  stateCounts: {
    method: 'GET',
    path: '/api/account/seller/state/counts',
    summary: 'How many sellers the partner has in each state (the list tabs)',
    auth: readSellers,
    data: SellerStateCountsSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/account/seller/detail',
    summary: 'One seller with its counts',
    auth: { anyOf: [readSellers, readCustomers] },
    query: SellerIdSchema,
    data: SellerRowSchema,
  },
  accounts: {
    method: 'POST',
    path: '/api/account/seller/accounts',
    summary: "The partner's accounts a seller may sign in as, with the seller each is linked to",
    auth: SELLER_EDIT,
    body: SellerAccountQuerySchema,
    data: z.array(SellerAccountOptionSchema),
  },
  add: {
    method: 'POST',
    path: '/api/account/seller/add',
    summary: 'Creates an active seller (name unique; the linked account must be free)',
    auth: SELLER_EDIT,
    body: SellerInputSchema,
    data: SellerRowSchema,
  },
  update: {
    method: 'POST',
    path: '/api/account/seller/update',
    summary: "Changes a seller's name, contact, linked account and remark",
    auth: SELLER_EDIT,
    body: SellerUpdateSchema,
    data: SellerRowSchema,
  },
  leave: {
    method: 'POST',
    path: '/api/account/seller/leave',
    summary: 'Marks an active seller as left (past orders stay credited; no new customers)',
    auth: SELLER_EDIT,
    body: SellerIdSchema,
    data: SellerRowSchema,
  },
  reactivate: {
    method: 'POST',
    path: '/api/account/seller/reactivate',
    summary: 'Makes a left seller active again',
    auth: SELLER_EDIT,
    body: SellerIdSchema,
    data: SellerRowSchema,
  },
  delete: {
    method: 'POST',
    path: '/api/account/seller/delete',
    summary: 'Deletes a seller with no customers and no credited orders',
    auth: SELLER_EDIT,
    body: SellerIdSchema,
  },
  export: {
    method: 'POST',
    path: '/api/account/seller/export',
    summary: 'Exports the sellers matching the filter (a task of the export centre)',
    auth: readSellers,
    body: SellerFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** Customers (/seller/customer): assignment to sellers and its history. */
export const customer = endpoints('analytics', 'customer', {
  page: {
    method: 'POST',
    path: '/api/account/customer/page',
    summary: "A page of the partner's customers with their seller and the orders of a period",
    auth: readCustomers,
    body: CustomerPageQuerySchema,
    rows: CustomerRowSchema,
  },
  counts: {
    method: 'GET',
    path: '/api/account/customer/counts',
    summary: 'How many customers the partner has, assigned and unassigned (the list tabs)',
    auth: readCustomers,
    data: CustomerCountsSchema,
  },
  history: {
    method: 'GET',
    path: '/api/account/customer/assignments',
    summary: "A customer's (re-)assignments, newest first",
    auth: readCustomers,
    query: CustomerIdSchema,
    data: z.array(CustomerAssignmentSchema),
  },
  add: {
    method: 'POST',
    path: '/api/account/customer/add',
    summary: 'Adds a customer by hand (name unique: an order naming it is credited to its seller)',
    auth: SELLER_EDIT,
    body: CustomerInputSchema,
    data: CustomerRowSchema,
  },
  update: {
    method: 'POST',
    path: '/api/account/customer/update',
    summary: "Changes a customer's contact, region and remark",
    auth: SELLER_EDIT,
    body: CustomerUpdateSchema,
    data: CustomerRowSchema,
  },
  assign: {
    method: 'POST',
    path: '/api/account/customer/assign',
    summary: 'Assigns customers to an active seller (past orders stay credited to the old one)',
    auth: SELLER_EDIT,
    body: CustomerAssignSchema,
    data: CustomerAssignedSchema,
  },
  unassign: {
    method: 'POST',
    path: '/api/account/customer/unassign',
    summary: 'Takes customers from their seller',
    auth: SELLER_EDIT,
    body: CustomerUnassignSchema,
    data: CustomerAssignedSchema,
  },
  delete: {
    method: 'POST',
    path: '/api/account/customer/delete',
    summary: 'Deletes a customer added by hand that no order names',
    auth: SELLER_EDIT,
    body: CustomerIdSchema,
  },
  export: {
    method: 'POST',
    path: '/api/account/customer/export',
    summary: 'Exports the customers matching the filter (a task of the export centre)',
    auth: readCustomers,
    body: CustomerFilterSchema,
    data: ExportRequestedSchema,
  },
});
