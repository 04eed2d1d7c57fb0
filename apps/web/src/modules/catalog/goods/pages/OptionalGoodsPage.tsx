import { AUTHORIZATION_ENDING_SOON_DAYS, type OptionalGoodsRow } from '@portal/shared/contracts/goods';
import { Card, Flex, Form, Input, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTable, type PageTableHandle, type SearchValues } from '../../../../shared/PageTable';
import { BrandSelect } from '../../../../shared/selectors/BrandSelect';
import { CategoryCascader } from '../../../../shared/selectors/CategoryCascader';
import { ChannelSelect } from '../../../../shared/selectors/ChannelSelect';
import { usePermission } from '../../../../shared/use-permission';
import { ExportButton } from '../../../communal/components/ExportButton';
import { type OptionalGoodsFilterValues, optionalGoodsExport, optionalGoodsList } from '../use-goods';
import { goodsFiltersOf, useGoodsColumns } from '../components/goods-columns';

const toFilters = (values: SearchValues): OptionalGoodsFilterValues => ({
  ...goodsFiltersOf(values),
  channelId: (values.channelId as number | undefined) ?? undefined,
});

/**
 * /goods/optional: approved goods of a brand the partner may sell today, once per joined channel
 * it is not listed in yet; 上架 opens the listing form of that goods and channel.
 */
const OptionalGoodsPage = () => {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const { hasAll } = usePermission();
  const mayList = hasAll('goods:price');
  const table = useRef<PageTableHandle<OptionalGoodsFilterValues>>(null);
  const goodsColumns = useGoodsColumns<OptionalGoodsRow>((row) => row.goodsId);

  const columns: TableColumnsType<OptionalGoodsRow> = [
    ...goodsColumns,
    { title: t('optional.channel'), dataIndex: 'channelName', width: 120 },
    {
      title: t('optional.validTo'),
      key: 'validTo',
      sorter: true,
      width: 200,
      render: (_value, row) => (
        <Flex gap={4} wrap align="center">
          <span>{row.validTo}</span>
          {row.daysLeft <= AUTHORIZATION_ENDING_SOON_DAYS ? (
            <Tag color="warning">
              {row.daysLeft === 0
                ? t('authorization.endsToday')
                : t('authorization.daysLeft', { count: row.daysLeft })}
            </Tag>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('goods.actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_value, row) =>
        mayList ? (
          <Typography.Link onClick={() => navigate(`/goods/channel/${row.channelId}/add/${row.goodsId}`)}>
            {t('optional.list')}
          </Typography.Link>
        ) : null,
    },
  ];

  return (
    <Card variant="borderless">
      <PageTable<OptionalGoodsRow, OptionalGoodsFilterValues>
        ref={table}
        // A new listing (the 上架 form) refreshes the listing lists: this one among them.
        {...optionalGoodsList}
        toFilters={toFilters}
        rowKey={(row) => `${row.goodsId}-${row.channelId}`}
        columns={columns}
        tableProps={{ scroll: { x: 1200 } }}
        title={<Typography.Text type="secondary">{t('optional.hint')}</Typography.Text>}
        toolbar={
          <ExportButton endpoint={optionalGoodsExport} filters={() => table.current?.filters() ?? {}} />
        }
        search={
          <>
            <Form.Item name="name" label={t('goods.name')}>
              <Input allowClear placeholder={t('goods.namePlaceholder')} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="channelId" label={t('optional.channel')}>
              <ChannelSelect style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="category" label={t('goods.category')}>
              <CategoryCascader style={{ width: 260 }} />
            </Form.Item>
            <Form.Item name="brand" label={t('goods.brand')}>
              <BrandSelect style={{ width: 180 }} />
            </Form.Item>
          </>
        }
      />
    </Card>
  );
};

export default OptionalGoodsPage;
