import { Card } from 'antd';
import { DocumentOrders } from '../components/DocumentOrders';

/** /order/contract: the orders whose contract awaits upload, review or was rejected or approved. */
const OrderContractPage = () => (
  <Card variant="borderless">
    <DocumentOrders kind="contract" />
  </Card>
);

export default OrderContractPage;
