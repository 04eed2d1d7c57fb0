import { PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { SCM_GOODS_STATES, type ScmGoodsRow } from '@portal/shared/contracts/scm-goods';
import { Button, Card, Flex, Form, Image, Input, Popconfirm, Select, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../../shared/Authorized';
import { CountedTabs, useStateTabs } from '../../../../shared/CountedTabs';
import { formatAmount } from '../../../../shared/format';
import { PageTable, type PageTableHandle, type SearchValues } from '../../../../shared/PageTable';
import { LabelSelect } from '../../../../shared/selectors/LabelSelect';
import { SupplierSelect } from '../../../../shared/selectors/SupplierSelect';
import { dateTimeColumn } from '../../../../shared/table-columns';
import { Text, TextLink } from '../../../../shared/Text';
import { ExportButton } from '../../../communal/components/ExportButton';
import { AddToCartButton } from '../../components/AddToCartButton';
import { GoodsEditorDrawer, type GoodsEditorTarget } from '../components/GoodsEditorDrawer';
import { ScmGoodsStateTag } from '../components/ScmGoodsTags';
import {
  type ScmGoodsFilterValues,
  scmGoodsExport,
  scmGoodsList,
  useDeleteScmGoods,
  useOfferScmGoods,
  useScmGoodsCounts,
  useWithdrawScmGoods,
} from '../use-scm-goods';

const EDIT = 'scm:edit';
/** Who may buy: the goods on offer get an add-to-cart button. */
const PURCHASE = 'scm:purchase';

/** The search form's values as the list's filter: one label of the multi-select, linked as a boolean. */
const toFilters = (values: SearchValues): ScmGoodsFilterValues => {
  const labelIds = values.labelIds as number[] | undefined;
  const keyword = typeof values.keyword === 'string' ? values.keyword.trim() : '';
  return {
    keyword: keyword || undefined,
    supplierId: (values.supplierId as number | undefined) ?? undefined,
    labelId: labelIds?.[0],
    linked: values.linked === 'yes' ? true : values.linked === 'no' ? false : undefined,
  };
};

/**
 * /scm/goods: the goods the partner's suppliers offer, on offer or withdrawn, searched by supplier,
 * label and link, exported; added and edited in a drawer, withdrawn, offered again and deleted.
 */
const ScmGoodsPage = () => {
  const { t } = useTranslation('scmGoods');
  const [state, tabs] = useStateTabs(SCM_GOODS_STATES, {
    all: t('common.all'),
    of: (key) => t(`goods.state_${key}`),
  });
  const counts = useScmGoodsCounts();
  const table = useRef<PageTableHandle<ScmGoodsFilterValues>>(null);
  const [editing, setEditing] = useState<GoodsEditorTarget | null>(null);
  const withdraw = useWithdrawScmGoods();
  const offer = useOfferScmGoods();
  const remove = useDeleteScmGoods();

  const columns: TableColumnsType<ScmGoodsRow> = [
    {
      title: t('goods.name'),
      key: 'name',
      width: 250,
      sorter: true,
      render: (_value, row) => (
        <Flex gap={10} align="center">
          {row.imageUrl ? (
            <Image
              src={row.imageUrl}
              alt={row.name}
              width={48}
              height={48}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          ) : (
            <Flex
              align="center"
              justify="center"
              style={{ width: 48, height: 48, background: '#f5f5f5', borderRadius: 4, flex: 'none' }}
            >
              <PictureOutlined style={{ color: '#bfbfbf', fontSize: 20 }} />
            </Flex>
          )}
          <Flex vertical gap={2} align="flex-start" style={{ minWidth: 0 }}>
            <TextLink style={{ textAlign: 'left' }} onClick={() => setEditing({ id: row.id })}>
              {row.name}
            </TextLink>
            <Text type="secondary" style={{ fontSize: 12 }}>
              {[row.brandName, row.model, row.supplierCode].filter(Boolean).join(' · ') || '-'}
            </Text>
            {row.labels.length > 0 ? (
              <Flex gap={4} wrap>
                {row.labels.map((label) => (
                  <Tag key={label.id} color={label.color} style={{ marginInlineEnd: 0 }}>
                    {label.labelName}
                  </Tag>
                ))}
              </Flex>
            ) : null}
          </Flex>
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
      title: t('goods.cost'),
      key: 'cost',
      width: 140,
      align: 'right',
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-end">
          <Text strong>
            {row.minCost === row.maxCost
              ? `¥${formatAmount(row.minCost)}`
              : `¥${formatAmount(row.minCost)} ~ ${formatAmount(row.maxCost)}`}
          </Text>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {t('goods.skuCount', { count: row.skuCount })} · {row.unit}
          </Text>
        </Flex>
      ),
    },
    {
      title: t('goods.linked'),
      key: 'linked',
      width: 140,
      ellipsis: true,
      render: (_value, row) =>
        row.linkedGoodsName ? (
          <Tag
            color="blue"
            style={{ marginInlineEnd: 0, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {row.linkedGoodsName}
          </Tag>
        ) : (
          <Text type="secondary">{t('goods.linkedNo')}</Text>
        ),
    },
    {
      title: t('authorization.state'),
      key: 'state',
      width: 80,
      render: (_value, row) => <ScmGoodsStateTag state={row.state} />,
    },
    dateTimeColumn<ScmGoodsRow>(t('common.updatedTime'), 'updatedTime', 160),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 210,
      fixed: 'right',
      render: (_value, row) => (
        <Flex gap={12} style={{ whiteSpace: 'nowrap' }}>
          {row.state === 1 && (
            <Authorized code={PURCHASE}>
              <AddToCartButton scmGoodsId={row.id} iconOnly />
            </Authorized>
          )}
          <Authorized
            code={EDIT}
            fallback={
              <TextLink onClick={() => setEditing({ id: row.id })}>{t('authorization.view')}</TextLink>
            }
          >
            <Flex gap={12} style={{ whiteSpace: 'nowrap' }}>
              <TextLink onClick={() => setEditing({ id: row.id })}>{t('common.edit')}</TextLink>
              {row.state === 1 ? (
                <Popconfirm
                  title={t('goods.withdrawTitle')}
                  description={<div style={{ maxWidth: 300 }}>{t('goods.withdrawIntro')}</div>}
                  onConfirm={() => withdraw.mutateAsync({ id: row.id }).catch(() => undefined)}
                >
                  <TextLink>{t('goods.withdraw')}</TextLink>
                </Popconfirm>
              ) : (
                <TextLink onClick={() => offer.mutateAsync({ id: row.id }).catch(() => undefined)}>
                  {t('goods.offer')}
                </TextLink>
              )}
              <Popconfirm
                title={t('goods.deleteTitle')}
                description={<div style={{ maxWidth: 300 }}>{t('goods.deleteIntro')}</div>}
                onConfirm={() => remove.mutateAsync({ id: row.id }).catch(() => undefined)}
              >
                <TextLink danger>{t('common.delete')}</TextLink>
              </Popconfirm>
            </Flex>
          </Authorized>
        </Flex>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <CountedTabs {...tabs} counts={counts} />
      <PageTable<ScmGoodsRow, ScmGoodsFilterValues>
        ref={table}
        {...scmGoodsList}
        params={{ state }}
        toFilters={toFilters}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1120 }, locale: { emptyText: t('goods.empty') } }}
        search={
          <>
            <Form.Item name="keyword" label={t('common.keyword')}>
              <Input
                allowClear
                maxLength={50}
                style={{ width: 220 }}
                placeholder={t('goods.keywordPlaceholder')}
              />
            </Form.Item>
            <Form.Item name="supplierId" label={t('common.supplier')}>
              <SupplierSelect style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="labelIds" label={t('goods.labels')}>
              <LabelSelect maxCount={1} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="linked" label={t('goods.linkFilter')}>
              <Select
                allowClear
                style={{ width: 120 }}
                options={[
                  { value: 'yes', label: t('goods.linkedYes') },
                  { value: 'no', label: t('goods.linkedNo') },
                ]}
              />
            </Form.Item>
          </>
        }
        toolbar={
          <>
            <Authorized code={EDIT}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                {t('goods.add')}
              </Button>
            </Authorized>
            <ExportButton endpoint={scmGoodsExport} filters={() => ({ ...table.current?.filters() })} />
          </>
        }
      />
      <GoodsEditorDrawer target={editing} onClose={() => setEditing(null)} />
    </Card>
  );
};

export default ScmGoodsPage;
