import { OrderSource } from '@portal/shared/order-states';
import { ManualOrderForm } from '../components/ManualOrderForm';

/** /order/manual_add: an offline sale entered by hand; it starts awaiting shipment. */
const ManualOrderPage = () => <ManualOrderForm source={OrderSource.manual} />;

export default ManualOrderPage;
