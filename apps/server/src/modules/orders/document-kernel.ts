import {
  type DocumentKind,
  DocumentState,
  type InvoiceInput,
  type OrderDocument,
} from '@portal/shared/contracts/orders';
import { compareMoney } from '@portal/shared/money';
import Decimal from 'decimal.js';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fail, notFound } from '../../platform/errors';
import { operatorNamesOf } from '../auth/accounts.service';
import { assertOwnFile, fileSummariesOf, signedFileUrl } from '../communal/files.service';
import { sendNotice } from '../partner/notice.service';
import { orderDocuments } from './orders.table';

// The documents kernel: one table (order_documents), one state machine and one review for every
// subject that needs documents uploaded and reviewed: orders (signed receipt, contract, invoice) and
// purchase orders (contract, invoice, module scm). What differs per subject (how it is locked,
// whether the document is due, what approval does) is the subject's `DocumentSubject`.

/** The subjects whose documents live in order_documents (its `subject` column). */
export type DocumentSubjectName = 'order' | 'purchase';

/** One subject's record as the kernel needs it; the subject keeps the rest. */
export type SubjectRecord = { partnerId: number; id: number; totalAmount: string };

export type DocumentEvent = { action: string; detail: string | null; accountId: number | null };

/** What a subject tells the kernel about itself. */
export type DocumentSubject<S extends SubjectRecord = SubjectRecord> = {
  name: DocumentSubjectName;
  /** The prefix of its message keys: `<messages>.documentNotDue`, `<messages>.notice.<kind>Rejected`. */
  messages: string;
  lock: (tx: DbOrTx, partnerId: number, id: number) => Promise<S>;
  /** The document's state on the subject (DocumentState), or null when the subject does not need it. */
  stateOf: (subject: S, kind: DocumentKind) => number | null;
  /** Whether the subject has reached the step where the document can be uploaded. */
  due: (subject: S, kind: DocumentKind) => boolean;
  /** Writes the document's new state on the subject (guarded, with its timeline, audit and counts). */
  change: (
    tx: DbOrTx,
    subject: S,
    kind: DocumentKind,
    state: DocumentState,
    event: DocumentEvent,
  ) => Promise<S>;
  /** The operator approved the document: its state, and whatever that finishes (receipt, completion). */
  approve: (tx: DbOrTx, subject: S, kind: DocumentKind) => Promise<S>;
  /** The subject's number and state, for the operator (the review queue, the command's answer). */
  summaryOf: (subject: S) => { no: string; state: number };
  /** The parameters of its rejection notice besides the reason ({ orderNo } ...). */
  noticeParamsOf: (subject: S) => Record<string, string>;
  /** The subject's numbers by id, for the review queue. */
  numbersOf: (db: DbOrTx, partnerId: number, ids: readonly number[]) => Promise<Map<number, string>>;
};

const subjects = new Map<DocumentSubjectName, DocumentSubject>();

/** Makes a subject's documents reviewable by id (its module registers it when loaded). */
export const registerDocumentSubject = <S extends SubjectRecord>(subject: DocumentSubject<S>) => {
  subjects.set(subject.name, subject as unknown as DocumentSubject);
  return subject;
};

const DOCUMENT_FILE_KINDS = ['image', 'pdf'] as const;

/** An upload of one of a subject's documents: images or pdf; an invoice adds its details. */
export type SubjectDocumentUpload = {
  subjectId: number;
  kind: DocumentKind;
  fileIds: readonly number[];
  invoice?: InvoiceInput | null;
};

/** The invoice's details, checked: its amount equals the subject's total exactly, the tax not above it. */
const checkedInvoice = (messages: string, totalAmount: string, invoice: InvoiceInput | null | undefined) => {
  if (!invoice) throw fail(`${messages}.invoiceDetailsRequired`);
  if (compareMoney(invoice.amount, totalAmount) !== 0) {
    throw fail(`${messages}.invoiceAmountMismatch`, {
      amount: new Decimal(invoice.amount).toFixed(2),
      total: totalAmount,
    });
  }
  if (compareMoney(invoice.taxAmount, invoice.amount) > 0) throw fail(`${messages}.taxAboveAmount`);
  return {
    ...invoice,
    invoiceCode: invoice.invoiceCode ?? null,
    amount: new Decimal(invoice.amount).toFixed(2),
    taxAmount: new Decimal(invoice.taxAmount).toFixed(2),
  };
};

