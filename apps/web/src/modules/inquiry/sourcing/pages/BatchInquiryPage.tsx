import { PlusOutlined } from '@ant-design/icons';
import {
  OPEN_SOURCING_STATES,
  SOURCING_STATES,
  type SourcingDetail,
  type SourcingRow,
} from '@portal/shared/contracts/sourcing';
import { Button, Card, Flex, Form, Input, Progress } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTabs, useStateTabs } from '../../../../shared/CountedTabs';
import { formatDateTime } from '../../../../shared/format';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { dateTimeColumn } from '../../../../shared/table-columns';
import { Text, TextLink } from '../../../../shared/Text';
import { ExportButton } from '../../../communal/components/ExportButton';
import { AnswerDialog } from '../components/AnswerDialog';
import { SourcingDrawer } from '../components/SourcingDrawer';
import { SourcingEditorDialog, type SourcingEditorTarget } from '../components/SourcingEditorDialog';
import { SourcingStateTag } from '../components/SourcingTags';
import {
  type SourcingFilterValues,
  requestExport,
  requestList,
  useRequestDetail,
  useRequestStateCounts,
} from '../use-sourcing';
import { DayRangeItem } from '../../../../shared/DateRangeField';
import { filtersWithDays } from '../../../../shared/search-filters';
import { useIdParams } from '../../../../shared/use-id-params';

const toFilters = filtersWithDays<SourcingFilterValues>({ created: ['dateFrom', 'dateTo'] });

/**
 * /goods_inquiry/batch_inquiry: the partner's requests for prices to its cooperation partners by
 * state, searched and exported; written (goods and partners), sent, answered by hand, compared,
 * closed or cancelled.
 */
const BatchInquiryPage = () => {
  const { t } = useTranslation('sourcing');
  const [state, tabs] = useStateTabs(SOURCING_STATES, {
    all: t('common.all'),
    of: (key) => t(`request.state_${key}`),
  });
  const counts = useRequestStateCounts();
  const table = useRef<PageTableHandle<SourcingFilterValues>>(null);
  const [editing, setEditing] = useState<SourcingEditorTarget | null>(null);
  const [answering, setAnswering] = useState<{ request: SourcingDetail; cooperatorId?: number } | null>(null);
  const [answerFor, setAnswerFor] = useState<number | undefined>(undefined);
  const answerDetail = useRequestDetail(answerFor);
  const [{ id: openId }, setIds] = useIdParams('id');
  const open = (id: number | undefined) => setIds({ id });
  // Enter prices from the list: the dialog opens once the request's lines have arrived.
  const pending =
    answerFor !== undefined && answerDetail.data?.id === answerFor ? answerDetail.data : undefined;
  useEffect(() => {
    if (!pending) return;
    setAnswering({ request: pending });
    setAnswerFor(undefined);
  }, [pending]);

  const columns: TableColumnsType<SourcingRow> = [
    {
      title: t('request.title'),
      key: 'title',
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-start">
          <TextLink onClick={() => open(row.id)}>{row.title}</TextLink>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {row.requestNo}
          </Text>
        </Flex>
      ),
    },
    {
      title: t('request.state'),
      key: 'state',
      width: 110,
      render: (_value, row) => <SourcingStateTag state={row.state} />,
    },
    { title: t('request.lineCount'), dataIndex: 'lineCount', key: 'lineCount', width: 80, align: 'center' },
    {
      title: t('request.progress'),
      key: 'progress',
      width: 150,
      render: (_value, row) => (
        <Flex vertical gap={0}>
          <Text>
            {row.answeredFirmCount} / {row.firmCount}
          </Text>
          <Progress
            percent={row.firmCount === 0 ? 0 : Math.round((row.answeredFirmCount / row.firmCount) * 100)}
            showInfo={false}
            size="small"
            aria-label={t('request.progress')}
          />
        </Flex>
      ),
    },
    {
      title: t('request.deadline'),
      dataIndex: 'deadline',
      key: 'deadline',
      width: 170,
      sorter: true,
      render: (value: string, row) =>
        OPEN_SOURCING_STATES.includes(row.state) && Date.parse(value) < Date.now() ? (
          <Text type="danger">{formatDateTime(value)}</Text>
        ) : (
          formatDateTime(value)
        ),
    },
    dateTimeColumn<SourcingRow>(t('common.createdTime'), 'createdTime', 170),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_value, row) => (
        <Flex gap={12} wrap>
          <TextLink onClick={() => open(row.id)}>
            {row.state === 1 ? t('common.detail') : t('request.compare')}
          </TextLink>
          {OPEN_SOURCING_STATES.includes(row.state) ? (
            <TextLink onClick={() => setAnswerFor(row.id)}>{t('request.enterAnswer')}</TextLink>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <CountedTabs {...tabs} counts={counts} />
      <PageTable<SourcingRow, SourcingFilterValues>
        ref={table}
        {...requestList}
        params={{ state }}
        toFilters={toFilters}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1100 }, locale: { emptyText: t('request.empty') } }}
        search={
          <>
            <Form.Item name="keyword" label={t('common.keyword')}>
              <Input
                allowClear
                maxLength={50}
                style={{ width: 220 }}
                placeholder={t('request.keywordPlaceholder')}
              />
            </Form.Item>
            <DayRangeItem name="created" label={t('common.createdRange')} />
          </>
        }
        toolbar={
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('request.add')}
            </Button>
            <ExportButton endpoint={requestExport} filters={() => ({ ...table.current?.filters() })} />
          </>
        }
      />
      <SourcingDrawer
        id={openId}
        onClose={() => open(undefined)}
        onEdit={(draft) => setEditing({ draft })}
        onAnswer={(request, cooperatorId) => setAnswering({ request, cooperatorId })}
      />
      {/* Mounted when opened, so that they open above the drawer they may be opened from. */}
      {editing ? <SourcingEditorDialog target={editing} onClose={() => setEditing(null)} /> : null}
      {answering ? (
        <AnswerDialog
          request={answering.request}
          cooperatorId={answering.cooperatorId}
          onClose={() => setAnswering(null)}
        />
      ) : null}
    </Card>
  );
};

export default BatchInquiryPage;
