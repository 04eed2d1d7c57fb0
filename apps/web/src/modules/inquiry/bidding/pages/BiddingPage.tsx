import { BIDDING_MODES, BIDDING_STATES, type BiddingRow } from '@portal/shared/contracts/bidding';
import { Card, Flex, Form, Input, Select } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTabs, useStateTabs } from '../../../../shared/CountedTabs';
import { EMPTY_VALUE, formatAmount, formatDateTime } from '../../../../shared/format';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { Text, TextLink } from '../../../../shared/Text';
import { ExportButton } from '../../../communal/components/ExportButton';
import { BiddingModeTag, BiddingStateTag } from '../components/BiddingTags';
import { BiddingRoom } from '../components/BiddingRoom';
import { type BiddingFilterValues, biddingExport, biddingList, useBiddingStateCounts } from '../use-bidding';
import { useIdParams } from '../../../../shared/use-id-params';

const SearchFields = () => {
  const { t } = useTranslation('bidding');
  return (
    <>
      <Form.Item name="projectNo" label={t('list.projectNo')}>
        <Input allowClear maxLength={40} style={{ width: 170 }} />
      </Form.Item>
      <Form.Item name="title" label={t('list.title')}>
        <Input allowClear maxLength={100} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="mode" label={t('list.mode')}>
        <Select
          allowClear
          style={{ width: 140 }}
          options={BIDDING_MODES.map((mode) => ({ value: mode, label: t(`mode.${mode}`) }))}
        />
      </Form.Item>
    </>
  );
};

/**
 * /goods/bidding: the bidding projects the partner is invited to, by its state, searched and
 * exported; a project's room opens beside the list (`?id=`), live.
 */
const BiddingPage = () => {
  const { t } = useTranslation('bidding');
  const [state, tabs] = useStateTabs(BIDDING_STATES, {
    all: t('list.all'),
    of: (key) => t(`state.${key}`),
  });
  const counts = useBiddingStateCounts();
  const table = useRef<PageTableHandle<BiddingFilterValues>>(null);
  const [{ id: openId }, setIds] = useIdParams('id');
  const open = (id: number | undefined) => setIds({ id });

  const columns: TableColumnsType<BiddingRow> = [
    {
      title: t('list.title'),
      key: 'title',
      width: 240,
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-start">
          <TextLink onClick={() => open(row.id)}>{row.title}</TextLink>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {row.projectNo}
          </Text>
        </Flex>
      ),
    },
    {
      title: t('list.customer'),
      key: 'customer',
      width: 150,
      ellipsis: { showTitle: true },
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <span>{row.customerName}</span>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {row.channelName || EMPTY_VALUE}
          </Text>
        </Flex>
      ),
    },
    {
      title: t('list.mode'),
      key: 'mode',
      width: 96,
      render: (_value, row) => <BiddingModeTag mode={row.mode} />,
    },
    {
      title: t('list.ceiling'),
      dataIndex: 'ceilingAmount',
      key: 'ceilingAmount',
      width: 110,
      align: 'right',
      render: (value: string) => formatAmount(value),
    },
    {
      title: t('list.time'),
      key: 'endTime',
      width: 160,
      sorter: true,
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <span>{formatDateTime(row.startTime)}</span>
          <span>{formatDateTime(row.endTime)}</span>
        </Flex>
      ),
    },
    {
      title: t('list.myBest'),
      key: 'myBestAmount',
      width: 120,
      align: 'right',
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-end">
          <span>{row.myBestAmount ? formatAmount(row.myBestAmount) : EMPTY_VALUE}</span>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {t('list.myBidCount')} {row.myBidCount}
          </Text>
        </Flex>
      ),
    },
    {
      title: t('list.state'),
      key: 'state',
      width: 120,
      render: (_value, row) => <BiddingStateTag state={row.state} />,
    },
    {
      title: t('list.actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_value, row) => (
        <TextLink onClick={() => open(row.id)}>
          {row.state === 2 ? t('list.enterRoom') : t('list.view')}
        </TextLink>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <CountedTabs {...tabs} counts={counts} />
      <PageTable<BiddingRow, BiddingFilterValues>
        ref={table}
        {...biddingList}
        params={{ state }}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1096 }, locale: { emptyText: t('list.empty') } }}
        search={<SearchFields />}
        toolbar={
          <ExportButton endpoint={biddingExport} filters={() => ({ ...table.current?.filters(), state })} />
        }
      />
      <BiddingRoom id={openId} onClose={() => open(undefined)} />
    </Card>
  );
};

export default BiddingPage;