/**
 * Uploads a document of a subject when it is due or was rejected (images or pdf of the partner's
 * own); it goes to the operator's review. An invoice's amount must equal the subject's total exactly.
 */
export const uploadSubjectDocument = <S extends SubjectRecord>(
  db: DbOrTx,
  subject: DocumentSubject<S>,
  actor: { partnerId: number; accountId: number },
  input: SubjectDocumentUpload,
): Promise<S> =>
  db.transaction(async (tx) => {
    const { messages } = subject;
    const record = await subject.lock(tx, actor.partnerId, input.subjectId);
    const current = subject.stateOf(record, input.kind);
    if (current === null) throw fail(`${messages}.documentNotRequired`);
    if (current === DocumentState.awaitingReview) throw fail(`${messages}.documentInReview`);
    if (current === DocumentState.approved) throw fail(`${messages}.documentApproved`);
    if (
      !subject.due(record, input.kind) ||
      (current !== DocumentState.awaitingUpload && current !== DocumentState.rejected)
    ) {
      throw fail(`${messages}.documentNotDue`);
    }
    for (const fileId of input.fileIds) await assertOwnFile(tx, actor.partnerId, fileId, DOCUMENT_FILE_KINDS);
    const invoice =
      input.kind === 'invoice' ? checkedInvoice(messages, record.totalAmount, input.invoice) : null;
    await tx.insert(orderDocuments).values({
      partnerId: actor.partnerId,
      subject: subject.name,
      orderId: record.id,
      kind: input.kind,
      state: DocumentState.awaitingReview,
      fileIds: [...new Set(input.fileIds)],
      invoice,
      uploadedBy: actor.accountId,
    });
    return subject.change(tx, record, input.kind, DocumentState.awaitingReview, {
      action: `${input.kind}Uploaded`,
      detail: invoice ? `${invoice.invoiceNo} ¥${invoice.amount}` : null,
      accountId: actor.accountId,
    });
  });

/** Locks a document awaiting review, of whichever partner and subject (the operator reviews them all). */
const lockDocumentInReview = async (tx: DbOrTx, id: number) => {
  const [document] = await tx.select().from(orderDocuments).where(eq(orderDocuments.id, id)).for('update');
  // A document of a subject nobody registered is as unknown as a missing one.
  const subject = document ? subjects.get(document.subject as DocumentSubjectName) : undefined;
  if (!document || !subject) throw notFound('order.documentNotFound');
  if (document.state !== DocumentState.awaitingReview) throw fail(`${subject.messages}.documentNotInReview`);
  return { document, subject };
};

/** The subject a review left behind, as the operator sees it. */
export type ReviewedSubject = { subject: DocumentSubjectName; no: string; state: number };

/** The operator approves a document of any subject; what that finishes is the subject's. */
export const approveDocumentById = (db: DbOrTx, documentId: number): Promise<ReviewedSubject> =>
  db.transaction(async (tx) => {
    const { document, subject } = await lockDocumentInReview(tx, documentId);
    await tx
      .update(orderDocuments)
      .set({ state: DocumentState.approved, reviewedTime: new Date() })
      .where(and(eq(orderDocuments.partnerId, document.partnerId), eq(orderDocuments.id, document.id)));
    const record = await subject.lock(tx, document.partnerId, document.orderId);
    const approved = await subject.approve(tx, record, document.kind as DocumentKind);
    return { subject: subject.name, ...subject.summaryOf(approved) };
  });

/**
 * The operator rejects a document of any subject with the reason the partner sees (a notice tells
 * it); the document is uploaded again.
 */
export const rejectDocumentById = (
  db: DbOrTx,
  documentId: number,
  reason: string,
): Promise<ReviewedSubject> => {
  const why = reason.trim();
  if (!why) throw fail('order.reasonRequired');
  return db.transaction(async (tx) => {
    const { document, subject } = await lockDocumentInReview(tx, documentId);
    const kind = document.kind as DocumentKind;
    await tx
      .update(orderDocuments)
      .set({ state: DocumentState.rejected, reason: why, reviewedTime: new Date() })
      .where(and(eq(orderDocuments.partnerId, document.partnerId), eq(orderDocuments.id, document.id)));
    const record = await subject.lock(tx, document.partnerId, document.orderId);
    const rejected = await subject.change(tx, record, kind, DocumentState.rejected, {
      action: `${kind}Rejected`,
      detail: why,
      accountId: null,
    });
    await sendNotice(tx, {
      partnerId: record.partnerId,
      message: {
        key: `${subject.messages}.notice.${kind}Rejected`,
        params: { ...subject.noticeParamsOf(rejected), reason: why },
      },
    });
    return { subject: subject.name, ...subject.summaryOf(rejected) };
  });
};

