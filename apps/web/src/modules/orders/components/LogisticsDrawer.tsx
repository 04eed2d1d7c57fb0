import { Descriptions, Drawer, Empty, Flex, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import type { LogisticsTrace } from '@portal/shared/contracts/orders';
import { useLogistics } from '../use-tracking';

export type LogisticsDrawerProps = { shipmentId: number | null; onClose: () => void };

/** A shipment's logistics: express company, tracking number and the provider's traces, newest first. */
export const LogisticsDrawer = ({ shipmentId, onClose }: LogisticsDrawerProps) => {
  const logistics = useLogistics(shipmentId ?? undefined);
  return (
    <ParcelLogisticsDrawer
      open={shipmentId !== null}
      loading={logistics.isPending}
      trace={logistics.data}
      onClose={onClose}
    />
  );
};

export type ParcelLogisticsDrawerProps = {
  open: boolean;
  loading: boolean;
  /** What the express provider says of the parcel (any parcel: a shipment, a mailing of invoices). */
  trace: Omit<LogisticsTrace, 'shipmentId'> | undefined;
  onClose: () => void;
};

/** A parcel's logistics: express company, tracking number and the provider's traces, newest first. */
export const ParcelLogisticsDrawer = ({ open, loading, trace, onClose }: ParcelLogisticsDrawerProps) => {
  const { t } = useTranslation('orders');
  return (
    <Drawer open={open} onClose={onClose} size={520} title={t('delivery.logisticsTitle')} destroyOnHidden>
      {loading ? (
        <Skeleton active />
      ) : trace ? (
        <Flex vertical gap={16}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'express', label: t('delivery.express'), children: trace.expressName },
              {
                key: 'trackingNo',
                label: t('delivery.trackingNo'),
                children: <Typography.Text copyable>{trace.trackingNo}</Typography.Text>,
              },
              {
                key: 'state',
                label: t('delivery.logisticsState'),
                children: trace.delivered ? (
                  <Tag color="success">{t('delivery.delivered')}</Tag>
                ) : (
                  <Tag color="processing">{t('delivery.inTransit')}</Tag>
                ),
              },
            ]}
          />
          {trace.traces.length === 0 ? (
            <Empty description={t('delivery.noTraces')} />
          ) : (
            <Timeline
              items={trace.traces.map((step, index) => ({
                key: `${step.time}-${index}`,
                color: index === 0 ? (trace.delivered ? 'green' : 'blue') : 'gray',
                content: (
                  <Flex vertical>
                    <Typography.Text strong={index === 0}>{step.text}</Typography.Text>
                    <Typography.Text type="secondary">{formatDateTime(step.time)}</Typography.Text>
                  </Flex>
                ),
              }))}
            />
          )}
        </Flex>
      ) : (
        <Empty description={t('delivery.noTraces')} />
      )}
    </Drawer>
  );
};
