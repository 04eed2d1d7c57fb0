import type { InvoiceInput, OrderDocument } from '@portal/shared/contracts/orders';
import { type DocumentKind, DocumentState } from '@portal/shared/order-states';
import { Alert, Form, Typography } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/FormDialog';
import { useFormSave } from '../../../shared/use-form-save';
import { DocumentFilesUpload } from './DocumentFilesUpload';
import { InvoiceFields, type InvoiceFormValues } from './InvoiceFields';

/** Whose document it is: an order, a purchase order ... (its total is what an invoice must come to). */
export type DocumentSubjectRef = { id: number; no: string; totalAmount: string };

/** A document to upload for a subject. */
export type SubjectUploadTarget = { kind: DocumentKind; subject: DocumentSubjectRef };

/** What the dialog sends: the files' ids and, for an invoice, its details. */
export type DocumentUploadValues = { fileIds: number[]; invoice: InvoiceInput | null };

export type DocumentUploadDialogProps = {
  target: SubjectUploadTarget | null;
  /** The subject's uploads as they are now (undefined until loaded): the last rejection is shown. */
  documents: readonly OrderDocument[] | undefined;
  /** The caller's words: what to upload, and (for an invoice) the total and its mismatch. */
  texts: { intro: string; total: string; mismatch: string };
  upload: (values: DocumentUploadValues) => Promise<unknown>;
  onClose: () => void;
};

type UploadForm = { fileIds?: number[]; invoice?: InvoiceFormValues };

/** The newest upload of a kind (the list is the order's history of documents). */
export const latestDocumentOf = (
  documents: readonly OrderDocument[],
  kind: DocumentKind,
): OrderDocument | undefined =>
  documents
    .filter((document) => document.kind === kind)
    .reduce<OrderDocument | undefined>(
      (latest, document) => (!latest || document.id > latest.id ? document : latest),
      undefined,
    );

/**
 * Uploads a document of any subject (an order's signed receipt, contract or invoice; a purchase
 * order's contract or invoice): images or pdf for the operator's review; an invoice adds its details.
 * A previous rejection is shown first, with its reason.
 */
export const DocumentUploadDialog = ({
  target,
  documents,
  texts,
  upload,
  onClose,
}: DocumentUploadDialogProps) => {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<UploadForm>();
  const kind = target?.kind ?? 'sign';
  const latest = documents ? latestDocumentOf(documents, kind) : undefined;
  const rejected = latest?.state === DocumentState.rejected ? latest : undefined;

  // Reset before the dialog is painted, so nothing typed into it at once is wiped.
  useLayoutEffect(() => {
    if (target) form.resetFields();
  }, [target, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    if (!target) return;
    const invoice = values.invoice;
    await upload({
      fileIds: values.fileIds ?? [],
      invoice:
        target.kind === 'invoice' && invoice
          ? {
              invoiceType: invoice.invoiceType ?? 'normal',
              invoiceNo: invoice.invoiceNo?.trim() ?? '',
              invoiceCode: invoice.invoiceCode?.trim() || null,
              invoiceDate: invoice.invoiceDate?.format('YYYY-MM-DD') ?? '',
              amount: invoice.amount?.trim() ?? '',
              taxAmount: invoice.taxAmount?.trim() ?? '',
            }
          : null,
    });
    onClose();
  });

  return (
    <FormDialog
      open={target !== null}
      title={t('document.uploadTitle', {
        kind: t(`state.kind_${kind}`),
        orderNo: target?.subject.no ?? '',
      })}
      width={kind === 'invoice' ? 640 : 560}
      form={form}
      name="documentUpload"
      labelWidth={100}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
      intro={
        <>
          {rejected ? (
            <Alert
              type="error"
              showIcon
              style={{ marginTop: 16 }}
              title={t('document.rejectedTitle')}
              description={rejected.reason ?? t('document.noReason')}
            />
          ) : null}
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 20 }}>
            {texts.intro}
          </Typography.Paragraph>
        </>
      }
    >
      <Form.Item
        name="fileIds"
        label={t('document.files')}
        extra={t('document.filesHint')}
        rules={[{ required: true, type: 'array', min: 1, message: t('document.filesRequired') }]}
      >
        <DocumentFilesUpload />
      </Form.Item>
      {kind === 'invoice' && target ? (
        <InvoiceFields total={target.subject.totalAmount} totalHint={texts.total} mismatch={texts.mismatch} />
      ) : null}
    </FormDialog>
  );
};