/** Documents awaiting the operator's review, of every subject, oldest upload first (100 at most). */
export const documentsInReview = async (
  db: DbOrTx,
): Promise<{ id: number; partnerId: number; subject: DocumentSubjectName; kind: string; no: string }[]> => {
  const rows = await db
    .select({
      id: orderDocuments.id,
      partnerId: orderDocuments.partnerId,
      subject: orderDocuments.subject,
      subjectId: orderDocuments.orderId,
      kind: orderDocuments.kind,
    })
    .from(orderDocuments)
    .where(eq(orderDocuments.state, DocumentState.awaitingReview))
    .orderBy(asc(orderDocuments.uploadedTime), asc(orderDocuments.id))
    .limit(100);
  const numbers = new Map<string, string>();
  for (const key of new Set(rows.map((row) => `${row.subject}|${row.partnerId}`))) {
    const [name, partnerId] = key.split('|');
    const subject = subjects.get(name as DocumentSubjectName);
    if (!subject) continue;
    const ids = rows.filter((row) => `${row.subject}|${row.partnerId}` === key).map((row) => row.subjectId);
    for (const [id, no] of await subject.numbersOf(db, Number(partnerId), ids))
      numbers.set(`${key}|${id}`, no);
  }
  return rows.map((row) => ({
    id: row.id,
    partnerId: row.partnerId,
    subject: row.subject as DocumentSubjectName,
    kind: row.kind,
    no: numbers.get(`${row.subject}|${row.partnerId}|${row.subjectId}`) ?? String(row.subjectId),
  }));
};

/**
 * The uploads of one subject's documents (every kind), newest first: files (signed links), the
 * invoice's details, the review's outcome and who uploaded.
 */
export const subjectDocuments = async (
  db: DbOrTx,
  name: DocumentSubjectName,
  partnerId: number,
  subjectId: number,
): Promise<OrderDocument[]> => {
  const rows = await db
    .select()
    .from(orderDocuments)
    .where(
      and(
        eq(orderDocuments.partnerId, partnerId),
        eq(orderDocuments.subject, name),
        eq(orderDocuments.orderId, subjectId),
      ),
    )
    .orderBy(desc(orderDocuments.id));
  const fileRows = await fileSummariesOf(db, partnerId, [...new Set(rows.flatMap((row) => row.fileIds))]);
  const fileOf = new Map(fileRows.map((file) => [file.id, file]));
  const uploaderOf = await operatorNamesOf(
    db,
    partnerId,
    rows.map((row) => row.uploadedBy),
  );
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    kind: row.kind as DocumentKind,
    state: row.state as DocumentState,
    files: row.fileIds.flatMap((id) => {
      const file = fileOf.get(id);
      return file ? [{ id, name: file.name, kind: file.kind, url: signedFileUrl(partnerId, id) }] : [];
    }),
    invoice: row.invoice,
    reason: row.reason,
    uploader: uploaderOf(row.uploadedBy),
    uploadedTime: row.uploadedTime.toISOString(),
    reviewedTime: row.reviewedTime?.toISOString() ?? null,
  }));
};

/** The id of a subject's document of a kind that awaits review, if one does (seeds, the operator). */
export const documentInReviewOf = async (
  db: DbOrTx,
  name: DocumentSubjectName,
  partnerId: number,
  subjectId: number,
  kind: DocumentKind,
): Promise<number | undefined> => {
  const [row] = await db
    .select({ id: orderDocuments.id })
    .from(orderDocuments)
    .where(
      and(
        eq(orderDocuments.partnerId, partnerId),
        eq(orderDocuments.subject, name),
        eq(orderDocuments.orderId, subjectId),
        eq(orderDocuments.kind, kind),
        eq(orderDocuments.state, DocumentState.awaitingReview),
      ),
    );
  return row?.id;
};
