import type { CartOfferRow } from '@portal/shared/contracts/purchase';
import { Flex, Form, Input, Modal, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../shared/format';
import { PageTable } from '../../../../shared/PageTable';
import { SupplierSelect } from '../../../../shared/selectors/SupplierSelect';
import { AddToCartButton } from '../../components/AddToCartButton';
import { type OfferFilterValues, offerList } from '../use-purchase';

/** The "add goods" dialog of the cart: the SKUs on offer from active suppliers, by keyword and supplier. */
export const AddGoodsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('purchase');
  const columns: TableColumnsType<CartOfferRow> = [
    {
      title: t('common.goods'),
      key: 'goods',
      render: (_value, row) => (
        <Flex vertical>
          <span>{row.goodsName}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[row.brandName, row.model].filter(Boolean).join(' · ') || ' '}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: t('common.spec'), dataIndex: 'spec', key: 'spec', width: 150 },
    {
      title: t('common.supplier'),
      dataIndex: 'supplierName',
      key: 'supplierName',
      width: 200,
      ellipsis: true,
    },
    {
      title: t('common.costPrice'),
      key: 'costPrice',
      width: 110,
      align: 'right',
      render: (_value, row) => `¥${formatAmount(row.costPrice)}`,
    },
    {
      title: t('offers.minQuantity'),
      key: 'minQuantity',
      width: 90,
      align: 'right',
      render: (_value, row) => `${row.minQuantity} ${row.unit}`,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 170,
      render: (_value, row) => (
        <Flex gap={6} align="center" wrap>
          <AddToCartButton skus={[row]} />
          {row.inCart ? <Tag color="blue">{t('offers.inCart', { quantity: row.inCart })}</Tag> : null}
        </Flex>
      ),
    },
  ];
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={1100}
      title={t('offers.title')}
      destroyOnHidden
    >
      <PageTable<CartOfferRow, OfferFilterValues>
        {...offerList}
        rowKey="scmSkuId"
        columns={columns}
        tableProps={{ scroll: { x: 900 }, locale: { emptyText: t('offers.empty') } }}
        search={
          <>
            <Form.Item name="keyword" label={t('offers.keyword')}>
              <Input
                allowClear
                maxLength={50}
                style={{ width: 240 }}
                placeholder={t('offers.keywordPlaceholder')}
              />
            </Form.Item>
            <Form.Item name="supplierId" label={t('common.supplier')}>
              <SupplierSelect activeOnly style={{ width: 220 }} />
            </Form.Item>
          </>
        }
      />
    </Modal>
  );
};
