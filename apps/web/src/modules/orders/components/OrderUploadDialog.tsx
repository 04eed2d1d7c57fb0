import type { DocumentKind } from '@portal/shared/order-states';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format';
import { useFreshOrderDetail, useUploadDocument } from '../use-orders';
import { DocumentUploadDialog } from './DocumentUploadDialog';

/** A document to upload for an order (the order's total is what an invoice must come to). */
export type UploadTarget = {
  kind: DocumentKind;
  order: { id: number; orderNo: string; totalAmount: string };
};

/** The upload dialog for an order's signed receipt, contract or invoice. */
export const OrderUploadDialog = ({
  target,
  onClose,
}: {
  target: UploadTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('orders');
  const upload = useUploadDocument();
  const { order } = useFreshOrderDetail(target?.order.id);
  const kind = target?.kind ?? 'sign';
  const total = formatAmount(target?.order.totalAmount ?? '0');
  return (
    <DocumentUploadDialog
      target={
        target
          ? {
              kind: target.kind,
              subject: {
                id: target.order.id,
                no: target.order.orderNo,
                totalAmount: target.order.totalAmount,
              },
            }
          : null
      }
      documents={order?.documents}
      texts={{
        intro: t(`document.intro_${kind}`),
        total: t('document.orderTotal', { amount: total }),
        mismatch: t('document.amountMismatch', { amount: total }),
      }}
      upload={(values) => upload.mutateAsync({ orderId: target?.order.id ?? 0, kind, ...values })}
      onClose={onClose}
    />
  );
};
