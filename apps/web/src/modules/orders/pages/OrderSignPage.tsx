import { Card } from 'antd';
import { DocumentOrders } from '../components/DocumentOrders';

/** /order/sign: the orders whose signed receipt awaits upload, review or was rejected or approved. */
const OrderSignPage = () => (
  <Card variant="borderless">
    <DocumentOrders kind="sign" />
  </Card>
);

export default OrderSignPage;
