import { PlusOutlined } from '@ant-design/icons';
import { AuthorizationState, type BrandRow } from '@portal/shared/contracts/brand';
import { viewCodeOf } from '@portal/shared/menu';
import { Authority } from '@portal/shared/permissions';
import { Avatar, Button, Card, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Authorized } from '../../../../shared/Authorized';
import { EMPTY_VALUE } from '../../../../shared/format';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { dateTimeColumn } from '../../../../shared/table-columns';
import { usePermission } from '../../../../shared/use-permission';
import { ExportButton } from '../../../communal/components/ExportButton';
import { AuthorizationStateTag } from '../components/AuthorizationStateTag';
import { type BrandFilter, brandExport, brandList } from '../use-brands';

const STATES = [
  AuthorizationState.pending,
  AuthorizationState.approved,
  AuthorizationState.rejected,
  AuthorizationState.expired,
];
const OPEN_STATES: number[] = [AuthorizationState.pending, AuthorizationState.approved];

/** /brand/index: the partner's brands (created by it or applied for) with its authorization of each. */
const BrandListPage = () => {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const { hasAll } = usePermission();
  const mayApply = hasAll([Authority.brandAuthorize, viewCodeOf('/brand/authorization')]);
  const table = useRef<PageTableHandle<BrandFilter>>(null);

  const columns: TableColumnsType<BrandRow> = [
    {
      title: t('brand.brandName'),
      dataIndex: 'brandName',
      key: 'brandName',
      sorter: true,
      render: (_value, row) => (
        <Flex gap={8} align="center">
          <Avatar alt="" shape="square" src={row.logoUrl ?? undefined}>
            {row.brandName.slice(0, 1)}
          </Avatar>
          <Flex vertical>
            <Typography.Text strong>{row.brandName}</Typography.Text>
            {row.englishName ? <Typography.Text type="secondary">{row.englishName}</Typography.Text> : null}
          </Flex>
          {row.mine ? <Tag>{t('brand.mine')}</Tag> : null}
        </Flex>
      ),
    },
    { title: t('brand.origin'), dataIndex: 'origin', render: (value) => value || EMPTY_VALUE },
    { title: t('brand.trademarkNo'), dataIndex: 'trademarkNo', render: (value) => value || EMPTY_VALUE },
    {
      title: t('brand.authorization'),
      key: 'authorization',
      render: (_value, row) =>
        row.authorization ? (
          <Flex vertical gap={2}>
            <Flex gap={4}>
              <AuthorizationStateTag state={row.authorization.state} />
              <Typography.Text type="secondary">
                {t(`authorization.level_${row.authorization.level}`)}
              </Typography.Text>
            </Flex>
            <Typography.Text type="secondary">
              {t('brand.validTo', { date: row.authorization.validTo })}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('brand.noAuthorization')}</Typography.Text>
        ),
    },
    dateTimeColumn(t('brand.createdTime'), 'createdTime', 180),
    {
      title: t('brand.actions'),
      key: 'actions',
      width: 170,
      render: (_value, row) => (
        <Flex gap={12}>
          {row.mine ? (
            <Authorized code={Authority.brandEdit}>
              <Typography.Link onClick={() => navigate(`/brand/edit/${row.id}`)}>
                {t('brand.edit')}
              </Typography.Link>
            </Authorized>
          ) : null}
          {mayApply && !(row.authorization && OPEN_STATES.includes(row.authorization.state)) ? (
            <Typography.Link
              onClick={() =>
                navigate(
                  `/brand/authorization?apply=${row.id}&brandName=${encodeURIComponent(row.brandName)}`,
                )
              }
            >
              {t('brand.apply')}
            </Typography.Link>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <PageTable<BrandRow, BrandFilter>
        ref={table}
        {...brandList}
        rowKey="id"
        indexColumn
        columns={columns}
        search={
          <>
            <Form.Item name="brandName" label={t('brand.brandName')}>
              <Input allowClear placeholder={t('brand.brandNamePlaceholder')} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="authState" label={t('authorization.state')}>
              <Select
                allowClear
                placeholder={t('brand.all')}
                style={{ width: 140 }}
                options={STATES.map((state) => ({ value: state, label: t(`authorization.state_${state}`) }))}
              />
            </Form.Item>
          </>
        }
        toolbar={
          <Flex gap={8}>
            <Authorized code={Authority.brandEdit}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/brand/add')}>
                {t('brand.add')}
              </Button>
            </Authorized>
            <ExportButton endpoint={brandExport} filters={() => table.current?.filters() ?? {}} />
          </Flex>
        }
      />
    </Card>
  );
};

export default BrandListPage;
