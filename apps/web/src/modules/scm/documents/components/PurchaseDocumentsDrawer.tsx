import {
  PURCHASE_DOCUMENT_KINDS,
  type PurchaseDocumentKind,
} from '@portal/shared/contracts/purchase-documents';
import type { DocumentState } from '@portal/shared/order-states';
import { Descriptions, Drawer, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../../../shared/format';
import { SubjectDocuments } from '../../../orders/components/SubjectDocuments';
import { usePurchaseDocuments } from '../use-purchase-documents';
import { PurchaseStateTag } from './PurchaseTags';
import type { PurchaseUploadTarget } from './PurchaseUploadDialog';

export type PurchaseDocumentsDrawerProps = {
  /** The screen's kind (which contract's or invoice's view reads it); both kinds are shown. */
  kind: PurchaseDocumentKind;
  id: number | undefined;
  onUpload: (target: PurchaseUploadTarget) => void;
  onClose: () => void;
};

/**
 * A purchase order's contract and invoice: every upload (files, invoice details) and the review's
 * outcome with the rejection reason, the upload action while one is due (the orders' cards).
 */
export const PurchaseDocumentsDrawer = ({ kind, id, onUpload, onClose }: PurchaseDocumentsDrawerProps) => {
  const { t } = useTranslation('purchaseDocuments');
  const { data: order, isPending } = usePurchaseDocuments(kind, id);
  const kinds = order
    ? PURCHASE_DOCUMENT_KINDS.filter((k) =>
        k === 'contract' ? order.contractRequired : order.invoiceRequired,
      )
    : [];
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={860}
      title={order ? t('drawerTitle', { purchaseNo: order.purchaseNo }) : ''}
      destroyOnHidden
    >
      {isPending || !order ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={20}>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'supplier', label: t('supplier'), children: order.supplierName },
              { key: 'state', label: t('purchaseState'), children: <PurchaseStateTag state={order.state} /> },
              { key: 'amount', label: t('totalAmount'), children: formatAmount(order.totalAmount) },
              { key: 'created', label: t('createdTime'), children: formatDateTime(order.createdTime) },
            ]}
          />
          <SubjectDocuments
            kinds={kinds}
            stateOf={(k) => (k === 'contract' ? order.contractState : order.invoiceState) as DocumentState}
            documents={order.documents}
            mayUpload
            onUpload={(k) => onUpload({ kind: k as PurchaseDocumentKind, order })}
          />
        </Flex>
      )}
    </Drawer>
  );
};
