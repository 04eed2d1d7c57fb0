import { PlusOutlined } from '@ant-design/icons';
import { SCM_AUTHORIZATION_VALIDITIES, type ScmAuthorizationRow } from '@portal/shared/contracts/scm-goods';
import { Button, Card, Flex, Form, Input, Popconfirm } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../../shared/Authorized';
import { ALL_TAB, CountedTabs, useAddressTabs } from '../../../../shared/CountedTabs';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { SupplierSelect } from '../../../../shared/selectors/SupplierSelect';
import { Text, TextLink } from '../../../../shared/Text';
import { ExportButton } from '../../../communal/components/ExportButton';
import {
  AuthorizationDialog,
  type AuthorizationTarget,
  RenewDialog,
} from '../components/AuthorizationDialogs';
import { ValidityTag } from '../components/ScmGoodsTags';
import {
  type ScmAuthorizationFilterValues,
  scmAuthorizationExport,
  scmAuthorizationList,
  useDeleteScmAuthorization,
  useScmAuthorizationCounts,
} from '../use-scm-goods';

const EDIT = 'scm:edit';

/**
 * /scm/authorization: the suppliers' authorization letters (for one goods or all of a supplier's),
 * valid, expiring within 30 days or expired, with tabs and counts; added, edited, renewed, deleted.
 */
const ScmAuthorizationPage = () => {
  const { t } = useTranslation('scmGoods');
  const [tab, tabs] = useAddressTabs({
    keys: SCM_AUTHORIZATION_VALIDITIES,
    param: 'validity',
    labels: { all: t('common.all'), of: (key) => t(`authorization.validity_${key}`) },
  });
  const validity = tab === ALL_TAB ? undefined : (tab as ScmAuthorizationRow['validity']);
  const counts = useScmAuthorizationCounts();
  const table = useRef<PageTableHandle<ScmAuthorizationFilterValues>>(null);
  const [editing, setEditing] = useState<AuthorizationTarget | null>(null);
  const [renewing, setRenewing] = useState<ScmAuthorizationRow | null>(null);
  const remove = useDeleteScmAuthorization();

  const columns: TableColumnsType<ScmAuthorizationRow> = [
    {
      title: t('common.supplier'),
      dataIndex: 'supplierName',
      key: 'supplierName',
      width: 180,
      ellipsis: true,
    },
    {
      title: t('authorization.goods'),
      key: 'goods',
      width: 170,
      render: (_value, row) => row.goodsName ?? <Text type="secondary">{t('authorization.allGoods')}</Text>,
    },
    {
      title: t('authorization.brandName'),
      dataIndex: 'brandName',
      key: 'brandName',
      width: 90,
      render: (v) => v ?? '-',
    },
    {
      title: t('authorization.letterNo'),
      dataIndex: 'letterNo',
      key: 'letterNo',
      width: 130,
      render: (v) => v ?? '-',
    },
    {
      title: t('authorization.file'),
      key: 'files',
      width: 70,
      render: (_value, row) => (
        <Flex vertical gap={2}>
          {row.files.map((file) => (
            <a key={file.id} href={file.url} target="_blank" rel="noopener noreferrer">
              {t('authorization.view')}
            </a>
          ))}
        </Flex>
      ),
    },
    {
      title: t('authorization.validity'),
      key: 'validTo',
      width: 190,
      sorter: true,
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <span>{`${row.validFrom} ~ ${row.validTo}`}</span>
          <Text
            type={row.validity === 'valid' ? 'secondary' : row.validity === 'expiring' ? 'warning' : 'danger'}
            style={{ fontSize: 12 }}
          >
            {row.daysLeft >= 0
              ? t('authorization.daysLeft', { days: row.daysLeft })
              : t('authorization.daysAgo', { days: -row.daysLeft })}
          </Text>
        </Flex>
      ),
    },
    {
      title: t('authorization.state'),
      key: 'validity',
      width: 100,
      render: (_value, row) => <ValidityTag validity={row.validity} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_value, row) => (
        <Authorized code={EDIT} fallback="-">
          <Flex gap={12} style={{ whiteSpace: 'nowrap' }}>
            <TextLink onClick={() => setEditing({ row })}>{t('common.edit')}</TextLink>
            <TextLink onClick={() => setRenewing(row)}>{t('authorization.renew')}</TextLink>
            <Popconfirm
              title={t('authorization.deleteTitle')}
              onConfirm={() => remove.mutateAsync({ id: row.id }).catch(() => undefined)}
            >
              <TextLink danger>{t('common.delete')}</TextLink>
            </Popconfirm>
          </Flex>
        </Authorized>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <CountedTabs {...tabs} counts={counts} />
      <PageTable<ScmAuthorizationRow, ScmAuthorizationFilterValues>
        ref={table}
        {...scmAuthorizationList}
        params={{ validity }}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1120 }, locale: { emptyText: t('authorization.empty') } }}
        search={
          <>
            <Form.Item name="keyword" label={t('common.keyword')}>
              <Input
                allowClear
                maxLength={50}
                style={{ width: 240 }}
                placeholder={t('authorization.keywordPlaceholder')}
              />
            </Form.Item>
            <Form.Item name="supplierId" label={t('common.supplier')}>
              <SupplierSelect style={{ width: 220 }} />
            </Form.Item>
          </>
        }
        toolbar={
          <>
            <Authorized code={EDIT}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                {t('authorization.add')}
              </Button>
            </Authorized>
            <ExportButton
              endpoint={scmAuthorizationExport}
              filters={() => ({ ...table.current?.filters() })}
            />
          </>
        }
      />
      <AuthorizationDialog target={editing} onClose={() => setEditing(null)} />
      <RenewDialog row={renewing} onClose={() => setRenewing(null)} />
    </Card>
  );
};

export default ScmAuthorizationPage;
