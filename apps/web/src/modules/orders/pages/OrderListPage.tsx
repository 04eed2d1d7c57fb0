import type { OrderRow } from '@portal/shared/contracts/orders';
import { ORDER_STATES } from '@portal/shared/order-states';
import { Card } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../shared/Authorized';
import { CountedTabs, useStateTabs } from '../../../shared/CountedTabs';
import { PageTable, type PageTableHandle } from '../../../shared/PageTable';
import { ExportButton } from '../../communal/components/ExportButton';
import { useOrderColumns } from '../components/use-order-columns';
import { OrderActions } from '../components/OrderActions';
import { OrderSearchFields, toOrderFilters } from '../components/OrderSearchFields';
import { useOrderDialogs } from '../components/use-order-dialogs';
import { type OrderFilterValues, orderExport, orderList, useOrderStateCounts } from '../use-orders';

const list = orderList('list');

/**
 * /order/index: every order by state (`?state=2` opens on awaiting confirmation), searched and
 * sorted, with what the partner must still do and the actions of each state; export of the filter.
 */
const OrderListPage = () => {
  const { t } = useTranslation('orders');
  const [state, tabs] = useStateTabs(ORDER_STATES, {
    all: t('state.all'),
    of: (key) => t(`state.order_${key}`),
  });
  const counts = useOrderStateCounts();
  const table = useRef<PageTableHandle<OrderFilterValues>>(null);
  const dialogs = useOrderDialogs();
  const columnsOf = useOrderColumns();

  const columns: TableColumnsType<OrderRow> = [
    columnsOf.order,
    columnsOf.customer,
    columnsOf.receiver,
    columnsOf.amount,
    columnsOf.state,
    columnsOf.orderTime,
    columnsOf.actions(140, (row) => <OrderActions order={row} dialogs={dialogs} variant="links" />),
  ];

  return (
    <Card variant="borderless">
      <CountedTabs {...tabs} counts={counts} />
      <PageTable<OrderRow, OrderFilterValues>
        ref={table}
        {...list}
        params={{ state }}
        toFilters={toOrderFilters}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1145 }, locale: { emptyText: t('list.empty') } }}
        search={<OrderSearchFields />}
        toolbar={
          <Authorized code="order:export">
            <ExportButton endpoint={orderExport} filters={() => ({ ...table.current?.filters() })} />
          </Authorized>
        }
      />
      {dialogs.dialogs}
    </Card>
  );
};

export default OrderListPage;
