import {
  AUTHORIZATION_COVERAGES,
  AUTHORIZATION_ENDING_SOON_DAYS,
  type AuthorizationCoverage,
  type GoodsAuthorizationRow,
} from '@portal/shared/contracts/goods';
import { AuthorizationState } from '@portal/shared/contracts/brand';
import { Authority } from '@portal/shared/permissions';
import { Card, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE } from '../../../../shared/format';
import { PageTable, type PageTableHandle, type SearchValues } from '../../../../shared/PageTable';
import { BrandSelect } from '../../../../shared/selectors/BrandSelect';
import { usePermission } from '../../../../shared/use-permission';
import { ExportButton } from '../../../communal/components/ExportButton';
import {
  type GoodsAuthorizationFilterValues,
  goodsAuthorizationExport,
  goodsAuthorizationList,
} from '../use-goods';
import {
  AuthorizationDialog,
  type AuthorizationDialogTarget,
} from '../../brands/components/AuthorizationDialog';
import { AuthorizationStateTag } from '../../brands/components/AuthorizationStateTag';
import { GoodsStateTag } from '../components/GoodsStateTag';
import '../goods-authorization.css';
import { GoodsSummary } from '../../components/GoodsSummary';

const COVERAGE_COLORS: Record<AuthorizationCoverage, string> = {
  valid: 'success',
  expiring: 'warning',
  invalid: 'error',
  pending: 'processing',
};

/** A new application is taken only without an open (pending or approved) authorization of the brand. */
const APPLICABLE: (number | null)[] = [null, AuthorizationState.rejected, AuthorizationState.expired];

const toFilters = (values: SearchValues): GoodsAuthorizationFilterValues => {
  const name = typeof values.name === 'string' ? values.name.trim() : '';
  const brand = values.brand as { brandId: number } | undefined;
  return {
    name: name || undefined,
    brandId: brand?.brandId,
    coverage: (values.coverage as AuthorizationCoverage | undefined) ?? undefined,
  };
};

/**
 * /goods/authorization: each goods with the brand authorization that covers it (level, validity,
 * days left, state) and its listings on shelf. Goods without a valid authorization are highlighted
 * and apply for one (or renew an expired one) in place.
 */
const GoodsAuthorizationPage = () => {
  const { t } = useTranslation('catalog');
  const table = useRef<PageTableHandle<GoodsAuthorizationFilterValues>>(null);
  const [target, setTarget] = useState<AuthorizationDialogTarget | null>(null);
  const { hasAll } = usePermission();
  const mayApply = hasAll(Authority.brandAuthorize);
  const coverageLabel = (coverage: AuthorizationCoverage) =>
    t(`goodsAuthorization.coverage_${coverage}`, { days: AUTHORIZATION_ENDING_SOON_DAYS });

  const daysLeftOf = (row: GoodsAuthorizationRow) => {
    if (row.daysLeft === null) return EMPTY_VALUE;
    if (row.daysLeft < 0) {
      return (
        <Typography.Text type="danger">
          {t('goodsAuthorization.overdue', { count: -row.daysLeft })}
        </Typography.Text>
      );
    }
    return (
      <Typography.Text type={row.daysLeft <= AUTHORIZATION_ENDING_SOON_DAYS ? 'warning' : undefined}>
        {row.daysLeft}
      </Typography.Text>
    );
  };

  const columns: TableColumnsType<GoodsAuthorizationRow> = [
    {
      title: t('goods.name'),
      key: 'name',
      width: 230,
      render: (_value, row) => (
        <GoodsSummary
          imageUrl={row.mainImageUrl}
          name={row.name}
          subtitle={
            <Flex gap={4} align="center">
              {row.model}
              <GoodsStateTag state={row.goodsState} />
            </Flex>
          }
          detailId={row.goodsId}
          nameWidth={160}
        />
      ),
    },
    {
      title: `${t('goods.brand')} / ${t('authorization.level')}`,
      key: 'brand',
      width: 130,
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <Typography.Text>{row.brandName}</Typography.Text>
          <Typography.Text type="secondary">
            {row.level === null ? EMPTY_VALUE : t(`authorization.level_${row.level}`)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('authorization.validity'),
      key: 'validTo',
      sorter: true,
      width: 200,
      render: (_value, row) => (row.validTo ? `${row.validFrom} ~ ${row.validTo}` : EMPTY_VALUE),
    },
    {
      title: t('goodsAuthorization.daysLeft'),
      key: 'daysLeft',
      align: 'right',
      width: 100,
      render: (_value, row) => daysLeftOf(row),
    },
    {
      title: t('goodsAuthorization.coverage'),
      key: 'coverage',
      width: 120,
      render: (_value, row) => <Tag color={COVERAGE_COLORS[row.coverage]}>{coverageLabel(row.coverage)}</Tag>,
    },
    {
      title: t('authorization.state'),
      key: 'state',
      width: 150,
      render: (_value, row) =>
        row.authorizationState === null ? (
          <Typography.Text type="secondary">{t('brand.noAuthorization')}</Typography.Text>
        ) : (
          <AuthorizationStateTag state={row.authorizationState} reason={row.reason} reasonWidth={118} />
        ),
    },
    {
      title: t('goodsAuthorization.onShelf'),
      dataIndex: 'onShelfListings',
      align: 'right',
      width: 100,
    },
    {
      title: t('goods.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_value, row) =>
        mayApply && row.coverage === 'invalid' && APPLICABLE.includes(row.authorizationState) ? (
          <Typography.Link
            onClick={() =>
              setTarget({ mode: 'apply', brand: { brandId: row.brandId, brandName: row.brandName } })
            }
          >
            {row.authorizationState === AuthorizationState.expired
              ? t('goodsAuthorization.renew')
              : t('authorization.apply')}
          </Typography.Link>
        ) : null,
    },
  ];

  return (
    <Card variant="borderless">
      <PageTable<GoodsAuthorizationRow, GoodsAuthorizationFilterValues>
        ref={table}
        // Under the brand lists: an application (here or on the brand pages) refreshes this one too.
        {...goodsAuthorizationList}
        toFilters={toFilters}
        rowKey="goodsId"
        columns={columns}
        tableProps={{
          scroll: { x: 1120 },
          rowClassName: (row) => (row.coverage === 'invalid' ? 'goods-authorization-uncovered' : ''),
        }}
        search={
          <>
            <Form.Item name="name" label={t('goods.name')}>
              <Input allowClear placeholder={t('goods.namePlaceholder')} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="brand" label={t('goods.brand')}>
              <BrandSelect style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="coverage" label={t('goodsAuthorization.coverage')}>
              <Select
                allowClear
                placeholder={t('brand.all')}
                style={{ width: 170 }}
                options={AUTHORIZATION_COVERAGES.map((coverage) => ({
                  value: coverage,
                  label: coverageLabel(coverage),
                }))}
              />
            </Form.Item>
          </>
        }
        toolbar={
          <ExportButton endpoint={goodsAuthorizationExport} filters={() => table.current?.filters() ?? {}} />
        }
      />
      <AuthorizationDialog target={target} onClose={() => setTarget(null)} />
    </Card>
  );
};

export default GoodsAuthorizationPage;
