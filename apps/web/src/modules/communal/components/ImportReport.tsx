import { DownloadOutlined } from '@ant-design/icons';
import type { ImportProblems } from '@portal/shared/contracts/communal';
import { Alert, Flex, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A spreadsheet import's report: its counts (`stats`, titled by the caller), "every row is valid" or
 * the error file and the problems, a page at a time.
 */
export const ImportReport = ({
  stats,
  report,
  pageSize,
}: {
  stats: readonly { title: string; value: number }[];
  report: ImportProblems;
  pageSize: number;
}) => {
  const { t } = useTranslation('communal');
  return (
    <Flex vertical gap={16}>
      <Flex gap={48} wrap>
        {stats.map((stat) => (
          <Statistic key={stat.title} title={stat.title} value={stat.value} />
        ))}
      </Flex>
      {report.problemCount === 0 ? (
        <Alert type="success" showIcon title={t('importReport.allValid')} />
      ) : null}
      {report.errorFileUrl ? (
        <Typography.Link href={report.errorFileUrl}>
          <DownloadOutlined /> {t('importReport.errorFile')}
        </Typography.Link>
      ) : null}
      {report.problems.length > 0 ? (
        <>
          {report.problemCount > report.problems.length ? (
            <Typography.Text type="secondary">
              {t('importReport.moreProblems', { shown: report.problems.length, total: report.problemCount })}
            </Typography.Text>
          ) : null}
          <Table
            rowKey={(problem) => `${problem.row}-${problem.column}-${problem.message}`}
            size="small"
            pagination={{ pageSize, showSizeChanger: false }}
            dataSource={[...report.problems]}
            columns={[
              { title: t('importReport.row'), dataIndex: 'row', width: 80 },
              { title: t('importReport.column'), dataIndex: 'column', width: 160 },
              { title: t('importReport.message'), dataIndex: 'message' },
            ]}
          />
        </>
      ) : null}
    </Flex>
  );
};
