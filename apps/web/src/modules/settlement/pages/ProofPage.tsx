import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import type { ProofRow } from '@portal/shared/contracts/settlement';
import { Card, Flex, Form, Input } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatDateTime } from '../../../shared/format';
import { PageTable, type PageTableHandle } from '../../../shared/PageTable';
import { ChannelSelect } from '../../../shared/selectors/ChannelSelect';
import { Text } from '../../../shared/Text';
import { ExportButton } from '../../communal/components/ExportButton';
import { useServedPaths } from '../../orders/use-todo';
import { type ProofFilterValues, proofExport, proofList } from '../use-statements';
import { DayRangeItem } from '../../../shared/DateRangeField';
import { filtersWithDays } from '../../../shared/search-filters';

const toFilters = filtersWithDays<ProofFilterValues>({ paidDate: ['dateFrom', 'dateTo'] });

/** /settlement/proof: the operator's payout proofs of the partner's paid statements, to open or download. */
const ProofPage = () => {
  const { t } = useTranslation('settlement');
  const served = useServedPaths();
  const table = useRef<PageTableHandle<ProofFilterValues>>(null);
  const columns: TableColumnsType<ProofRow> = [
    {
      title: t('proof.statementNo'),
      key: 'statementNo',
      width: 200,
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-start">
          {served.has('/settlement/settle') ? (
            <Link to={`/settlement/settle?id=${row.statementId}`}>{row.statementNo}</Link>
          ) : (
            <span>{row.statementNo}</span>
          )}
          <Text type="secondary">{row.channelName}</Text>
        </Flex>
      ),
    },
    {
      title: t('common.period'),
      key: 'period',
      width: 110,
      render: (_value, row) => (
        <Flex vertical>
          <span>{row.periodFrom}</span>
          <Text type="secondary">~ {row.periodTo}</Text>
        </Flex>
      ),
    },
    {
      title: t('proof.settleAmount'),
      dataIndex: 'settleAmount',
      key: 'settleAmount',
      width: 140,
      align: 'right',
      render: (value: string) => <Text strong>{formatAmount(value)}</Text>,
    },
    { title: t('proof.payoutSerial'), dataIndex: 'payoutSerial', key: 'payoutSerial', width: 180 },
    {
      title: t('proof.paidTime'),
      dataIndex: 'paidTime',
      key: 'paidTime',
      width: 165,
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('proof.file'),
      dataIndex: 'proofFileName',
      key: 'proofFileName',
      width: 160,
      ellipsis: { showTitle: true },
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 180,
      fixed: 'right',
      render: (_value, row) => (
        <Flex gap={12}>
          <a
            href={row.proofUrl}
            target="_blank"
            rel="noopener"
            aria-label={`${t('proof.open')} ${row.proofFileName}`}
          >
            <EyeOutlined /> {t('proof.open')}
          </a>
          <a
            href={row.proofUrl}
            download={row.proofFileName}
            aria-label={`${t('proof.download')} ${row.proofFileName}`}
          >
            <DownloadOutlined /> {t('proof.download')}
          </a>
        </Flex>
      ),
    },
  ];
  return (
    <Card variant="borderless">
      <PageTable<ProofRow, ProofFilterValues>
        ref={table}
        {...proofList}
        toFilters={toFilters}
        rowKey="statementId"
        columns={columns}
        tableProps={{ scroll: { x: 1125 }, locale: { emptyText: t('proof.emptyList') } }}
        toolbar={<ExportButton endpoint={proofExport} filters={() => ({ ...table.current?.filters() })} />}
        search={
          <>
            <Form.Item name="statementNo" label={t('proof.statementNo')}>
              <Input allowClear maxLength={40} style={{ width: 190 }} />
            </Form.Item>
            <Form.Item name="channelId" label={t('common.channel')}>
              <ChannelSelect style={{ width: 170 }} />
            </Form.Item>
            <DayRangeItem name="paidDate" label={t('proof.paidDateRange')} />
          </>
        }
      />
    </Card>
  );
};

export default ProofPage;
