import { PlusOutlined } from '@ant-design/icons';
import { COOPERATOR_STATES, type CooperatorRow } from '@portal/shared/contracts/sourcing';
import { Button, Card, Flex, Form, Input, Popconfirm } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTabs, useStateTabs } from '../../../../shared/CountedTabs';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { dateTimeColumn } from '../../../../shared/table-columns';
import { Text, TextLink } from '../../../../shared/Text';
import { ExportButton } from '../../../communal/components/ExportButton';
import { CooperatorFormDialog, type CooperatorFormTarget } from '../components/CooperatorFormDialog';
import { CooperatorStateTag } from '../components/SourcingTags';
import {
  type CooperatorFilterValues,
  cooperatorExport,
  cooperatorList,
  useCooperatorStateCounts,
  useDisableCooperator,
  useEnableCooperator,
} from '../use-sourcing';

/**
 * /goods_inquiry/partner: the upstream firms the partner asks for prices, active or disabled,
 * searched, exported, added, edited, disabled and enabled.
 */
const CooperatorListPage = () => {
  const { t } = useTranslation('sourcing');
  const [state, tabs] = useStateTabs(COOPERATOR_STATES, {
    all: t('common.all'),
    of: (key) => t(`cooperator.state_${key}`),
  });
  const counts = useCooperatorStateCounts();
  const table = useRef<PageTableHandle<CooperatorFilterValues>>(null);
  const [editing, setEditing] = useState<CooperatorFormTarget | null>(null);
  const disable = useDisableCooperator();
  const enable = useEnableCooperator();

  const columns: TableColumnsType<CooperatorRow> = [
    {
      title: t('cooperator.name'),
      key: 'name',
      dataIndex: 'name',
      width: 230,
      sorter: true,
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-start">
          <Text strong>{row.name}</Text>
          {row.creditCode ? (
            <Text type="secondary" style={{ fontSize: 12 }}>
              {row.creditCode}
            </Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('cooperator.contactName'),
      key: 'contact',
      width: 140,
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <span>{row.contactName}</span>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {row.phone}
          </Text>
        </Flex>
      ),
    },
    {
      title: t('cooperator.region'),
      dataIndex: 'region',
      key: 'region',
      width: 130,
      render: (v) => v ?? '-',
    },
    {
      title: t('cooperator.supplyScope'),
      dataIndex: 'supplyScope',
      key: 'supplyScope',
      ellipsis: { showTitle: true },
      render: (v: string | null) => v ?? '-',
    },
    {
      title: <span title={t('cooperator.askedHint')}>{t('cooperator.asked')}</span>,
      key: 'asked',
      width: 90,
      align: 'center',
      render: (_value, row) => `${row.askedCount} / ${row.answeredCount}`,
    },
    {
      title: t('cooperator.state'),
      key: 'state',
      width: 80,
      render: (_value, row) => <CooperatorStateTag state={row.state} />,
    },
    dateTimeColumn<CooperatorRow>(t('common.createdTime'), 'createdTime', 180),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_value, row) => (
        <Flex gap={12}>
          <TextLink onClick={() => setEditing({ row })}>{t('common.edit')}</TextLink>
          {row.state === 1 ? (
            <Popconfirm
              title={t('cooperator.disableTitle')}
              description={<div style={{ maxWidth: 320 }}>{t('cooperator.disableIntro')}</div>}
              onConfirm={() => disable.mutateAsync({ id: row.id }).catch(() => undefined)}
            >
              <TextLink danger>{t('cooperator.disable')}</TextLink>
            </Popconfirm>
          ) : (
            <TextLink onClick={() => enable.mutateAsync({ id: row.id }).catch(() => undefined)}>
              {t('cooperator.enable')}
            </TextLink>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <CountedTabs {...tabs} counts={counts} />
      <PageTable<CooperatorRow, CooperatorFilterValues>
        ref={table}
        {...cooperatorList}
        params={{ state }}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1100 }, locale: { emptyText: t('cooperator.empty') } }}
        search={
          <>
            <Form.Item name="keyword" label={t('common.keyword')}>
              <Input
                allowClear
                maxLength={50}
                style={{ width: 240 }}
                placeholder={t('cooperator.keywordPlaceholder')}
              />
            </Form.Item>
            <Form.Item name="region" label={t('cooperator.region')}>
              <Input allowClear maxLength={50} style={{ width: 160 }} />
            </Form.Item>
          </>
        }
        toolbar={
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('cooperator.add')}
            </Button>
            <ExportButton endpoint={cooperatorExport} filters={() => ({ ...table.current?.filters() })} />
          </>
        }
      />
      <CooperatorFormDialog target={editing} onClose={() => setEditing(null)} />
    </Card>
  );
};

export default CooperatorListPage;
