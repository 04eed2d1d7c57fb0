import { PlusOutlined } from '@ant-design/icons';
import type { PaybackAccount, PaybackFilter } from '@portal/shared/contracts/partner';
import { Authority } from '@portal/shared/permissions';
import { Button, Flex, Form, Input, Popconfirm, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../shared/Authorized';
import { formatDateTime } from '../../../shared/format';
import { PageTable, type PageTableHandle } from '../../../shared/PageTable';
import { paybackList, useDeletePayback } from '../use-payback';
import { PaybackEditDialog } from './PaybackEditDialog';

export type PaybackAccountTableProps = {
  /** Extra toolbar buttons (the page's export); they get the table's current filters. */
  extraToolbar?: (filters: () => Partial<PaybackFilter>) => ReactNode;
};

type Editing = { row: PaybackAccount | null } | null;

/**
 * The payback account list of spec section 2: index, company, account, bank, created time,
 * actions (edit; delete with confirmation, loading, then refresh); toolbar 'add payback account'.
 */
export const PaybackAccountTable = ({ extraToolbar }: PaybackAccountTableProps) => {
  const { t } = useTranslation('partner');
  const table = useRef<PageTableHandle<PaybackFilter>>(null);
  const deletion = useDeletePayback();
  const [editing, setEditing] = useState<Editing>(null);

  // The confirmation shows its spinner until the deletion settles; a failure was shown already.
  const remove = (row: PaybackAccount) => deletion.mutateAsync({ id: row.id }).catch(() => undefined);

  const columns: TableColumnsType<PaybackAccount> = [
    { title: t('payback.companyName'), dataIndex: 'companyName', ellipsis: true },
    { title: t('payback.accountName'), dataIndex: 'accountName', ellipsis: true, render: (v) => v || '-' },
    { title: t('payback.bankName'), dataIndex: 'bankName', ellipsis: true, render: (v) => v || '-' },
    {
      title: t('payback.createdTime'),
      dataIndex: 'createdTime',
      key: 'createdTime',
      width: 180,
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('payback.actions'),
      key: 'actions',
      width: 140,
      render: (_value, row) => (
        <Flex gap={12}>
          <Typography.Link onClick={() => setEditing({ row })}>{t('payback.editAction')}</Typography.Link>
          <Popconfirm
            title={t('payback.deleteConfirm')}
            onConfirm={() => remove(row)}
            okText={t('payback.ok')}
            cancelText={t('payback.cancel')}
          >
            <Typography.Link type="danger">{t('payback.deleteAction')}</Typography.Link>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageTable<PaybackAccount, PaybackFilter>
        ref={table}
        {...paybackList}
        rowKey="id"
        indexColumn
        columns={columns}
        search={
          <>
            <Form.Item name="companyName" label={t('payback.companyName')}>
              <Input allowClear placeholder={t('payback.companyNamePlaceholder')} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="accountName" label={t('payback.accountName')}>
              <Input allowClear placeholder={t('payback.accountNamePlaceholder')} style={{ width: 180 }} />
            </Form.Item>
          </>
        }
        toolbar={
          <Authorized code={Authority.paybackAccount}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })}>
              {t('payback.addAccount')}
            </Button>
            {extraToolbar?.(() => table.current?.filters() ?? {})}
          </Authorized>
        }
      />
      <PaybackEditDialog
        open={editing !== null}
        row={editing?.row}
        onClose={() => setEditing(null)}
        onSaved={() => {
          // A new account appears first (newest first), so show page 1.
          if (!editing?.row) table.current?.reloadFirstPage();
        }}
      />
    </>
  );
};
