import { Card } from 'antd';
import { DocumentOrders } from '../components/DocumentOrders';

/** /order/invoice: the orders whose invoice awaits upload, review or was rejected or approved. */
const OrderInvoicePage = () => (
  <Card variant="borderless">
    <DocumentOrders kind="invoice" />
  </Card>
);

export default OrderInvoicePage;
