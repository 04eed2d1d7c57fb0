import { DownloadOutlined } from '@ant-design/icons';
import type { PaymentImportReport } from '@portal/shared/contracts/settlement';
import { Button, Flex, Modal, Result, Steps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../communal/components/FileUpload';
import { ImportReport } from '../../communal/components/ImportReport';
import { useSheetImport } from '../../communal/use-sheet-import';
import { downloadImportTemplate, useCheckPaymentImport, useImportPayments } from '../use-payments';

const ReportView = ({ report }: { report: PaymentImportReport }) => {
  const { t } = useTranslation('settlement');
  const stats = [
    { title: t('import.rows'), value: report.rows },
    { title: t('import.validRows'), value: report.validRows },
    { title: t('import.duplicates'), value: report.duplicates },
    { title: t('import.problems'), value: report.problemCount },
  ];
  return <ImportReport stats={stats} report={report} pageSize={5} />;
};

/**
 * The bank statement import (as the goods batch upload): the template, the uploaded .xlsx/.csv, a dry
 * run with its row report and error file, then the import with what was imported, skipped as a
 * duplicate serial and matched at once.
 */
export const BankImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('settlement');
  const check = useCheckPaymentImport();
  const importing = useImportPayments();
  const sheet = useSheetImport({
    check: (fileId) => check.mutateAsync({ fileId }),
    run: (fileId) => importing.mutateAsync({ fileId }),
  });
  const { fileId, report, outcome: result, busy } = sheet;
  const close = () => {
    sheet.reset();
    onClose();
  };

  let body: ReactNode;
  if (result) {
    body = (
      <Result
        status="success"
        title={t('import.imported', { count: result.imported })}
        subTitle={t('import.importedDetail', {
          duplicates: result.duplicates,
          autoMatched: result.autoMatched,
        })}
        extra={[
          <Button key="list" type="primary" onClick={close}>
            {t('import.toList')}
          </Button>,
          <Button key="again" onClick={sheet.reset}>
            {t('import.again')}
          </Button>,
        ]}
      >
        {result.problemCount > 0 ? <ReportView report={result} /> : null}
      </Result>
    );
  } else {
    body = (
      <Flex vertical gap={20}>
        <Steps
          size="small"
          current={fileId === null ? 1 : 2}
          items={[{ title: t('import.step1') }, { title: t('import.step2') }, { title: t('import.step3') }]}
        />
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text type="secondary">{t('import.templateHint')}</Typography.Text>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void downloadImportTemplate().catch(() => undefined)}
          >
            {t('import.download')}
          </Button>
        </Flex>
        <Flex vertical gap={8}>
          <Typography.Text strong>{t('import.file')}</Typography.Text>
          <FileUpload id="bank-file" kinds={['excel']} value={fileId} onChange={sheet.pickFile} />
        </Flex>
        <Flex gap={12}>
          <Button type="primary" disabled={fileId === null} loading={busy === 'check'} onClick={sheet.check}>
            {t('import.check')}
          </Button>
          {report && report.validRows > 0 ? (
            <Button type="primary" loading={busy === 'import'} onClick={sheet.import}>
              {t('import.import', { count: report.validRows })}
            </Button>
          ) : null}
        </Flex>
        {report ? <ReportView report={report} /> : null}
      </Flex>
    );
  }
  return (
    <Modal open={open} title={t('import.title')} width={820} onCancel={close} footer={null} destroyOnHidden>
      {body}
    </Modal>
  );
};
