import { PlusOutlined } from '@ant-design/icons';
import { type Authorization, AuthorizationState } from '@portal/shared/contracts/brand';
import { Authority } from '@portal/shared/permissions';
import { Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Authorized } from '../../../../shared/Authorized';
import { ExportButton } from '../../../communal/components/ExportButton';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { dateTimeColumn } from '../../../../shared/table-columns';
import { AuthorizationDialog, type AuthorizationDialogTarget } from '../components/AuthorizationDialog';
import { AuthorizationStateTag } from '../components/AuthorizationStateTag';
import { type AuthorizationFilter, authorizationExport, authorizationList } from '../use-brands';

const STATES = [
  AuthorizationState.pending,
  AuthorizationState.approved,
  AuthorizationState.rejected,
  AuthorizationState.expired,
];
const EDITABLE: number[] = [AuthorizationState.pending, AuthorizationState.rejected];

/**
 * /brand/authorization: the partner's brand authorizations with their state, validity and letter;
 * apply (also from the brand list: `?apply=<brandId>&brandName=`) and change pending or rejected ones.
 */
const BrandAuthorizationPage = () => {
  const { t } = useTranslation('catalog');
  const table = useRef<PageTableHandle<AuthorizationFilter>>(null);
  const [target, setTarget] = useState<AuthorizationDialogTarget | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();

  // Arriving from the brand list or the brand form: open the application for that brand once.
  useEffect(() => {
    const brandId = Number(searchParams.get('apply'));
    if (!brandId) return;
    setTarget({ mode: 'apply', brand: { brandId, brandName: searchParams.get('brandName') ?? '' } });
    setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

  const columns: TableColumnsType<Authorization> = [
    { title: t('authorization.brand'), dataIndex: 'brandName' },
    {
      title: t('authorization.level'),
      dataIndex: 'level',
      render: (level: number) => t(`authorization.level_${level}`),
    },
    {
      title: t('authorization.validity'),
      key: 'validTo',
      sorter: true,
      render: (_value, row) => `${row.validFrom} ~ ${row.validTo}`,
    },
    {
      title: t('authorization.state'),
      key: 'state',
      render: (_value, row) => (
        <AuthorizationStateTag state={row.state} reason={row.reason} daysLeft={row.daysLeft} />
      ),
    },
    {
      title: t('authorization.letter'),
      key: 'letter',
      render: (_value, row) => (
        <Typography.Link href={row.letterUrl} target="_blank" rel="noopener">
          {row.letterName || t('authorization.view')}
        </Typography.Link>
      ),
    },
    dateTimeColumn(t('authorization.createdTime'), 'createdTime', 180),
    {
      title: t('authorization.actions'),
      key: 'actions',
      width: 150,
      render: (_value, row) =>
        EDITABLE.includes(row.state) ? (
          <Authorized code={Authority.brandAuthorize}>
            <Typography.Link onClick={() => setTarget({ mode: 'resubmit', authorization: row })}>
              {t('authorization.resubmit')}
            </Typography.Link>
          </Authorized>
        ) : null,
    },
  ];

  return (
    <Card variant="borderless">
      <PageTable<Authorization, AuthorizationFilter>
        ref={table}
        {...authorizationList}
        rowKey="id"
        indexColumn
        columns={columns}
        search={
          <>
            <Form.Item name="brandName" label={t('authorization.brand')}>
              <Input allowClear style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="state" label={t('authorization.state')}>
              <Select
                allowClear
                style={{ width: 140 }}
                placeholder={t('brand.all')}
                options={STATES.map((state) => ({ value: state, label: t(`authorization.state_${state}`) }))}
              />
            </Form.Item>
          </>
        }
        toolbar={
          <Flex gap={8}>
            <Authorized code={Authority.brandAuthorize}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'apply' })}>
                {t('authorization.apply')}
              </Button>
            </Authorized>
            <ExportButton endpoint={authorizationExport} filters={() => table.current?.filters() ?? {}} />
          </Flex>
        }
      />
      <AuthorizationDialog
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          if (target?.mode === 'apply') table.current?.reloadFirstPage();
        }}
      />
    </Card>
  );
};

export default BrandAuthorizationPage;
