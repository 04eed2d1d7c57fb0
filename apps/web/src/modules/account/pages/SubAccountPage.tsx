import { PlusOutlined } from '@ant-design/icons';
import type { AccountRow } from '@portal/shared/contracts/auth';
import { Authority } from '@portal/shared/permissions';
import { Button, Card, Flex, Form, Input, Popconfirm, Select, Switch, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../shared/Authorized';
import { formatDateTime } from '../../../shared/format';
import { PageTable, type PageTableHandle, type SearchValues } from '../../../shared/PageTable';
import { usePermission } from '../../../shared/use-permission';
import { type AccountFilter, accountList, useEnableAccount } from '../use-accounts';
import { AccountEditDialog } from './AccountEditDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';

type Editing = { row: AccountRow | null } | null;
type EnabledFilter = 'enabled' | 'disabled';

const toFilters = (values: SearchValues): Partial<AccountFilter> => {
  const text = (key: string) =>
    (typeof values[key] === 'string' ? (values[key] as string).trim() : '') || undefined;
  const enabled = values.enabled as EnabledFilter | undefined;
  return {
    username: text('username'),
    nickName: text('nickName'),
    enabled: enabled === undefined ? undefined : enabled === 'enabled',
  };
};

/** /account/index: the partner's sub-accounts: create, edit with roles, enable/disable, reset password. */
const SubAccountPage = () => {
  const { t } = useTranslation('account');
  const table = useRef<PageTableHandle<AccountFilter>>(null);
  const enabling = useEnableAccount();
  const canEdit = usePermission().hasAll(Authority.accountEdit);
  const [editing, setEditing] = useState<Editing>(null);
  const [resetting, setResetting] = useState<AccountRow | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);

  // The admin's row is fixed (never disabled, no roles); other rows follow the server's `manageable`.
  const locked = (row: AccountRow) => row.isAdmin || !row.manageable || !canEdit;

  const toggle = async (row: AccountRow) => {
    setToggling(row.id);
    try {
      await enabling.mutateAsync({ id: row.id, enabled: !row.enabled });
    } catch {
      // shown by the http client
    } finally {
      setToggling(null);
    }
  };

  const columns: TableColumnsType<AccountRow> = [
    {
      title: t('account.username'),
      dataIndex: 'username',
      key: 'username',
      sorter: true,
      render: (username: string, row) => (
        <Flex gap={6} align="center">
          {username}
          {row.isAdmin ? <Tag color="gold">{t('account.admin')}</Tag> : null}
        </Flex>
      ),
    },
    { title: t('account.nickName'), dataIndex: 'nickName' },
    { title: t('account.mobile'), dataIndex: 'mobile', render: (v: string | null) => v || '-' },
    {
      title: t('account.roles'),
      dataIndex: 'roles',
      render: (roles: AccountRow['roles']) =>
        roles.length ? (
          <Flex gap={4} wrap>
            {roles.map((role) => (
              <Tag key={role.id}>{role.roleName}</Tag>
            ))}
          </Flex>
        ) : (
          '-'
        ),
    },
    {
      title: t('account.enabled'),
      dataIndex: 'enabled',
      width: 100,
      render: (enabled: boolean, row) => (
        <Popconfirm
          title={enabled ? t('account.disableConfirm') : t('account.enableConfirm')}
          onConfirm={() => toggle(row)}
          disabled={locked(row)}
        >
          <Switch
            checked={enabled}
            loading={toggling === row.id}
            disabled={locked(row)}
            aria-label={t('account.enabled')}
          />
        </Popconfirm>
      ),
    },
    {
      title: t('account.lastLoginTime'),
      dataIndex: 'lastLoginTime',
      key: 'lastLoginTime',
      width: 180,
      sorter: true,
      render: (value: string | null) => formatDateTime(value),
    },
    {
      title: t('account.createdTime'),
      dataIndex: 'createdTime',
      key: 'createdTime',
      width: 180,
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('account.actions'),
      key: 'actions',
      width: 160,
      render: (_value, row) =>
        locked(row) ? (
          '-'
        ) : (
          <Flex gap={12}>
            <Typography.Link onClick={() => setEditing({ row })}>{t('account.edit')}</Typography.Link>
            <Typography.Link onClick={() => setResetting(row)}>{t('account.resetPassword')}</Typography.Link>
          </Flex>
        ),
    },
  ];

  return (
    <Card variant="borderless">
      <PageTable<AccountRow, AccountFilter>
        ref={table}
        {...accountList}
        rowKey="id"
        indexColumn
        columns={columns}
        toFilters={toFilters}
        search={
          <>
            <Form.Item name="username" label={t('account.username')}>
              <Input allowClear style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="nickName" label={t('account.nickName')}>
              <Input allowClear style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="enabled" label={t('account.enabled')}>
              <Select<EnabledFilter>
                allowClear
                placeholder={t('account.all')}
                style={{ width: 120 }}
                options={[
                  { value: 'enabled', label: t('account.enabledOn') },
                  { value: 'disabled', label: t('account.enabledOff') },
                ]}
              />
            </Form.Item>
          </>
        }
        toolbar={
          <Authorized code={Authority.accountEdit}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })}>
              {t('account.add')}
            </Button>
          </Authorized>
        }
      />
      <AccountEditDialog
        open={editing !== null}
        row={editing?.row}
        onClose={() => setEditing(null)}
        onSaved={() => {
          if (!editing?.row) table.current?.reloadFirstPage();
        }}
      />
      <ResetPasswordDialog row={resetting} onClose={() => setResetting(null)} />
    </Card>
  );
};

export default SubAccountPage;
