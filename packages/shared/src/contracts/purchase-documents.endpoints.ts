import { viewCodeOf } from '../menu';
import { ExportRequestedSchema } from './communal';
import { endpoints } from './endpoint';
import {
  MailablePageQuerySchema,
  MailingExportFilterSchema,
  MailingIdSchema,
  MailingInputSchema,
  MailingLogisticsSchema,
  MailingPageQuerySchema,
  MailingRowSchema,
  PurchaseContractUploadSchema,
  PurchaseDocumentCountsSchema,
  PurchaseDocumentExportFilterSchema,
  PurchaseDocumentPageQuerySchema,
  PurchaseDocumentRowSchema,
  PurchaseDocumentsSchema,
  PurchaseIdSchema,
  PurchaseInvoiceUploadSchema,
} from './purchase-documents';

// MENU.md gives these three screens no action code: each endpoint takes its screen's view
// authority (a sub-account whose role leaves the screen out gets 0002), uploads and mailings too.
const contractScreen = viewCodeOf('/purchase/contract');
const invoiceScreen = viewCodeOf('/purchase/invoice');
const mailScreen = viewCodeOf('/purchase/mail');

/** Purchase contracts (/purchase/contract): the purchase orders by their contract's state, uploads. */
export const purchaseContract = endpoints('scm', 'purchaseContract', {
  page: {
    method: 'POST',
    path: '/api/trade/purchase/contract/page',
    summary: "A page of the partner's purchase orders that need a contract, by the contract's state",
    auth: contractScreen,
    body: PurchaseDocumentPageQuerySchema,
    rows: PurchaseDocumentRowSchema,
  },
  counts: {
    method: 'GET',
    path: '/api/trade/purchase/contract/counts',
    summary: "How many purchase orders have their contract in each state (the screen's tabs)",
    auth: contractScreen,
    data: PurchaseDocumentCountsSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/trade/purchase/contract/detail',
    summary: "A purchase order with every upload of its contract and invoice and the reviews' outcome",
    auth: contractScreen,
    query: PurchaseIdSchema,
    data: PurchaseDocumentsSchema,
  },
  upload: {
    method: 'POST',
    path: '/api/trade/purchase/contract/upload',
    summary: "Uploads a purchase order's contract for review",
    auth: contractScreen,
    body: PurchaseContractUploadSchema,
    data: PurchaseDocumentsSchema,
  },
  export: {
    method: 'POST',
    path: '/api/trade/purchase/contract/export',
    summary: 'Exports the purchase contracts matching the filter (a task of the export centre)',
    auth: contractScreen,
    body: PurchaseDocumentExportFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** Purchase invoices (/purchase/invoice): the purchase orders by their invoice's state, uploads. */
export const purchaseInvoice = endpoints('scm', 'purchaseInvoice', {
  page: {
    method: 'POST',
    path: '/api/trade/purchase/invoice/page',
    summary: "A page of the partner's purchase orders that need an invoice, by the invoice's state",
    auth: invoiceScreen,
    body: PurchaseDocumentPageQuerySchema,
    rows: PurchaseDocumentRowSchema,
  },
  counts: {
    method: 'GET',
    path: '/api/trade/purchase/invoice/counts',
    summary: "How many purchase orders have their invoice in each state (the screen's tabs)",
    auth: invoiceScreen,
    data: PurchaseDocumentCountsSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/trade/purchase/invoice/detail',
    summary: "A purchase order with every upload of its contract and invoice and the reviews' outcome",
    auth: invoiceScreen,
    query: PurchaseIdSchema,
    data: PurchaseDocumentsSchema,
  },
  upload: {
    method: 'POST',
    path: '/api/trade/purchase/invoice/upload',
    summary: "Uploads a purchase order's invoice (files and details) for review",
    auth: invoiceScreen,
    body: PurchaseInvoiceUploadSchema,
    data: PurchaseDocumentsSchema,
  },
  export: {
    method: 'POST',
    path: '/api/trade/purchase/invoice/export',
    summary: 'Exports the purchase invoices matching the filter (a task of the export centre)',
    auth: invoiceScreen,
    body: PurchaseDocumentExportFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** Invoice mailings (/purchase/mail): the paper invoices sent by express, tracked. */
export const purchaseMail = endpoints('scm', 'purchaseMail', {
  page: {
    method: 'POST',
    path: '/api/trade/purchase/mail/page',
    summary: "A page of the partner's invoice mailings matching the filter",
    auth: mailScreen,
    body: MailingPageQuerySchema,
    rows: MailingRowSchema,
  },
  counts: {
    method: 'GET',
    path: '/api/trade/purchase/mail/counts',
    summary: 'How many mailings are in each state (mailed, delivered)',
    auth: mailScreen,
    data: PurchaseDocumentCountsSchema,
  },
  mailable: {
    method: 'POST',
    path: '/api/trade/purchase/mail/mailable',
    summary: 'A page of the purchase orders whose invoices may be mailed (uploaded or approved, not mailed)',
    auth: mailScreen,
    body: MailablePageQuerySchema,
    rows: PurchaseDocumentRowSchema,
  },
  create: {
    method: 'POST',
    path: '/api/trade/purchase/mail/create',
    summary: 'Records that the paper invoices of purchase orders of one supplier were mailed',
    auth: mailScreen,
    body: MailingInputSchema,
    data: MailingRowSchema,
  },
  logistics: {
    method: 'GET',
    path: '/api/trade/purchase/mail/logistics',
    summary: "A mailing's logistics traces from the express provider, newest first",
    auth: mailScreen,
    query: MailingIdSchema,
    data: MailingLogisticsSchema,
  },
  export: {
    method: 'POST',
    path: '/api/trade/purchase/mail/export',
    summary: 'Exports the mailings matching the filter (a task of the export centre)',
    auth: mailScreen,
    body: MailingExportFilterSchema,
    data: ExportRequestedSchema,
  },
});
