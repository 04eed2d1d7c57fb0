import {
  MailingExportFilterSchema,
  type MailingRow,
  PurchaseDocumentExportFilterSchema,
  type PurchaseDocumentRow,
} from '@portal/shared/contracts/purchase-documents';
import type { PurchaseDocumentKind } from '@portal/shared/scm-states';
import { defineExport, listRows } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listMailingsAfter } from './mailing.service';
import { listPurchaseDocumentsAfter } from './purchase-documents.service';

export const PURCHASE_CONTRACT_EXPORT = 'purchaseContracts';
export const PURCHASE_INVOICE_EXPORT = 'purchaseInvoices';
export const PURCHASE_MAIL_EXPORT = 'purchaseMailings';

const column = (prefix: string, key: string, width: number, type?: 'dateTime') => ({
  key,
  header: `${prefix}.column.${key}`,
  width,
  ...(type ? { type } : {}),
});

/** The contract (or invoice) screen's export: the purchase orders with that document's state. */
const documentExport = (kind: PurchaseDocumentKind, exportKind: string) =>
  defineExport(exportKind, {
    name: `purchaseDocument.${kind}.exportName`,
    filter: PurchaseDocumentExportFilterSchema,
    columns: [
      column('purchaseDocument', 'purchaseNo', 20),
      column('purchaseDocument', 'supplierName', 28),
      column('purchaseDocument', 'totalAmount', 14),
      column('purchaseDocument', 'itemCount', 8),
      column('purchaseDocument', 'stateName', 10),
      column('purchaseDocument', 'documentStateName', 10),
      ...(kind === 'invoice' ? [column('purchaseDocument', 'mailStateName', 10)] : []),
      column('purchaseDocument', 'createdTime', 20, 'dateTime'),
      column('purchaseDocument', 'confirmedTime', 20, 'dateTime'),
    ],
    rows: (db, scope, filter) =>
      listRows<PurchaseDocumentRow>(
        (after, limit) =>
          listPurchaseDocumentsAfter(db, scope.partnerId, kind, filter, scope.timeZone, after?.id, limit),
        (row) => ({
          ...row,
          stateName: translate(scope.locale, `purchaseDocument.purchaseState_${row.state}`),
          documentStateName: translate(
            scope.locale,
            `purchaseDocument.documentState_${kind === 'contract' ? row.contractState : row.invoiceState}`,
          ),
          mailStateName: translate(scope.locale, `purchaseDocument.mailState_${row.mailState}`),
        }),
      ),
  });

export const purchaseContractExport = documentExport('contract', PURCHASE_CONTRACT_EXPORT);
export const purchaseInvoiceExport = documentExport('invoice', PURCHASE_INVOICE_EXPORT);

/** The mailing list's export. */
export const purchaseMailExport = defineExport(PURCHASE_MAIL_EXPORT, {
  name: 'purchaseMail.exportName',
  filter: MailingExportFilterSchema,
  columns: [
    column('purchaseMail', 'purchaseNos', 36),
    column('purchaseMail', 'supplierName', 28),
    column('purchaseMail', 'expressName', 12),
    column('purchaseMail', 'trackingNo', 20),
    column('purchaseMail', 'senderName', 10),
    column('purchaseMail', 'receiverName', 10),
    column('purchaseMail', 'receiverPhone', 14),
    column('purchaseMail', 'address', 36),
    column('purchaseMail', 'stateName', 8),
    column('purchaseMail', 'mailedTime', 20, 'dateTime'),
    column('purchaseMail', 'deliveredTime', 20, 'dateTime'),
    column('purchaseMail', 'remark', 24),
  ],
  rows: (db, scope, filter) =>
    listRows<MailingRow>(
      (after, limit) => listMailingsAfter(db, scope.partnerId, filter, scope.timeZone, after?.id, limit),
      ({ purchaseOrders, ...row }) => ({
        ...row,
        purchaseNos: purchaseOrders.map((order) => order.purchaseNo).join(', '),
        stateName: translate(scope.locale, `purchaseMail.state_${row.state}`),
      }),
    ),
});
