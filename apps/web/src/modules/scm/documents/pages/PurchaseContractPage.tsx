import { Card } from 'antd';
import { PurchaseDocumentList } from '../components/PurchaseDocumentList';

/** /purchase/contract: the purchase orders by their contract's state, with upload and review results. */
const PurchaseContractPage = () => (
  <Card variant="borderless">
    <PurchaseDocumentList kind="contract" />
  </Card>
);

export default PurchaseContractPage;
