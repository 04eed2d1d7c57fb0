import { PlusOutlined } from '@ant-design/icons';
import { type GoodsRow, GoodsState } from '@portal/shared/contracts/goods';
import { Button, Flex, Form, Input, Popconfirm, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { type Key, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Authorized } from '../../../../shared/Authorized';
import { ALL_TAB, CountedTabs } from '../../../../shared/CountedTabs';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { BrandSelect } from '../../../../shared/selectors/BrandSelect';
import { CategoryCascader } from '../../../../shared/selectors/CategoryCascader';
import { dateTimeColumn } from '../../../../shared/table-columns';
import { usePermission } from '../../../../shared/use-permission';
import { ExportButton } from '../../../communal/components/ExportButton';
import {
  type GoodsBatchAction,
  type GoodsFilterValues,
  goodsExport,
  goodsList,
  useGoodsBatch,
  useGoodsStateCounts,
} from '../use-goods';
import { GoodsStateTag } from './GoodsStateTag';
import { StateWithReason } from '../../components/StateWithReason';
import { goodsFiltersOf, useGoodsColumns } from './goods-columns';

const STATES = [
  GoodsState.draft,
  GoodsState.pending,
  GoodsState.approved,
  GoodsState.rejected,
  GoodsState.disabled,
];
const EDITABLE: number[] = [GoodsState.draft, GoodsState.approved, GoodsState.rejected];
const SUBMITTABLE: number[] = [GoodsState.draft, GoodsState.rejected];

export type GoodsTableProps = {
  /** Only goods in this state, without the state tabs (the refuse list). */
  fixedState?: GoodsState;
  /** Only the goods the signed-in account created, with their own tab counts and export (/goods/my). */
  mine?: boolean;
};

/**
 * The goods list: state tabs with counts, filters by name, category (any level) and brand, batch
 * submit / disable / delete of the selected rows, and the export of the filtered list.
 */
export const GoodsTable = ({ fixedState, mine = false }: GoodsTableProps) => {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const table = useRef<PageTableHandle<GoodsFilterValues>>(null);
  const [tab, setTab] = useState<string>(ALL_TAB);
  const [selected, setSelected] = useState<Key[]>([]);
  const batch = useGoodsBatch();
  const { hasAll } = usePermission();
  const counts = useGoodsStateCounts(mine, fixedState === undefined);
  const state = fixedState ?? (tab === ALL_TAB ? undefined : (Number(tab) as GoodsState));
  const mayEdit = hasAll('goods:edit');
  const maySubmit = hasAll('goods:submit');

  const run = async (action: GoodsBatchAction, ids: Key[]) => {
    await batch(action, ids.map(Number));
    setSelected([]);
  };

  const goodsColumns = useGoodsColumns<GoodsRow>((row) => row.id);

  const columns: TableColumnsType<GoodsRow> = [
    ...goodsColumns,
    { title: t('goods.stock'), dataIndex: 'stock', align: 'right', width: 90 },
    { title: t('goods.skuCount'), dataIndex: 'skuCount', align: 'right', width: 80 },
    {
      title: t('goods.state'),
      key: 'state',
      width: 200,
      render: (_value, row) => (
        <StateWithReason
          tag={
            <Flex gap={4}>
              <GoodsStateTag state={row.state} />
              {row.hasApprovedVersion && row.state !== GoodsState.approved ? (
                <Typography.Text type="secondary">{t('goods.approvedVersion')}</Typography.Text>
              ) : null}
            </Flex>
          }
          reason={row.state === GoodsState.rejected ? row.refuseReason : null}
          rejected
          width={190}
        />
      ),
    },
    dateTimeColumn(t('goods.updatedTime'), 'updatedTime', 170),
    {
      title: t('goods.actions'),
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_value, row) => (
        <Flex gap={10} wrap>
          <Typography.Link onClick={() => navigate(`/goods/detail/${row.id}`)}>
            {t('goods.detail')}
          </Typography.Link>
          {mayEdit && EDITABLE.includes(row.state) ? (
            <Typography.Link onClick={() => navigate(`/goods/edit/${row.id}`)}>
              {t('goods.edit')}
            </Typography.Link>
          ) : null}
          {maySubmit && SUBMITTABLE.includes(row.state) ? (
            <Typography.Link onClick={() => void run('submit', [row.id])}>
              {t('goods.submit')}
            </Typography.Link>
          ) : null}
          {mayEdit && row.state === GoodsState.approved ? (
            <Popconfirm title={t('goods.disableConfirm')} onConfirm={() => run('disable', [row.id])}>
              <Typography.Link type="warning">{t('goods.disable')}</Typography.Link>
            </Popconfirm>
          ) : null}
          {mayEdit && row.state === GoodsState.disabled ? (
            <Typography.Link onClick={() => void run('enable', [row.id])}>
              {t('goods.enable')}
            </Typography.Link>
          ) : null}
          {mayEdit && SUBMITTABLE.includes(row.state) && !row.hasApprovedVersion ? (
            <Popconfirm title={t('goods.deleteConfirm')} onConfirm={() => run('delete', [row.id])}>
              <Typography.Link type="danger">{t('goods.delete')}</Typography.Link>
            </Popconfirm>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <>
      {fixedState === undefined ? (
        <CountedTabs
          activeKey={tab}
          onChange={(key) => {
            setTab(key);
            setSelected([]);
          }}
          tabs={[ALL_TAB, ...STATES.map(String)].map((key) => ({
            key,
            label: key === ALL_TAB ? t('goods.all') : t(`goods.state_${key}`),
          }))}
          counts={counts}
        />
      ) : null}
      <PageTable<GoodsRow, GoodsFilterValues>
        ref={table}
        {...goodsList(mine)}
        params={{ state }}
        toFilters={goodsFiltersOf}
        rowKey="id"
        columns={columns}
        tableProps={{
          rowSelection: { selectedRowKeys: selected, onChange: setSelected },
          scroll: { x: 1500 },
        }}
        search={
          <>
            <Form.Item name="name" label={t('goods.name')}>
              <Input allowClear placeholder={t('goods.namePlaceholder')} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="category" label={t('goods.category')}>
              <CategoryCascader style={{ width: 260 }} />
            </Form.Item>
            <Form.Item name="brand" label={t('goods.brand')}>
              <BrandSelect style={{ width: 180 }} />
            </Form.Item>
          </>
        }
        title={
          selected.length > 0 ? (
            <Typography.Text>{t('goods.selected', { count: selected.length })}</Typography.Text>
          ) : null
        }
        toolbar={
          <Flex gap={8} wrap>
            <Authorized code="goods:edit">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/goods/add')}>
                {t('goods.add')}
              </Button>
            </Authorized>
            <Authorized code="goods:submit">
              <Button disabled={selected.length === 0} onClick={() => void run('submit', selected)}>
                {t('goods.batchSubmit')}
              </Button>
            </Authorized>
            <Authorized code="goods:edit">
              <Popconfirm title={t('goods.disableConfirm')} onConfirm={() => run('disable', selected)}>
                <Button disabled={selected.length === 0}>{t('goods.batchDisable')}</Button>
              </Popconfirm>
              <Popconfirm title={t('goods.deleteConfirm')} onConfirm={() => run('delete', selected)}>
                <Button danger disabled={selected.length === 0}>
                  {t('goods.batchDelete')}
                </Button>
              </Popconfirm>
            </Authorized>
            <Authorized code="goods:export">
              <ExportButton
                endpoint={goodsExport}
                filters={() => ({ ...table.current?.filters(), state, ...(mine ? { mine } : {}) })}
              />
            </Authorized>
          </Flex>
        }
      />
    </>
  );
};
