import type { NoticeFilter, NoticeSummary } from '@portal/shared/contracts/partner';
import { Badge, Button, Card, Flex, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dateRangeOf, formatDateTime } from '../../../shared/format';
import { PageTable, type PageTableHandle, type SearchValues } from '../../../shared/PageTable';
import { ExportButton } from '../../communal/components/ExportButton';
import { noticeExport, noticeList, useClearNotices, useMarkNoticeRead } from '../use-notices';
import { NoticeDetailDrawer } from './NoticeDetailDrawer';
import { NoticeSearchFields, type ReadFilter } from './NoticeSearchFields';

const toFilters = (values: SearchValues): Partial<NoticeFilter> => {
  const { start, end } = dateRangeOf(values.createdTime as Parameters<typeof dateRangeOf>[0]);
  const title = typeof values.title === 'string' ? values.title.trim() : '';
  const read = values.read as ReadFilter | undefined;
  return {
    title: title || undefined,
    read: read === undefined ? undefined : read === 'read',
    createdTimeStart: start,
    createdTimeEnd: end,
  };
};

/** /ucenter/notice: the partner's notices with filters, read marks, a detail drawer and an export. */
const NoticePage = () => {
  const { t } = useTranslation('partner');
  const table = useRef<PageTableHandle<NoticeFilter>>(null);
  const reading = useMarkNoticeRead();
  const clearing = useClearNotices();
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = Number(searchParams.get('id')) || null;

  const open = (id: number | null) =>
    setSearchParams(id === null ? {} : { id: String(id) }, { replace: id === null });

  // Failures were shown by the http client.
  const markRead = (notice: NoticeSummary) => reading.mutateAsync(notice.id).catch(() => undefined);
  const clearAll = () => clearing.mutateAsync({}).catch(() => undefined);

  const columns: TableColumnsType<NoticeSummary> = [
    {
      title: t('notice.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string, notice) => (
        <Typography.Link strong={!notice.read} onClick={() => open(notice.id)}>
          {title}
        </Typography.Link>
      ),
    },
    {
      title: t('notice.state'),
      dataIndex: 'read',
      width: 120,
      render: (read: boolean) =>
        read ? (
          <Badge status="default" text={t('notice.read')} />
        ) : (
          <Badge status="processing" text={t('notice.unread')} />
        ),
    },
    {
      title: t('notice.createdTime'),
      dataIndex: 'createdTime',
      key: 'createdTime',
      width: 190,
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('notice.actions'),
      key: 'actions',
      width: 160,
      render: (_value, notice) => (
        <Flex gap={12}>
          <Typography.Link onClick={() => open(notice.id)}>{t('notice.view')}</Typography.Link>
          {notice.read ? null : (
            <Typography.Link onClick={() => void markRead(notice)}>{t('notice.markRead')}</Typography.Link>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <PageTable<NoticeSummary, NoticeFilter>
        ref={table}
        {...noticeList}
        rowKey="id"
        indexColumn
        columns={columns}
        toFilters={toFilters}
        search={<NoticeSearchFields />}
        toolbar={
          <>
            <Button loading={clearing.isPending} onClick={() => void clearAll()}>
              {t('notice.clearAll')}
            </Button>
            <ExportButton endpoint={noticeExport} filters={() => table.current?.filters() ?? {}} />
          </>
        }
      />
      <NoticeDetailDrawer noticeId={openId} onClose={() => open(null)} />
    </Card>
  );
};

export default NoticePage;
