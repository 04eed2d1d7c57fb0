import type {
  PurchaseContractUpload,
  PurchaseDocumentFilter,
  PurchaseDocumentPageQuery,
  PurchaseDocumentRow,
  PurchaseDocuments,
  PurchaseInvoiceUpload,
} from '@portal/shared/contracts/purchase-documents';
import { DocumentState } from '@portal/shared/order-states';
import { type PurchaseDocumentKind, PurchaseState } from '@portal/shared/scm-states';
import { and, asc, desc, eq, inArray, like, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { dayRangeWhere } from '../../../db/day-range';
import { prefixPattern } from '../../../db/like';
import { batchAfter, pageOf } from '../../../db/paging';
import { notFound } from '../../../platform/errors';
import {
  registerDocumentSubject,
  subjectDocuments,
  uploadSubjectDocument,
} from '../../orders/document-kernel';
import {
  changePurchase,
  completePurchaseIfDone,
  lockPurchase,
  type PurchaseRecord,
} from './purchase-changes';
import { purchaseCountsUnder } from './purchase-counts';
import { purchaseOrders as po } from './purchase.table';

type ActingAccount = { partnerId: number; accountId: number };

const STATE_OF = { contract: 'contractState', invoice: 'invoiceState' } as const;
const REQUIRED_OF = { contract: 'contractRequired', invoice: 'invoiceRequired' } as const;

/** The steps at which a purchase order's contract and invoice are uploaded: confirmed to received. */
const UPLOAD_STATES: number[] = [PurchaseState.confirmed, PurchaseState.shipped, PurchaseState.received];

const purchaseNumbersOf = async (db: DbOrTx, partnerId: number, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: po.id, purchaseNo: po.purchaseNo })
    .from(po)
    .where(and(eq(po.partnerId, partnerId), inArray(po.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.purchaseNo]));
};

/**
 * A purchase order as the documents kernel of orders sees it: its contract and invoice are uploaded
 * and reviewed exactly like an order's; approval may complete a received purchase order.
 */
export const purchaseDocumentSubject = registerDocumentSubject<PurchaseRecord>({
  name: 'purchase',
  messages: 'purchaseDocument',
  lock: lockPurchase,
  stateOf: (order, kind) => {
    if (kind === 'sign') return null;
    return order[REQUIRED_OF[kind]] ? order[STATE_OF[kind]] : null;
  },
  due: (order) => UPLOAD_STATES.includes(order.state),
  change: (tx, order, kind, state, event) =>
    changePurchase(tx, order, { [STATE_OF[kind as PurchaseDocumentKind]]: state }, event),
  approve: async (tx, order, kind) => {
    const approved = await changePurchase(
      tx,
      order,
      { [STATE_OF[kind as PurchaseDocumentKind]]: DocumentState.approved },
      { action: `${kind}Approved`, accountId: null },
    );
    return completePurchaseIfDone(tx, approved);
  },
  summaryOf: (order) => ({ no: order.purchaseNo, state: order.state }),
  noticeParamsOf: (order) => ({ purchaseNo: order.purchaseNo }),
  numbersOf: purchaseNumbersOf,
});

/** Uploads a purchase order's contract (images or pdf) for the operator's review. */
export const uploadPurchaseContract = (db: DbOrTx, actor: ActingAccount, input: PurchaseContractUpload) =>
  uploadSubjectDocument(db, purchaseDocumentSubject, actor, {
    subjectId: input.purchaseOrderId,
    kind: 'contract',
    fileIds: input.fileIds,
  });

/** Uploads a purchase order's invoice (files and details; the amount is the order's total exactly). */
export const uploadPurchaseInvoice = (db: DbOrTx, actor: ActingAccount, input: PurchaseInvoiceUpload) =>
  uploadSubjectDocument(db, purchaseDocumentSubject, actor, {
    subjectId: input.purchaseOrderId,
    kind: 'invoice',
    fileIds: input.fileIds,
    invoice: input.invoice,
  });

// ---- the contract and invoice screens ----

const iso = (time: Date | null) => time?.toISOString() ?? null;

