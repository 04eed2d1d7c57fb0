import { DownloadOutlined } from '@ant-design/icons';
import type { BatchQuotationReport } from '@portal/shared/contracts/inquiry';
import { Button, Card, Checkbox, Flex, Result, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FileUpload } from '../../../communal/components/FileUpload';
import { ImportReport } from '../../../communal/components/ImportReport';
import { useSheetImport } from '../../../communal/use-sheet-import';
import { downloadQuotationTemplate, useCheckBatchQuotation, useImportBatchQuotation } from '../use-inquiries';

const ReportView = ({ report }: { report: BatchQuotationReport }) => {
  const { t } = useTranslation('inquiry');
  const stats = [
    { title: t('batch.rows'), value: report.rows },
    { title: t('batch.validRows'), value: report.validRows },
    { title: t('batch.inquiries'), value: report.inquiries },
    { title: t('batch.problems'), value: report.problemCount },
  ];
  return <ImportReport stats={stats} report={report} pageSize={10} />;
};

/**
 * /goods_inquiry/batch_quotation: download the open inquiry lines as the template, upload it with
 * the prices filled in, see the row-by-row report of a dry run, then write the prices into the
 * quotations' drafts (and send the complete ones when asked).
 */
const BatchQuotationPage = () => {
  const { t } = useTranslation('inquiry');
  const navigate = useNavigate();
  const check = useCheckBatchQuotation();
  const importRows = useImportBatchQuotation();
  const [send, setSend] = useState(false);
  const sheet = useSheetImport({
    check: (fileId) => check.mutateAsync({ fileId, send }),
    run: (fileId) => importRows.mutateAsync({ fileId, send }),
  });
  const { fileId, report, outcome: result, busy } = sheet;

  if (result) {
    return (
      <Card variant="borderless">
        <Result
          status="success"
          title={t('batch.imported', { saved: result.saved, sent: result.sent })}
          extra={[
            <Button key="list" type="primary" onClick={() => navigate('/goods_inquiry/quotation')}>
              {t('batch.toQuotations')}
            </Button>,
            <Button key="again" onClick={sheet.reset}>
              {t('batch.again')}
            </Button>,
          ]}
        >
          {result.problemCount > 0 ? <ReportView report={result} /> : null}
        </Result>
      </Card>
    );
  }

  return (
    <Card variant="borderless">
      <Flex vertical gap={24} style={{ maxWidth: 1000 }}>
        <Steps
          current={fileId === null ? 0 : report ? 2 : 1}
          items={[{ title: t('batch.step1') }, { title: t('batch.step2') }, { title: t('batch.step3') }]}
        />
        <Typography.Text type="secondary">{t('batch.intro')}</Typography.Text>
        <Flex>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void downloadQuotationTemplate().catch(() => undefined)}
          >
            {t('batch.template')}
          </Button>
        </Flex>
        <Flex vertical gap={8}>
          <Typography.Text strong>{t('batch.file')}</Typography.Text>
          <FileUpload id="batch-quotation-file" kinds={['excel']} value={fileId} onChange={sheet.pickFile} />
        </Flex>
        <Checkbox checked={send} onChange={(event) => setSend(event.target.checked)}>
          {t('batch.send')}
        </Checkbox>
        <Flex gap={12}>
          <Button type="primary" disabled={fileId === null} loading={busy === 'check'} onClick={sheet.check}>
            {t('batch.check')}
          </Button>
          {report && report.validRows > 0 ? (
            <Button type="primary" loading={busy === 'import'} onClick={sheet.import}>
              {t('batch.import', { count: report.validRows })}
            </Button>
          ) : null}
        </Flex>
        {report ? <ReportView report={report} /> : null}
      </Flex>
    </Card>
  );
};

export default BatchQuotationPage;
