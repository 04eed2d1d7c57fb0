import { PlusOutlined } from '@ant-design/icons';
import type { Role } from '@portal/shared/contracts/auth';
import { Authority } from '@portal/shared/permissions';
import { Button, Card, Col, Flex, Popconfirm, Row, Table, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../shared/Authorized';
import { useDeleteRole, useRoles } from '../use-accounts';
import { RoleAuthorityPanel } from './RoleAuthorityPanel';
import { RoleEditDialog } from './RoleEditDialog';

type Editing = { row: Role | null } | null;

/** /account/role: the partner's roles and, for the selected one, its authorities. */
const RolePage = () => {
  const { t } = useTranslation('account');
  const roles = useRoles();
  const deletion = useDeleteRole();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const list = roles.data ?? [];
  const selected = list.find((role) => role.id === selectedId) ?? null;

  const remove = async (role: Role) => {
    // The confirmation shows its spinner until the deletion settles; a failure was shown already.
    await deletion.mutateAsync({ id: role.id }).catch(() => undefined);
    if (selectedId === role.id) setSelectedId(null);
  };

  const columns: TableColumnsType<Role> = [
    {
      title: t('role.roleName'),
      dataIndex: 'roleName',
      render: (name: string, role) => (
        <Flex vertical>
          <Typography.Text strong={role.id === selectedId}>{name}</Typography.Text>
          {role.remark ? (
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: 220 }}>
              {role.remark}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { title: t('role.accountCount'), dataIndex: 'accountCount', width: 90, align: 'right' },
    {
      title: t('role.actions'),
      key: 'actions',
      width: 120,
      render: (_value, role) => (
        <Flex gap={12} onClick={(event) => event.stopPropagation()}>
          <Typography.Link onClick={() => setEditing({ row: role })}>{t('role.edit')}</Typography.Link>
          {role.accountCount > 0 ? (
            <Tooltip title={t('role.inUse')}>
              <Typography.Text type="secondary">{t('role.delete')}</Typography.Text>
            </Tooltip>
          ) : (
            <Popconfirm title={t('role.deleteConfirm')} onConfirm={() => remove(role)}>
              <Typography.Link type="danger">{t('role.delete')}</Typography.Link>
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Card
          variant="borderless"
          title={t('role.listTitle')}
          extra={
            <Authorized code={Authority.accountEdit}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })}>
                {t('role.add')}
              </Button>
            </Authorized>
          }
        >
          <Table<Role>
            size="middle"
            rowKey="id"
            columns={columns}
            dataSource={list}
            loading={roles.isPending}
            pagination={false}
            locale={roles.isError ? { emptyText: roles.error.message } : undefined}
            onRow={(role) => ({ onClick: () => setSelectedId(role.id), style: { cursor: 'pointer' } })}
            rowClassName={(role) => (role.id === selectedId ? 'ant-table-row-selected' : '')}
          />
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card
          variant="borderless"
          title={selected ? t('role.authoritiesOf', { name: selected.roleName }) : t('role.authorities')}
        >
          <RoleAuthorityPanel role={selected} />
        </Card>
      </Col>
      <RoleEditDialog
        open={editing !== null}
        row={editing?.row}
        onClose={() => setEditing(null)}
        onSaved={(roleId) => setSelectedId(roleId)}
      />
    </Row>
  );
};

export default RolePage;
