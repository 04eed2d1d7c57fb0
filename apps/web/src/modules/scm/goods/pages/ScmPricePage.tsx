import { SCM_GOODS_STATES, type ScmPriceRow } from '@portal/shared/contracts/scm-goods';
import { Button, Card, Flex, Form, Input, Select } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../../shared/Authorized';
import { message } from '../../../../shared/feedback';
import { formatAmount, formatDateTime } from '../../../../shared/format';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { SupplierSelect } from '../../../../shared/selectors/SupplierSelect';
import { Text, TextLink } from '../../../../shared/Text';
import { ExportButton } from '../../../communal/components/ExportButton';
import { BatchPriceDialog, PriceChangeDialog } from '../components/PriceDialogs';
import { ChangeAmount, type HistoryTarget, PriceHistoryDrawer } from '../components/PriceHistoryDrawer';
import { ScmGoodsStateTag } from '../components/ScmGoodsTags';
import {
  type ScmPriceFilterValues,
  scmPriceChangesExport,
  scmPriceExport,
  scmPriceList,
} from '../use-scm-goods';

const EDIT = 'scm:edit';

/**
 * /scm/price: every SKU the suppliers offer with its cost, the last change and by how much; one
 * price changed with a reason, many at once by a percentage or to an amount, each with its history.
 */
const ScmPricePage = () => {
  const { t } = useTranslation('scmGoods');
  const table = useRef<PageTableHandle<ScmPriceFilterValues>>(null);
  const [selected, setSelected] = useState<ScmPriceRow[]>([]);
  const [changing, setChanging] = useState<ScmPriceRow | null>(null);
  const [batch, setBatch] = useState<ScmPriceRow[] | null>(null);
  const [history, setHistory] = useState<HistoryTarget | null>(null);

  const columns: TableColumnsType<ScmPriceRow> = [
    {
      title: t('price.goods'),
      key: 'goods',
      width: 220,
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-start">
          <TextLink
            onClick={() => setHistory({ scmSkuId: row.scmSkuId, name: `${row.goodsName} ${row.spec}` })}
          >
            {row.goodsName}
          </TextLink>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {[row.spec, row.brandName, row.unit].filter(Boolean).join(' · ')}
          </Text>
        </Flex>
      ),
    },
    {
      title: t('common.supplier'),
      dataIndex: 'supplierName',
      key: 'supplierName',
      width: 170,
      ellipsis: true,
    },
    {
      title: t('goods.costPrice'),
      key: 'costPrice',
      width: 110,
      align: 'right',
      sorter: true,
      render: (_value, row) => <Text strong>¥{formatAmount(row.costPrice)}</Text>,
    },
    {
      title: t('price.previous'),
      key: 'previousPrice',
      width: 90,
      align: 'right',
      render: (_value, row) => (row.previousPrice === null ? '-' : formatAmount(row.previousPrice)),
    },
    {
      title: t('price.changeAmount'),
      key: 'changeAmount',
      width: 90,
      align: 'right',
      render: (_value, row) => <ChangeAmount amount={row.changeAmount} />,
    },
    {
      title: t('price.changedTime'),
      key: 'costUpdatedTime',
      width: 150,
      sorter: true,
      render: (_value, row) => formatDateTime(row.costUpdatedTime),
    },
    {
      title: t('price.goodsState'),
      key: 'goodsState',
      width: 90,
      render: (_value, row) => <ScmGoodsStateTag state={row.goodsState} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 180,
      fixed: 'right',
      render: (_value, row) => (
        <Flex gap={12} style={{ whiteSpace: 'nowrap' }}>
          <Authorized code={EDIT}>
            <TextLink onClick={() => setChanging(row)}>{t('price.change')}</TextLink>
          </Authorized>
          <TextLink
            onClick={() => setHistory({ scmSkuId: row.scmSkuId, name: `${row.goodsName} ${row.spec}` })}
          >
            {t('goods.history')}
          </TextLink>
        </Flex>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <PageTable<ScmPriceRow, ScmPriceFilterValues>
        ref={table}
        {...scmPriceList}
        rowKey="scmSkuId"
        columns={columns}
        tableProps={{
          scroll: { x: 1130 },
          locale: { emptyText: t('price.empty') },
          rowSelection: {
            selectedRowKeys: selected.map((row) => row.scmSkuId),
            preserveSelectedRowKeys: true,
            onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
          },
        }}
        search={
          <>
            <Form.Item name="keyword" label={t('common.keyword')}>
              <Input
                allowClear
                maxLength={50}
                style={{ width: 220 }}
                placeholder={t('price.keywordPlaceholder')}
              />
            </Form.Item>
            <Form.Item name="supplierId" label={t('common.supplier')}>
              <SupplierSelect style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="state" label={t('price.goodsState')}>
              <Select
                allowClear
                style={{ width: 120 }}
                options={SCM_GOODS_STATES.map((state) => ({
                  value: state,
                  label: t(`goods.state_${state}`),
                }))}
              />
            </Form.Item>
          </>
        }
        toolbar={
          <>
            <Authorized code={EDIT}>
              <Button
                type="primary"
                onClick={() =>
                  selected.length === 0 ? message.info(t('price.selectFirst')) : setBatch(selected)
                }
              >
                {t('price.batch')}
                {selected.length > 0 ? ` (${selected.length})` : ''}
              </Button>
            </Authorized>
            <ExportButton endpoint={scmPriceExport} filters={() => ({ ...table.current?.filters() })} />
            <ExportButton
              endpoint={scmPriceChangesExport}
              label={t('price.exportChanges')}
              filters={() => {
                const { keyword, supplierId } = table.current?.filters() ?? {};
                return { keyword, supplierId };
              }}
            />
          </>
        }
      />
      <PriceChangeDialog row={changing} onClose={() => setChanging(null)} />
      <BatchPriceDialog
        rows={batch}
        onClose={() => {
          setBatch(null);
          setSelected([]);
        }}
      />
      <PriceHistoryDrawer target={history} onClose={() => setHistory(null)} />
    </Card>
  );
};

export default ScmPricePage;