export const purchaseDocumentRowOf = (order: PurchaseRecord): PurchaseDocumentRow => ({
  id: order.id,
  purchaseNo: order.purchaseNo,
  supplierId: order.supplierId,
  supplierName: order.supplierName,
  state: order.state as PurchaseDocumentRow['state'],
  totalAmount: order.totalAmount,
  itemCount: order.itemCount,
  contractRequired: order.contractRequired,
  invoiceRequired: order.invoiceRequired,
  contractState: order.contractState as PurchaseDocumentRow['contractState'],
  invoiceState: order.invoiceState as PurchaseDocumentRow['invoiceState'],
  mailState: order.mailState as PurchaseDocumentRow['mailState'],
  createdTime: order.createdTime.toISOString(),
  confirmedTime: iso(order.confirmedTime),
  receivedTime: iso(order.receivedTime),
});

/** Purchase orders whose document is due or past (not 0); in `documentState` when given. */
const filterOf = (
  partnerId: number,
  kind: PurchaseDocumentKind,
  filter: PurchaseDocumentFilter,
  timeZone: string,
): SQL | undefined =>
  and(
    eq(po.partnerId, partnerId),
    eq(po[REQUIRED_OF[kind]], true),
    filter.documentState !== null && filter.documentState !== undefined
      ? eq(po[STATE_OF[kind]], filter.documentState)
      : ne(po[STATE_OF[kind]], DocumentState.none),
    filter.purchaseNo ? like(po.purchaseNo, prefixPattern(filter.purchaseNo)) : undefined,
    filter.supplierId ? eq(po.supplierId, filter.supplierId) : undefined,
    dayRangeWhere(po.createdTime, filter.createdFrom, filter.createdTo, timeZone),
  );

/** The partner's purchase orders that need a contract (or invoice), newest first unless sorted. */
export const listPurchaseDocuments = async (
  db: DbOrTx,
  partnerId: number,
  kind: PurchaseDocumentKind,
  query: PurchaseDocumentPageQuery,
  timeZone: string,
): Promise<{ rows: PurchaseDocumentRow[]; total: number }> => {
  const direction = query.sortType === 'asc' ? asc : desc;
  const column = query.sortBy === 'totalAmount' ? po.totalAmount : po.createdTime;
  const { rows, total } = await pageOf(
    db,
    query,
    (total) => db.select({ order: po, total }).from(po).$dynamic(),
    filterOf(partnerId, kind, query, timeZone),
    [direction(column), direction(po.id)],
  );
  return { rows: rows.map((row) => purchaseDocumentRowOf(row.order)), total };
};

/** A keyset batch of the list for its export, newest first. */
export const listPurchaseDocumentsAfter = async (
  db: DbOrTx,
  partnerId: number,
  kind: PurchaseDocumentKind,
  filter: PurchaseDocumentFilter,
  timeZone: string,
  afterId: number | undefined,
  limit: number,
): Promise<PurchaseDocumentRow[]> => {
  const rows = await batchAfter(
    db.select({ order: po }).from(po).$dynamic(),
    filterOf(partnerId, kind, filter, timeZone),
    po.id,
    afterId,
    limit,
  );
  return rows.map((row) => purchaseDocumentRowOf(row.order));
};

/** Purchase orders per state of the document (1 awaiting upload .. 4 rejected): the screen's tabs. */
export const purchaseDocumentCounts = async (
  db: DbOrTx,
  partnerId: number,
  kind: PurchaseDocumentKind,
): Promise<Record<string, number>> => {
  const counts = await purchaseCountsUnder(db, partnerId, `${kind}:`);
  // 0 is "not needed (yet)": no tab.
  const { [String(DocumentState.none)]: _none, ...due } = counts;
  return due;
};

/** A purchase order of the partner with every upload of its contract and invoice. */
export const purchaseDocumentsOf = async (
  db: DbOrTx,
  partnerId: number,
  id: number,
): Promise<PurchaseDocuments> => {
  const [order] = await db
    .select()
    .from(po)
    .where(and(eq(po.partnerId, partnerId), eq(po.id, id)));
  if (!order) throw notFound('purchase.notFound');
  return {
    ...purchaseDocumentRowOf(order),
    documents: await subjectDocuments(db, 'purchase', partnerId, id),
  };
};
