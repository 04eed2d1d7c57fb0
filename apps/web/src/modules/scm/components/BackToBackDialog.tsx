import type { BackToBackLine, BackToBackSupplier } from '@portal/shared/contracts/back-to-back';
import { Alert, Button, Flex, Modal, Skeleton, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format';
import { Text } from '../../../shared/Text';
import { MarginText } from '../transactions/components/MarginText';
import { useBackToBackPlan, usePurchaseForOrder } from '../transactions/use-back-to-back';

type BackToBackDialogProps = { orderId: number; open: boolean; onClose: () => void };

/** Per order line: ordered, bought, what remains, its price and the suppliers offering it at cost. */
const PlanLines = ({ lines }: { lines: BackToBackLine[] }) => {
  const { t } = useTranslation('scmTransactions');
  return (
    <Table<BackToBackLine>
      rowKey="orderItemId"
      size="small"
      pagination={false}
      dataSource={lines}
      columns={[
        {
          title: t('dialog.line'),
          key: 'goods',
          render: (_v, line) => (
            <Flex vertical gap={2}>
              <Text>{line.goodsName}</Text>
              <Text type="secondary" style={{ fontSize: 12 }}>
                {line.spec}
              </Text>
            </Flex>
          ),
        },
        { title: t('dialog.ordered'), dataIndex: 'quantity', key: 'quantity', width: 90, align: 'right' },
        { title: t('dialog.bought'), dataIndex: 'boughtQuantity', key: 'bought', width: 80, align: 'right' },
        {
          title: t('dialog.remaining'),
          key: 'remaining',
          width: 80,
          align: 'right',
          render: (_v, line) => (
            <Text strong type={line.remainingQuantity === '0' ? 'secondary' : 'warning'}>
              {line.remainingQuantity}
            </Text>
          ),
        },
        {
          title: t('dialog.salePrice'),
          key: 'unitPrice',
          width: 100,
          align: 'right',
          render: (_v, line) => formatAmount(line.unitPrice),
        },
        {
          title: t('dialog.offers'),
          key: 'offers',
          width: 260,
          render: (_v, line) =>
            line.offers.length === 0 ? (
              <Text type="secondary">{t('dialog.noOffer')}</Text>
            ) : (
              <Flex vertical gap={2}>
                {line.offers.map((offer) => (
                  <Text key={offer.scmSkuId} type={offer.available ? undefined : 'secondary'}>
                    {offer.supplierName} ¥{formatAmount(offer.costPrice)}
                    {offer.available ? '' : ` (${t('dialog.unavailable')})`}
                  </Text>
                ))}
              </Flex>
            ),
        },
      ]}
    />
  );
};

/** One supplier's purchase order for what remains: its lines, cost and margin, made in one click. */
const SupplierChoice = ({ orderId, supplier }: { orderId: number; supplier: BackToBackSupplier }) => {
  const { t } = useTranslation('scmTransactions');
  const purchase = usePurchaseForOrder();
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={16}
      wrap
      style={{ padding: '12px 16px', border: '1px solid #f0f0f0', borderRadius: 8 }}
    >
      <Flex vertical gap={4}>
        <Text strong>{supplier.supplierName}</Text>
        <Flex gap={16} wrap>
          <Tag>{t('dialog.lineCount', { count: supplier.lineCount })}</Tag>
          <Text>
            {t('dialog.cost')} ¥{formatAmount(supplier.costAmount)}
          </Text>
          <span>
            {t('dialog.margin')} ¥<MarginText value={supplier.margin} strong />
          </span>
        </Flex>
      </Flex>
      <Button
        type="primary"
        loading={purchase.isPending}
        onClick={() =>
          purchase.mutateAsync({ orderId, supplierId: supplier.supplierId }).catch(() => undefined)
        }
      >
        {t('dialog.create')}
      </Button>
    </Flex>
  );
};

/**
 * "Purchase for this order": what each line still needs and who offers it at which cost; choosing a
 * supplier makes its purchase order for the remaining quantities, shipped to the order's receiver.
 */
export const BackToBackDialog = ({ orderId, open, onClose }: BackToBackDialogProps) => {
  const { t } = useTranslation('scmTransactions');
  const { data: plan, isLoading } = useBackToBackPlan(orderId, open);
  return (
    <Modal
      open={open}
      width={960}
      title={plan ? t('dialog.title', { orderNo: plan.orderNo }) : t('card.purchaseForOrder')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('dialog.close')}</Button>}
      destroyOnHidden
    >
      {isLoading || !plan ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Text type="secondary">
            {t('dialog.intro', {
              receiver: plan.receiverName,
              address: `${plan.regionName} ${plan.address}`,
            })}
          </Text>
          <PlanLines lines={plan.lines} />
          <Text strong>{t('dialog.suppliers')}</Text>
          {plan.suppliers.length === 0 ? (
            <Alert
              type="info"
              showIcon
              message={plan.purchasable ? t('dialog.nothing') : t('card.notPurchasable')}
            />
          ) : (
            plan.suppliers.map((supplier) => (
              <SupplierChoice key={supplier.supplierId} orderId={orderId} supplier={supplier} />
            ))
          )}
        </Flex>
      )}
    </Modal>
  );
};
