import type { CustomerRow } from '@portal/shared/contracts/sellers';
import { Drawer, Empty, Skeleton, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format';
import { Text } from '../../../../shared/Text';
import { useCustomerHistory } from '../use-sellers';

/** A customer's (re-)assignments, newest first: from whom to whom, by whom, when. */
export const AssignmentHistoryDrawer = ({
  customer,
  onClose,
}: {
  customer: CustomerRow | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('sellers');
  const history = useCustomerHistory(customer?.id);
  const sellerOf = (id: number | null, name: string | null) =>
    id === null ? t('customer.unassigned') : (name ?? t('customer.deletedSeller'));
  return (
    <Drawer
      open={customer !== null}
      width={520}
      title={customer ? t('customer.historyTitle', { name: customer.name }) : t('customer.history')}
      onClose={onClose}
    >
      {!history.data ? (
        <Skeleton active />
      ) : history.data.length === 0 ? (
        <Empty description={t('customer.historyEmpty')} />
      ) : (
        <Timeline
          items={history.data.map((row) => ({
            key: row.id,
            color: row.toSellerId === null ? 'gray' : 'blue',
            children: (
              <div data-testid="assignment">
                <div>
                  {sellerOf(row.fromSellerId, row.fromSellerName)} →{' '}
                  <strong>{sellerOf(row.toSellerId, row.toSellerName)}</strong>
                </div>
                <Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(row.createdTime)} · {row.operatorName ?? t('customer.system')}
                </Text>
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
};
