import type { OrderDocument } from '@portal/shared/contracts/orders';
import { type DocumentKind, DocumentState } from '@portal/shared/order-states';
import { Alert, Form, Typography } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/FormDialog';
import { useFormSave } from '../../../shared/use-form-save';
import { useFreshOrderDetail, useUploadDocument } from '../use-orders';
import { DocumentFilesUpload } from './DocumentFilesUpload';
import { InvoiceFields, type InvoiceFormValues } from './InvoiceFields';

/** A document to upload for an order (the order's total is what an invoice must come to). */
export type UploadTarget = {
  kind: DocumentKind;
  order: { id: number; orderNo: string; totalAmount: string };
};

export type DocumentUploadDialogProps = { target: UploadTarget | null; onClose: () => void };

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
 * Uploads a signed receipt, contract or invoice (images or pdf) for the operator's review; an invoice
 * adds its details. A previous rejection is shown first, with its reason.
 */
export const DocumentUploadDialog = ({ target, onClose }: DocumentUploadDialogProps) => {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<UploadForm>();
  const upload = useUploadDocument();
  const { order } = useFreshOrderDetail(target?.order.id);
  const kind = target?.kind ?? 'sign';
  const latest = order ? latestDocumentOf(order.documents, kind) : undefined;
  const rejected = latest?.state === DocumentState.rejected ? latest : undefined;

  // Reset before the dialog is painted, so nothing typed into it at once is wiped.
  useLayoutEffect(() => {
    if (target) form.resetFields();
  }, [target, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    if (!target) return;
    const invoice = values.invoice;
    await upload.mutateAsync({
      orderId: target.order.id,
      kind: target.kind,
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
        orderNo: target?.order.orderNo ?? '',
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
            {t(`document.intro_${kind}`)}
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
      {kind === 'invoice' && target ? <InvoiceFields orderTotal={target.order.totalAmount} /> : null}
    </FormDialog>
  );
};
