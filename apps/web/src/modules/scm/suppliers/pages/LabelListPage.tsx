import { PlusOutlined } from '@ant-design/icons';
import type { LabelRow } from '@portal/shared/contracts/suppliers';
import type { TableColumnsType } from 'antd';
import { Button, Card, Flex, Form, Input, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../../shared/Authorized';
import { formatDateTime } from '../../../../shared/format';
import { PageTable } from '../../../../shared/PageTable';
import { TextLink } from '../../../../shared/Text';
import { usePermission } from '../../../../shared/use-permission';
import { LabelFormDialog, type LabelFormTarget } from '../components/LabelFormDialog';
import { type LabelFilterValues, labelList, useDeleteLabel } from '../use-suppliers';

/**
 * /scm/label: the labels the partner puts on suppliers and SCM goods, in their sort order, with how
 * many of each carry them; added, edited, and deleted (with their links, after a confirmation).
 */
const LabelListPage = () => {
  const { t } = useTranslation('suppliers');
  const [editing, setEditing] = useState<LabelFormTarget | null>(null);
  const removal = useDeleteLabel();
  const canEdit = usePermission().hasAll('scm:edit');

  const columns: TableColumnsType<LabelRow> = [
    {
      title: t('label.name'),
      key: 'labelName',
      width: 200,
      render: (_value, row) => <Tag color={row.color}>{row.labelName}</Tag>,
    },
    {
      title: t('label.color'),
      dataIndex: 'color',
      key: 'color',
      width: 120,
      render: (value: string) => t(`label.colors.${value}`, { defaultValue: value }),
    },
    { title: t('label.sort'), dataIndex: 'sort', key: 'sort', width: 90, align: 'right', sorter: true },
    {
      title: t('label.supplierCount'),
      dataIndex: 'supplierCount',
      key: 'supplierCount',
      width: 120,
      align: 'right',
    },
    { title: t('label.goodsCount'), dataIndex: 'goodsCount', key: 'goodsCount', width: 120, align: 'right' },
    {
      title: t('label.createdTime'),
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
            render: (_value: unknown, row: LabelRow) => (
              <Flex gap={10}>
                <TextLink onClick={() => setEditing({ label: row })}>{t('common.edit')}</TextLink>
                <Popconfirm
                  title={t('label.deleteTitle', { name: row.labelName })}
                  description={t('label.deleteIntro', {
                    suppliers: row.supplierCount,
                    goods: row.goodsCount,
                  })}
                  onConfirm={() => removal.mutateAsync({ id: row.id }).catch(() => undefined)}
                >
                  <TextLink danger>{t('common.delete')}</TextLink>
                </Popconfirm>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card variant="borderless">
      <PageTable<LabelRow, LabelFilterValues>
        {...labelList}
        rowKey="id"
        columns={columns}
        tableProps={{ locale: { emptyText: t('label.emptyList') } }}
        search={
          <Form.Item name="labelName" label={t('label.name')}>
            <Input allowClear maxLength={20} style={{ width: 200 }} />
          </Form.Item>
        }
        toolbar={
          <Authorized code="scm:edit">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('label.add')}
            </Button>
          </Authorized>
        }
      />
      <LabelFormDialog target={editing} onClose={() => setEditing(null)} />
    </Card>
  );
};

export default LabelListPage;
