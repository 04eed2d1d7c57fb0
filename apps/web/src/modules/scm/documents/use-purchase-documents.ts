import type {
  MailablePageQuery,
  MailingPageQuery,
  PurchaseDocumentKind,
  PurchaseDocumentPageQuery,
} from '@portal/shared/contracts/purchase-documents';
import {
  purchaseContract,
  purchaseInvoice,
  purchaseMail,
} from '@portal/shared/contracts/purchase-documents.endpoints';
import { useQuery } from '@tanstack/react-query';
import { listOf, useWrite, write } from '../../../shared/api-hooks';
import { api } from '../../../shared/http';
import { useFreshData } from '../../../shared/use-fresh';
import type { ListFilter } from '../../../shared/page-table';

/** Query key prefix of the purchase documents and mailings on screen; a write refreshes all of it. */
export const PURCHASE_DOCUMENTS_KEY = ['scm', 'purchase-documents'] as const;

const keys = {
  counts: (kind: string) => [...PURCHASE_DOCUMENTS_KEY, 'counts', kind] as const,
  detail: (id: number | undefined) => [...PURCHASE_DOCUMENTS_KEY, 'detail', id] as const,
  logistics: (id: number | undefined) => [...PURCHASE_DOCUMENTS_KEY, 'logistics', id] as const,
};

export type PurchaseDocumentFilterValues = ListFilter<PurchaseDocumentPageQuery>;
export type MailingFilterValues = ListFilter<MailingPageQuery>;
export type MailableFilterValues = ListFilter<MailablePageQuery>;

const GROUP = { contract: purchaseContract, invoice: purchaseInvoice } as const;

/** The contract (or invoice) screen's list (PageTable). */
export const purchaseDocumentList = (kind: PurchaseDocumentKind) =>
  listOf<(typeof GROUP)[typeof kind]['page'], PurchaseDocumentFilterValues>(GROUP[kind].page, [
    ...PURCHASE_DOCUMENTS_KEY,
    'page',
    kind,
  ]);

/** The contract (or invoice) screen's export (ExportButton). */
export const purchaseDocumentExport = (kind: PurchaseDocumentKind) => GROUP[kind].export;

/** Purchase orders per state of the document, for the tabs. */
export const usePurchaseDocumentCounts = (kind: PurchaseDocumentKind) =>
  useQuery({ queryKey: keys.counts(kind), queryFn: () => api(GROUP[kind].counts) });

/** A purchase order with its contract's and invoice's uploads (not loaded without an id). */
export const usePurchaseDocuments = (kind: PurchaseDocumentKind, id: number | undefined) =>
  useQuery({
    queryKey: keys.detail(id),
    queryFn: () => api(GROUP[kind].detail, { id: id as number }),
    enabled: id !== undefined && id > 0,
  });

/**
 * The purchase order as it is now, for the upload dialog (the last rejection): reloaded whenever `id`
 * is set, undefined until that answer has arrived.
 */
export const useFreshPurchaseDocuments = (kind: PurchaseDocumentKind, id: number | undefined) =>
  useFreshData(usePurchaseDocuments(kind, id), id);

/** Uploads a purchase contract. */
export const useUploadPurchaseContract = () =>
  useWrite(write(purchaseContract.upload), [PURCHASE_DOCUMENTS_KEY]);

/** Uploads a purchase invoice with its details. */
export const useUploadPurchaseInvoice = () =>
  useWrite(write(purchaseInvoice.upload), [PURCHASE_DOCUMENTS_KEY]);

// ---- mailings ----

/** The mailing list (PageTable). */
export const mailingList = listOf<typeof purchaseMail.page, MailingFilterValues>(purchaseMail.page, [
  ...PURCHASE_DOCUMENTS_KEY,
  'mailings',
]);

/** The mailing list's export (ExportButton). */
export const mailingExport = purchaseMail.export;

/** The purchase orders whose invoices may be mailed (the create dialog's table). */
export const mailableList = listOf<typeof purchaseMail.mailable, MailableFilterValues>(
  purchaseMail.mailable,
  [...PURCHASE_DOCUMENTS_KEY, 'mailable'],
);

/** Mailings per state, for the tabs. */
export const useMailingCounts = () =>
  useQuery({ queryKey: keys.counts('mail'), queryFn: () => api(purchaseMail.counts) });

/** Where a mailing's parcel is (not loaded without an id). */
export const useMailingLogistics = (id: number | undefined) =>
  useQuery({
    queryKey: keys.logistics(id),
    queryFn: () => api(purchaseMail.logistics, { id: id as number }),
    enabled: id !== undefined && id > 0,
  });

/** Records a mailing of invoices. */
export const useCreateMailing = () => useWrite(write(purchaseMail.create), [PURCHASE_DOCUMENTS_KEY]);

/** The first 100 purchase orders of a supplier whose invoices may be mailed (the create dialog). */
export const useMailable = (supplierId: number | undefined) =>
  useQuery({
    queryKey: [...PURCHASE_DOCUMENTS_KEY, 'mailable', supplierId],
    queryFn: () => api(purchaseMail.mailable, { current: 1, size: 100, supplierId }),
    enabled: supplierId !== undefined,
  });
