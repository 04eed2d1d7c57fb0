import { type GoodsRow, GoodsState } from '@portal/shared/contracts/goods';
import { Form, Input, Modal, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../shared/format';
import { PageTable } from '../../../../shared/PageTable';
import { type GoodsFilterValues, goodsPickerList } from '../use-goods';
import { GoodsSummary } from '../../components/GoodsSummary';

export type GoodsPickerDialogProps = {
  open: boolean;
  onClose: () => void;
  onPick: (goods: GoodsRow) => void;
  /** Only goods in this category (any level), e.g. the one a store asks quotes for. */
  categoryId?: number;
};

/** Picks one approved goods (searchable by name), e.g. to list it in a channel. */
export const GoodsPickerDialog = ({ open, onClose, onPick, categoryId }: GoodsPickerDialogProps) => {
  const { t } = useTranslation('catalog');
  const columns: TableColumnsType<GoodsRow> = [
    {
      title: t('goods.name'),
      key: 'name',
      render: (_value, row) => (
        <GoodsSummary
          imageUrl={row.mainImageUrl}
          name={row.name}
          subtitle={`${row.brandName} · ${row.model}`}
          size={32}
          nameWidth={480}
        />
      ),
    },
    {
      title: t('goods.price'),
      key: 'price',
      align: 'right',
      render: (_value, row) => formatAmount(row.minPrice),
    },
    {
      title: t('goods.actions'),
      key: 'pick',
      width: 80,
      render: (_value, row) => (
        <Typography.Link onClick={() => onPick(row)}>{t('listing.pick')}</Typography.Link>
      ),
    },
  ];
  return (
    <Modal
      open={open}
      title={t('listing.pickGoods')}
      width={860}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <PageTable<GoodsRow, GoodsFilterValues>
        {...goodsPickerList}
        params={{ state: GoodsState.approved, categoryId }}
        rowKey="id"
        columns={columns}
        search={
          <Form.Item name="name" label={t('goods.name')}>
            <Input allowClear style={{ width: 220 }} />
          </Form.Item>
        }
      />
    </Modal>
  );
};
