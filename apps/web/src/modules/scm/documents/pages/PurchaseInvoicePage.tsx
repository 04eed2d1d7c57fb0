import { Card } from 'antd';
import { PurchaseDocumentList } from '../components/PurchaseDocumentList';

/** /purchase/invoice: the purchase orders by their invoice's state, with upload and review results. */
const PurchaseInvoicePage = () => (
  <Card variant="borderless">
    <PurchaseDocumentList kind="invoice" />
  </Card>
);

export default PurchaseInvoicePage;
