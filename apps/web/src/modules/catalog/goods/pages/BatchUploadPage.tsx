import { DownloadOutlined } from '@ant-design/icons';
import type { BatchReport } from '@portal/shared/contracts/goods';
import { Button, Card, Flex, Result, Select, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CATEGORY_ROOT } from '../../../../shared/selectors/use-catalog-options';
import { FileUpload } from '../../../communal/components/FileUpload';
import { ImportReport } from '../../../communal/components/ImportReport';
import { useSheetImport } from '../../../communal/use-sheet-import';
import { downloadBatchTemplate, useCategoryChildren, useCheckBatch, useImportBatch } from '../use-goods';

/** Level 1 and level 2 of the category tree: a batch follows one level-2 category's template. */
const FamilyPicker = ({
  value,
  onChange,
}: {
  value?: number;
  onChange: (id: number | undefined) => void;
}) => {
  const { t } = useTranslation('catalog');
  const [level1, setLevel1] = useState<number>();
  const roots = useCategoryChildren(CATEGORY_ROOT);
  const children = useCategoryChildren(level1);
  return (
    <Flex gap={8} wrap>
      <Select
        id="batch-level1"
        style={{ width: 200 }}
        placeholder={t('batch.chooseLevel1')}
        aria-label={t('batch.chooseLevel1')}
        loading={roots.isLoading}
        value={level1}
        options={(roots.data ?? []).map((node) => ({ value: node.id, label: node.name }))}
        onChange={(id: number) => {
          setLevel1(id);
          onChange(undefined);
        }}
      />
      <Select
        id="batch-level2"
        style={{ width: 200 }}
        placeholder={t('batch.chooseLevel2')}
        aria-label={t('batch.chooseLevel2')}
        disabled={level1 === undefined}
        loading={children.isLoading}
        value={value}
        options={(children.data ?? []).map((node) => ({ value: node.id, label: node.name }))}
        onChange={(id: number) => onChange(id)}
      />
    </Flex>
  );
};

const ReportView = ({ report }: { report: BatchReport }) => {
  const { t } = useTranslation('catalog');
  const stats = [
    { title: t('batch.rows'), value: report.rows },
    { title: t('batch.goods'), value: report.goods },
    { title: t('batch.validGoods'), value: report.validGoods },
    { title: t('batch.problems'), value: report.problemCount },
  ];
  return <ImportReport stats={stats} report={report} pageSize={10} />;
};

/**
 * /goods/batch_upload: download a category family's template, upload the filled-in sheet, see the
 * row-by-row report of a dry run, then import the valid goods as drafts in one go.
 */
const BatchUploadPage = () => {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const checkBatch = useCheckBatch();
  const importBatch = useImportBatch();
  const [family, setFamily] = useState<number>();
  const sheet = useSheetImport({
    check: (fileId) => checkBatch.mutateAsync({ fileId, categoryId: family as number }),
    run: (fileId) => importBatch.mutateAsync({ fileId, categoryId: family as number }),
  });
  const { fileId, report, outcome: result, busy } = sheet;

  if (result) {
    return (
      <Card variant="borderless">
        <Result
          status="success"
          title={t('batch.imported', { count: result.imported })}
          extra={[
            <Button key="goods" type="primary" onClick={() => navigate('/goods/index')}>
              {t('batch.toGoods')}
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

  const step = fileId === null ? (family === undefined ? 0 : 1) : 2;
  return (
    <Card variant="borderless">
      <Flex vertical gap={24} style={{ maxWidth: 1000 }}>
        <Steps
          current={step}
          items={[{ title: t('batch.step1') }, { title: t('batch.step2') }, { title: t('batch.step3') }]}
        />
        <Flex vertical gap={8}>
          <Typography.Text strong>{t('batch.family')}</Typography.Text>
          <Typography.Text type="secondary">{t('batch.familyHint')}</Typography.Text>
          <Flex gap={12} wrap>
            <FamilyPicker
              value={family}
              onChange={(id) => {
                setFamily(id);
                sheet.reset();
              }}
            />
            <Button
              icon={<DownloadOutlined />}
              disabled={family === undefined}
              onClick={() => void downloadBatchTemplate(family as number).catch(() => undefined)}
            >
              {t('batch.download')}
            </Button>
          </Flex>
        </Flex>
        <Flex vertical gap={8}>
          <Typography.Text strong>{t('batch.file')}</Typography.Text>
          {family === undefined ? (
            <Typography.Text type="secondary">{t('batch.chooseFamilyFirst')}</Typography.Text>
          ) : null}
          <FileUpload
            id="batch-file"
            kinds={['excel']}
            value={fileId}
            disabled={family === undefined}
            onChange={sheet.pickFile}
          />
        </Flex>
        <Flex gap={12}>
          <Button
            type="primary"
            disabled={fileId === null || family === undefined}
            loading={busy === 'check'}
            onClick={sheet.check}
          >
            {t('batch.check')}
          </Button>
          {report && report.validGoods > 0 ? (
            <Button type="primary" loading={busy === 'import'} onClick={sheet.import}>
              {t('batch.import', { count: report.validGoods })}
            </Button>
          ) : null}
        </Flex>
        {report ? <ReportView report={report} /> : null}
      </Flex>
    </Card>
  );
};

export default BatchUploadPage;
