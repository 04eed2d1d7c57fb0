import type { ExportStatus } from '@portal/shared/constants';
import type { ExportTask } from '@portal/shared/contracts/communal';
import { Button, Form, Select, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../shared/DateRangeField';
import { dateRangeOf, formatDateTime } from '../../../shared/format';
import { ApiError } from '../../../shared/api-error';
import { PageTable, type SearchValues } from '../../../shared/PageTable';
import { EXPORT_POLL_MS, EXPORT_STATUS_COLOR, EXPORT_STATUSES, isExportRunning } from '../export-status';
import { downloadExport, type ExportTaskFilter, exportTaskList } from '../use-export';
import { message } from '../../../shared/feedback';

const toFilters = (values: SearchValues): Partial<ExportTaskFilter> => {
  const { start, end } = dateRangeOf(values.createdTime as Parameters<typeof dateRangeOf>[0]);
  const status = values.status as ExportStatus | undefined;
  return { createdTimeStart: start, createdTimeEnd: end, status: status ?? undefined };
};

/** The export list of spec section 2: date range and status filters; refreshes while a task runs. */
export const ExportTaskTable = () => {
  const { t } = useTranslation('communal');
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (task: ExportTask) => {
    if (!task.url) return;
    setDownloading(task.id);
    try {
      await downloadExport(task);
    } catch (error) {
      void message.error(
        error instanceof ApiError && error.message ? error.message : t('export.downloadFailed'),
      );
    } finally {
      setDownloading(null);
    }
  };

  const columns: TableColumnsType<ExportTask> = [
    { title: t('export.exportName'), dataIndex: 'exportName', ellipsis: true },
    { title: t('export.total'), dataIndex: 'total', width: 110, align: 'right' },
    {
      title: t('export.createdTime'),
      dataIndex: 'createdTime',
      key: 'createdTime',
      width: 190,
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('export.status'),
      dataIndex: 'status',
      width: 120,
      render: (status: ExportStatus, task) => {
        const tag = <Tag color={EXPORT_STATUS_COLOR[status]}>{t(`export.statuses.${status}`)}</Tag>;
        return task.errorMsg ? <Tooltip title={task.errorMsg}>{tag}</Tooltip> : tag;
      },
    },
    {
      title: t('export.download'),
      key: 'download',
      width: 100,
      render: (_value, task) =>
        task.status === 2 && task.url ? (
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            loading={downloading === task.id}
            onClick={() => void download(task)}
          >
            {t('export.download')}
          </Button>
        ) : (
          <Typography.Text type="secondary">-</Typography.Text>
        ),
    },
  ];

  return (
    <PageTable<ExportTask, ExportTaskFilter>
      {...exportTaskList}
      rowKey="id"
      columns={columns}
      toFilters={toFilters}
      refetchInterval={(rows) => (rows.some((row) => isExportRunning(row.status)) ? EXPORT_POLL_MS : false)}
      search={
        <>
          <Form.Item name="createdTime" label={t('export.exportDate')}>
            <DateRangeField />
          </Form.Item>
          <Form.Item name="status" label={t('export.status')}>
            <Select
              allowClear
              style={{ width: 140 }}
              placeholder={t('export.allStatuses')}
              options={EXPORT_STATUSES.map((status) => ({
                value: status,
                label: t(`export.statuses.${status}`),
              }))}
            />
          </Form.Item>
        </>
      }
    />
  );
};
