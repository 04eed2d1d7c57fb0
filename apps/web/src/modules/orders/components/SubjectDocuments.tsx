import { FileImageOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import type { OrderDocument } from '@portal/shared/contracts/orders';
import { type DocumentKind, DocumentState } from '@portal/shared/order-states';
import { Alert, Button, Card, Col, Descriptions, Divider, Empty, Flex, Row, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatAmount, formatDateTime } from '../../../shared/format';
import { DocumentStateTag } from './OrderTags';

const UPLOADABLE: number[] = [DocumentState.awaitingUpload, DocumentState.rejected];

/** One upload: its files, the invoice's details, the review's outcome. */
export const DocumentUploadView = ({ document }: { document: OrderDocument }) => {
  const { t } = useTranslation('orders');
  return (
    <Flex vertical gap={6}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <DocumentStateTag state={document.state} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('detail.uploadedBy', {
            who: document.uploader ?? EMPTY_VALUE,
            time: formatDateTime(document.uploadedTime),
          })}
        </Typography.Text>
      </Flex>
      {document.state === DocumentState.rejected ? (
        <Alert
          type="error"
          showIcon
          title={t('detail.rejectReason')}
          description={document.reason ?? t('document.noReason')}
        />
      ) : null}
      <Flex vertical gap={2}>
        {document.files.map((file) => (
          <Typography.Link key={file.id} href={file.url} target="_blank" rel="noopener" ellipsis>
            {file.kind === 'pdf' ? <FilePdfOutlined /> : <FileImageOutlined />} {file.name}
          </Typography.Link>
        ))}
      </Flex>
      {document.invoice ? (
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'type',
              label: t('document.invoiceType'),
              children: t(`state.invoiceType_${document.invoice.invoiceType}`),
            },
            { key: 'no', label: t('document.invoiceNo'), children: document.invoice.invoiceNo },
            {
              key: 'code',
              label: t('document.invoiceCode'),
              children: document.invoice.invoiceCode ?? EMPTY_VALUE,
            },
            { key: 'date', label: t('document.invoiceDate'), children: document.invoice.invoiceDate },
            {
              key: 'amount',
              label: t('document.invoiceAmount'),
              children: formatAmount(document.invoice.amount),
            },
            {
              key: 'tax',
              label: t('document.taxAmount'),
              children: formatAmount(document.invoice.taxAmount),
            },
          ]}
        />
      ) : null}
      {document.reviewedTime ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('detail.reviewedTime', { time: formatDateTime(document.reviewedTime) })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
};

export type SubjectDocumentsProps = {
  kinds: readonly DocumentKind[];
  /** The state of each kind on the subject (an order, a purchase order). */
  stateOf: (kind: DocumentKind) => DocumentState;
  /** Every upload of the subject's documents. */
  documents: readonly OrderDocument[];
  mayUpload: boolean;
  onUpload: (kind: DocumentKind) => void;
};

/**
 * A subject's documents, one card per kind: its state, every upload (newest first) with files,
 * invoice details and rejection reasons, and the upload action while one is due.
 */
export const SubjectDocuments = ({
  kinds,
  stateOf,
  documents,
  mayUpload,
  onUpload,
}: SubjectDocumentsProps) => {
  const { t } = useTranslation('orders');
  return (
    <Row gutter={[16, 16]}>
      {kinds.map((kind) => {
        const state = stateOf(kind);
        const uploads = documents.filter((d) => d.kind === kind).sort((a, b) => b.id - a.id);
        return (
          <Col key={kind} xs={24} lg={24 / kinds.length}>
            <Card
              size="small"
              data-kind={kind}
              title={
                <Flex gap={8} align="center">
                  {t(`state.kind_${kind}`)}
                  <DocumentStateTag state={state} />
                </Flex>
              }
              extra={
                mayUpload && UPLOADABLE.includes(state) ? (
                  <Button
                    size="small"
                    type="primary"
                    icon={<UploadOutlined />}
                    onClick={() => onUpload(kind)}
                  >
                    {state === DocumentState.rejected ? t('document.reupload') : t('document.upload')}
                  </Button>
                ) : null
              }
              style={{ height: '100%' }}
            >
              {uploads.length === 0 ? (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={
                    state === DocumentState.none ? t('detail.documentNotDue') : t('detail.noDocuments')
                  }
                />
              ) : (
                uploads.map((document, index) => (
                  <Fragment key={document.id}>
                    {index > 0 ? <Divider style={{ margin: '10px 0' }} /> : null}
                    <DocumentUploadView document={document} />
                  </Fragment>
                ))
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
};
