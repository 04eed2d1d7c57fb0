import { PlusOutlined } from '@ant-design/icons';
import type { ReferrerRow } from '@portal/shared/contracts/suppliers';
import type { TableColumnsType } from 'antd';
import { Button, Card, Checkbox, Flex, Form, Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../../shared/Authorized';
import { EMPTY_VALUE, formatDateTime } from '../../../../shared/format';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { TextLink } from '../../../../shared/Text';
import { usePermission } from '../../../../shared/use-permission';
import { ExportButton } from '../../../communal/components/ExportButton';
import { ReferrerFormDialog, type ReferrerFormTarget } from '../components/ReferrerFormDialog';
import { type ReferrerFilterValues, referrerExport, referrerList, useDeleteReferrer } from '../use-suppliers';

/**
 * The delete confirmation: a referrer that suppliers name is deleted only when the user also ticks
 * "unlink" (their referrer is then cleared in the same transaction); otherwise the server refuses.
 */
const DeleteReferrerDialog = ({
  referrer,
  onClose,
}: {
  referrer: ReferrerRow | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('suppliers');
  const removal = useDeleteReferrer();
  const [unlink, setUnlink] = useState(false);
  const linked = (referrer?.supplierCount ?? 0) > 0;
  return (
    <Modal
      open={referrer !== null}
      title={t('referrer.deleteTitle', { name: referrer?.name ?? '' })}
      okText={t('common.delete')}
      okButtonProps={{ danger: true, disabled: linked && !unlink }}
      confirmLoading={removal.isPending}
      afterClose={() => setUnlink(false)}
      onCancel={onClose}
      onOk={() =>
        referrer &&
        removal
          .mutateAsync({ id: referrer.id, unlink })
          .then(onClose)
          .catch(() => undefined)
      }
    >
      {linked ? (
        <Flex vertical gap={12}>
          <span>{t('referrer.deleteLinked', { count: referrer?.supplierCount ?? 0 })}</span>
          <Checkbox checked={unlink} onChange={(event) => setUnlink(event.target.checked)}>
            {t('referrer.unlink')}
          </Checkbox>
        </Flex>
      ) : (
        t('referrer.deleteIntro')
      )}
    </Modal>
  );
};

/**
 * /scm/referrer: who introduced the partner's suppliers, with their commission rate and how many
 * suppliers each introduced; added, edited, deleted (unlinking their suppliers), exported.
 */
const ReferrerListPage = () => {
  const { t } = useTranslation('suppliers');
  const table = useRef<PageTableHandle<ReferrerFilterValues>>(null);
  const [editing, setEditing] = useState<ReferrerFormTarget | null>(null);
  const [deleting, setDeleting] = useState<ReferrerRow | null>(null);
  const canEdit = usePermission().hasAll('scm:edit');

  const columns: TableColumnsType<ReferrerRow> = [
    { title: t('referrer.name'), dataIndex: 'name', key: 'name', width: 160, sorter: true },
    {
      title: t('referrer.phone'),
      dataIndex: 'phone',
      key: 'phone',
      width: 150,
      render: (value: string | null) => value ?? EMPTY_VALUE,
    },
    {
      title: t('referrer.rate'),
      dataIndex: 'commissionRate',
      key: 'commissionRate',
      width: 120,
      align: 'right',
      sorter: true,
      render: (value: string) => `${value}%`,
    },
    {
      title: t('referrer.supplierCount'),
      dataIndex: 'supplierCount',
      key: 'supplierCount',
      width: 120,
      align: 'right',
    },
    {
      title: t('referrer.remark'),
      dataIndex: 'remark',
      key: 'remark',
      ellipsis: { showTitle: true },
      render: (value: string | null) => value ?? EMPTY_VALUE,
    },
    {
      title: t('referrer.createdTime'),
      dataIndex: 'createdTime',
      key: 'createdTime',
      width: 170,
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
    ...(canEdit
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 120,
            render: (_value: unknown, row: ReferrerRow) => (
              <Flex gap={10}>
                <TextLink onClick={() => setEditing({ referrer: row })}>{t('common.edit')}</TextLink>
                <TextLink danger onClick={() => setDeleting(row)}>
                  {t('common.delete')}
                </TextLink>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card variant="borderless">
      <PageTable<ReferrerRow, ReferrerFilterValues>
        ref={table}
        {...referrerList}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1000 }, locale: { emptyText: t('referrer.emptyList') } }}
        search={
          <Form.Item name="name" label={t('referrer.name')}>
            <Input allowClear maxLength={30} style={{ width: 200 }} />
          </Form.Item>
        }
        toolbar={
          <>
            <Authorized code="scm:edit">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                {t('referrer.add')}
              </Button>
            </Authorized>
            <ExportButton endpoint={referrerExport} filters={() => ({ ...table.current?.filters() })} />
          </>
        }
      />
      <ReferrerFormDialog target={editing} onClose={() => setEditing(null)} />
      <DeleteReferrerDialog referrer={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
};

export default ReferrerListPage;
