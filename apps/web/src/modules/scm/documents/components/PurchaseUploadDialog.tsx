import type { PurchaseDocumentKind, PurchaseDocumentRow } from '@portal/shared/contracts/purchase-documents';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../shared/format';
import { DocumentUploadDialog } from '../../../orders/components/DocumentUploadDialog';
import {
  useFreshPurchaseDocuments,
  useUploadPurchaseContract,
  useUploadPurchaseInvoice,
} from '../use-purchase-documents';

/** A purchase order's contract or invoice to upload. */
export type PurchaseUploadTarget = {
  kind: PurchaseDocumentKind;
  order: Pick<PurchaseDocumentRow, 'id' | 'purchaseNo' | 'totalAmount'>;
};

/** The orders' document upload dialog for a purchase order's contract or invoice. */
export const PurchaseUploadDialog = ({
  target,
  onClose,
}: {
  target: PurchaseUploadTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('purchaseDocuments');
  const kind = target?.kind ?? 'contract';
  const documents = useFreshPurchaseDocuments(kind, target?.order.id);
  const contract = useUploadPurchaseContract();
  const invoice = useUploadPurchaseInvoice();
  const total = formatAmount(target?.order.totalAmount ?? '0');
  return (
    <DocumentUploadDialog
      target={
        target
          ? {
              kind: target.kind,
              subject: {
                id: target.order.id,
                no: target.order.purchaseNo,
                totalAmount: target.order.totalAmount,
              },
            }
          : null
      }
      documents={documents?.documents}
      texts={{
        intro: t(`uploadIntro_${kind}`),
        total: t('purchaseTotal', { amount: total }),
        mismatch: t('amountMismatch', { amount: total }),
      }}
      upload={({ fileIds, invoice: details }) => {
        const purchaseOrderId = target?.order.id ?? 0;
        if (kind === 'contract') return contract.mutateAsync({ purchaseOrderId, fileIds });
        if (!details) return Promise.reject(new Error('invoice details'));
        return invoice.mutateAsync({ purchaseOrderId, fileIds, invoice: details });
      }}
      onClose={onClose}
    />
  );
};
