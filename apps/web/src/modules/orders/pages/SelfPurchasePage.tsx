import { OrderSource } from '@portal/shared/order-states';
import { ManualOrderForm } from '../components/ManualOrderForm';

/** /order/self_purchase: a buyer's self purchase recorded by the partner; it starts awaiting shipment. */
const SelfPurchasePage = () => <ManualOrderForm source={OrderSource.selfPurchase} />;

export default SelfPurchasePage;
