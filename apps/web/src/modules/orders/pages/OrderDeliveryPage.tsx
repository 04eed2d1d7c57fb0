import type { OrderRow } from '@portal/shared/contracts/orders';
import { OrderState } from '@portal/shared/order-states';
import { Card } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTabs } from '../../../shared/CountedTabs';
import { PageTable } from '../../../shared/PageTable';
import { useOrderColumns } from '../components/use-order-columns';
import { OrderActions } from '../components/OrderActions';
import { OrderSearchFields, toOrderFilters } from '../components/OrderSearchFields';
import { useOrderDialogs } from '../components/use-order-dialogs';
import { type OrderFilterValues, orderList, useOrderStateCounts } from '../use-orders';

const TABS = [OrderState.awaitingShipment, OrderState.partlyShipped] as const;
const deliveryList = orderList('delivery');

/**
 * /order/delivery: the orders with something left to ship (awaiting shipment, partly shipped), one
 * tab each, and the ship action (the delivery dialog: several shipments per order are allowed).
 */
const OrderDeliveryPage = () => {
  const { t } = useTranslation('orders');
  const [state, setState] = useState<OrderState>(OrderState.awaitingShipment);
  const counts = useOrderStateCounts();
  const dialogs = useOrderDialogs();
  const columnsOf = useOrderColumns();

  const columns: TableColumnsType<OrderRow> = [
    columnsOf.order,
    columnsOf.customer,
    columnsOf.receiver,
    columnsOf.amount,
    columnsOf.state,
    columnsOf.orderTime,
    columnsOf.actions(120, (row) => (
      <OrderActions order={row} dialogs={dialogs} variant="links" only="ship" />
    )),
  ];

  return (
    <Card variant="borderless">
      <CountedTabs
        activeKey={String(state)}
        onChange={(key) => setState(Number(key) as OrderState)}
        tabs={TABS.map((key) => ({ key: String(key), label: t(`state.order_${key}`) }))}
        counts={counts}
      />
      <PageTable<OrderRow, OrderFilterValues>
        {...deliveryList}
        params={{ state }}
        toFilters={toOrderFilters}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1125 }, locale: { emptyText: t('delivery.empty') } }}
        search={<OrderSearchFields />}
      />
      {dialogs.dialogs}
    </Card>
  );
};

export default OrderDeliveryPage;
