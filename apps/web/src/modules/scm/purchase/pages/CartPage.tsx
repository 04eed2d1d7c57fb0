import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { CartGroup, CartLine } from '@portal/shared/contracts/purchase';
import { add } from '@portal/shared/money';
import { PurchaseState } from '@portal/shared/scm-states';
import {
  Button,
  Card,
  Checkbox,
  Empty,
  Flex,
  InputNumber,
  Popconfirm,
  Skeleton,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatAmount } from '../../../../shared/format';
import { AddGoodsDialog } from '../components/AddGoodsDialog';
import { CheckoutDialog } from '../components/CheckoutDialog';
import { useCart, useClearCart, useRemoveFromCart, useSetCartQuantity } from '../use-purchase';

const QUANTITY = /^\d{1,15}(\.\d{1,3})?$/;

/** A line's quantity, written when the field is left (or Enter) and changed. */
const QuantityCell = ({ line }: { line: CartLine }) => {
  const setQuantity = useSetCartQuantity();
  const [value, setValue] = useState<string | null>(line.quantity);
  const commit = () => {
    if (value === null || value === line.quantity || !QUANTITY.test(value) || Number(value) <= 0) {
      setValue(line.quantity);
      return;
    }
    setQuantity.mutate({ id: line.id, quantity: value }, { onError: () => setValue(line.quantity) });
  };
  return (
    <InputNumber<string>
      stringMode
      min="0.001"
      value={value}
      onChange={setValue}
      onBlur={commit}
      onPressEnter={commit}
      addonAfter={line.unit}
      style={{ width: 150 }}
      aria-label={line.goodsName}
    />
  );
};

/**
 * /scm/cart: the account's cart grouped by supplier, priced at the current cost prices (line amounts
 * and per-supplier subtotals exact; withdrawn goods, disabled suppliers and lines below the minimum
 * marked and left out); the add-goods dialog; chosen supplier groups ordered at once, one purchase
 * order each.
 */
const CartPage = () => {
  const { t } = useTranslation('purchase');
  const cart = useCart();
  const remove = useRemoveFromCart();
  const clear = useClearCart();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [ordering, setOrdering] = useState<CartGroup[] | null>(null);
  const groups = cart.data?.groups ?? [];
  const orderable = groups.filter((group) => group.orderableCount > 0);
  const picked = orderable.filter((group) => chosen.has(group.supplierId));
  const pickedTotal = add('0', ...picked.map((group) => group.subtotal));

  const toggle = (supplierId: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(supplierId);
      else next.delete(supplierId);
      return next;
    });

  const columns: TableColumnsType<CartLine> = [
    {
      title: t('common.goods'),
      key: 'goods',
      render: (_value, line) => (
        <Flex vertical>
          <Typography.Text delete={line.problem === 'withdrawn'}>{line.goodsName}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[line.brandName, line.spec].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('common.costPrice'),
      key: 'costPrice',
      width: 120,
      align: 'right',
      render: (_value, line) => `¥${formatAmount(line.costPrice)}`,
    },
    {
      title: t('common.quantity'),
      key: 'quantity',
      width: 180,
      render: (_value, line) => <QuantityCell key={`${line.id}-${line.quantity}`} line={line} />,
    },
    {
      title: t('common.amount'),
      key: 'amount',
      width: 130,
      align: 'right',
      render: (_value, line) =>
        line.problem === null ? (
          <Typography.Text strong>¥{formatAmount(line.amount)}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">¥{formatAmount(line.amount)}</Typography.Text>
        ),
    },
    {
      title: ' ',
      key: 'problem',
      width: 150,
      render: (_value, line) =>
        line.problem ? (
          <Tag color={line.problem === 'belowMin' ? 'warning' : 'error'}>
            {t(`cart.problem_${line.problem}`, { min: line.minQuantity })}
          </Tag>
        ) : null,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 80,
      render: (_value, line) => (
        <Popconfirm title={t('cart.removeConfirm')} onConfirm={() => remove.mutateAsync({ ids: [line.id] })}>
          <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={t('cart.remove')} />
        </Popconfirm>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card
        variant="borderless"
        title={t('cart.title')}
        extra={
          <Flex gap={8}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('cart.addGoods')}
            </Button>
            <Popconfirm
              title={t('cart.clearConfirm')}
              onConfirm={() => clear.mutateAsync(undefined)}
              disabled={groups.length === 0}
            >
              <Button disabled={groups.length === 0}>{t('cart.clear')}</Button>
            </Popconfirm>
          </Flex>
        }
      >
        {cart.isLoading ? (
          <Skeleton active />
        ) : groups.length === 0 ? (
          <Empty description={t('cart.empty')} />
        ) : (
          <Flex vertical gap={16}>
            <Typography.Text type="secondary">{t('cart.priceHint')}</Typography.Text>
            {groups.map((group) => (
              <Card
                key={group.supplierId}
                size="small"
                className="cart-group"
                data-supplier={group.supplierName}
                title={
                  <Checkbox
                    checked={chosen.has(group.supplierId) && group.orderableCount > 0}
                    disabled={group.orderableCount === 0}
                    onChange={(event) => toggle(group.supplierId, event.target.checked)}
                  >
                    <Typography.Text strong>{group.supplierName}</Typography.Text>
                    <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontWeight: 'normal' }}>
                      {t('cart.lines', { count: group.lines.length })}
                    </Typography.Text>
                  </Checkbox>
                }
                extra={
                  group.orderableCount === 0 ? (
                    <Typography.Text type="secondary">{t('cart.notOrderable')}</Typography.Text>
                  ) : (
                    <span>
                      {t('cart.subtotal')}{' '}
                      <Typography.Text strong className="cart-subtotal">
                        ¥{formatAmount(group.subtotal)}
                      </Typography.Text>
                    </span>
                  )
                }
              >
                <Table<CartLine>
                  size="small"
                  rowKey="id"
                  pagination={false}
                  columns={columns}
                  dataSource={group.lines}
                  scroll={{ x: 820 }}
                />
              </Card>
            ))}
          </Flex>
        )}
      </Card>
      {groups.length > 0 ? (
        <Card variant="borderless" style={{ position: 'sticky', bottom: 0, zIndex: 2 }}>
          <Flex justify="space-between" align="center" gap={16} wrap>
            <Typography.Text type="secondary">{t('cart.chooseSuppliers')}</Typography.Text>
            <Flex align="center" gap={16}>
              <span>
                {t('cart.total')}{' '}
                <Typography.Text strong type="danger" style={{ fontSize: 18 }} className="cart-total">
                  ¥{formatAmount(pickedTotal)}
                </Typography.Text>
              </span>
              <Button
                type="primary"
                size="large"
                disabled={picked.length === 0}
                onClick={() => setOrdering(picked)}
              >
                {picked.length === 0
                  ? t('cart.checkout')
                  : t('cart.checkoutChosen', { count: picked.length })}
              </Button>
            </Flex>
          </Flex>
        </Card>
      ) : null}
      <AddGoodsDialog open={adding} onClose={() => setAdding(false)} />
      <CheckoutDialog
        groups={ordering}
        onClose={() => setOrdering(null)}
        onDone={(state) => {
          setOrdering(null);
          setChosen(new Set());
          navigate(
            `/purchase/order?state=${state === PurchaseState.draft ? PurchaseState.draft : PurchaseState.submitted}`,
          );
        }}
      />
    </Flex>
  );
};

export default CartPage;
