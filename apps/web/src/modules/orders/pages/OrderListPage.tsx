import type { OrderRow } from '@portal/shared/contracts/orders';
import { ORDER_STATES, type OrderState } from '@portal/shared/order-states';
import { Card } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Authorized } from '../../../shared/Authorized';
import { ALL_TAB, CountedTabs } from '../../../shared/CountedTabs';
import { PageTable, type PageTableHandle } from '../../../shared/PageTable';
import { ExportButton } from '../../communal/components/ExportButton';
import { useOrderColumns } from '../components/use-order-columns';
import { OrderActions } from '../components/OrderActions';
import { OrderSearchFields, toOrderFilters } from '../components/OrderSearchFields';
import { useOrderDialogs } from '../components/use-order-dialogs';
import { type OrderFilterValues, orderExport, orderList, useOrderStateCounts } from '../use-orders';

const list = orderList('list');

const stateOfTab = (tab: string | null): OrderState | undefined => {
  const state = Number(tab);
  return (ORDER_STATES as number[]).includes(state) ? (state as OrderState) : undefined;
};

/**
 * /order/index: every order by state (`?state=2` opens on awaiting confirmation), searched and
 * sorted, with what the partner must still do and the actions of each state; export of the filter.
 */
const OrderListPage = () => {
  const { t } = useTranslation('orders');
  const [searchParams, setSearchParams] = useSearchParams();
  const state = stateOfTab(searchParams.get('state'));
  const tab = state === undefined ? ALL_TAB : String(state);
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
      <CountedTabs
        activeKey={tab}
        onChange={(key) => setSearchParams(key === ALL_TAB ? {} : { state: key }, { replace: true })}
        tabs={[ALL_TAB, ...ORDER_STATES.map(String)].map((key) => ({
          key,
          label: key === ALL_TAB ? t('state.all') : t(`state.order_${key}`),
        }))}
        counts={counts}
      />
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
