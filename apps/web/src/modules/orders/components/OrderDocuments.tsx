import type { OrderDetail } from '@portal/shared/contracts/orders';
import { DOCUMENT_KINDS, type DocumentKind, type DocumentState } from '@portal/shared/order-states';
import { usePermission } from '../../../shared/use-permission';
import { SubjectDocuments } from './SubjectDocuments';

export const documentStateOf = (order: OrderDetail, kind: DocumentKind): DocumentState =>
  kind === 'sign' ? order.signState : kind === 'contract' ? order.contractState : order.invoiceState;

export type OrderDocumentsProps = {
  order: OrderDetail;
  onUpload: (kind: DocumentKind) => void;
};

/** The order's signed receipt, contract and invoice (the cards of SubjectDocuments). */
export const OrderDocuments = ({ order, onUpload }: OrderDocumentsProps) => {
  const { hasAll } = usePermission();
  return (
    <SubjectDocuments
      kinds={DOCUMENT_KINDS}
      stateOf={(kind) => documentStateOf(order, kind)}
      documents={order.documents}
      mayUpload={hasAll('order:document')}
      onUpload={onUpload}
    />
  );
};
