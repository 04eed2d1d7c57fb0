import type { PurchaseDocumentKind, PurchaseDocumentRow } from '@portal/shared/contracts/purchase-documents';
import { DocumentState } from '@portal/shared/order-states';
import { PurchaseState } from '@portal/shared/scm-states';
import { Alert, Flex, Form, Input } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTabs, useStateTabs } from '../../../../shared/CountedTabs';
import { DateRangeField } from '../../../../shared/DateRangeField';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { filtersWithDays } from '../../../../shared/search-filters';
import { SupplierSelect } from '../../../../shared/selectors/SupplierSelect';
import { TextLink } from '../../../../shared/Text';
import { useIdParams } from '../../../../shared/use-id-params';
import { ExportButton } from '../../../communal/components/ExportButton';
import { DocumentStateTag } from '../../../orders/components/OrderTags';
import {
  type PurchaseDocumentFilterValues,
  purchaseDocumentExport,
  purchaseDocumentList,
  usePurchaseDocumentCounts,
} from '../use-purchase-documents';
import { usePurchaseColumns } from './purchase-columns';
import { PurchaseDocumentsDrawer } from './PurchaseDocumentsDrawer';
import { MailStateTag } from './PurchaseTags';
import { type PurchaseUploadTarget, PurchaseUploadDialog } from './PurchaseUploadDialog';

/** The tabs after all: what awaits the partner first, then what awaits the operator, then done. */
const TABS = [
  DocumentState.awaitingUpload,
  DocumentState.rejected,
  DocumentState.awaitingReview,
  DocumentState.approved,
] as const;
const UPLOADABLE: number[] = [DocumentState.awaitingUpload, DocumentState.rejected];
const UPLOAD_STEPS: number[] = [PurchaseState.confirmed, PurchaseState.shipped, PurchaseState.received];

const toFilters = filtersWithDays<PurchaseDocumentFilterValues>({ created: ['createdFrom', 'createdTo'] });

const stateOf = (row: PurchaseDocumentRow, kind: PurchaseDocumentKind) =>
  kind === 'contract' ? row.contractState : row.invoiceState;

/**
 * The purchase orders by the state of their contract (or invoice), one tab each with its count
 * (`?state=`), searched by purchase number, supplier and day; the upload dialog and the documents
 * drawer (`?id=`) are the orders' components.
 */
export const PurchaseDocumentList = ({ kind }: { kind: PurchaseDocumentKind }) => {
  const { t } = useTranslation(['purchaseDocuments', 'orders']);
  const [documentState, tabs] = useStateTabs(TABS, {
    all: t('all'),
    of: (key) => t(`orders:state.document_${key}`),
  });
  const counts = usePurchaseDocumentCounts(kind);
  const [{ id }, setIds] = useIdParams('id');
  const [uploading, setUploading] = useState<PurchaseUploadTarget | null>(null);
  const table = useRef<PageTableHandle<PurchaseDocumentFilterValues>>(null);
  const columnsOf = usePurchaseColumns<PurchaseDocumentRow>((row) => setIds({ id: row.id }));
  const kindName = t(`kind_${kind}`);
  const uploadLabelOf = (row: PurchaseDocumentRow) =>
    stateOf(row, kind) === DocumentState.rejected ? t('reupload') : t('upload');

  const columns: TableColumnsType<PurchaseDocumentRow> = [
    columnsOf.order,
    columnsOf.amount,
    columnsOf.state,
    {
      title: t('documentState', { kind: kindName }),
      key: 'documentState',
      width: 130,
      render: (_value, row) => <DocumentStateTag state={stateOf(row, kind)} />,
    },
    ...(kind === 'invoice'
      ? [
          {
            title: t('mailState'),
            key: 'mailState',
            width: 100,
            render: (_value: unknown, row: PurchaseDocumentRow) => <MailStateTag state={row.mailState} />,
          },
        ]
      : []),
    columnsOf.createdTime,
    {
      title: t('actions'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_value, row) => (
        <Flex gap={12} wrap>
          {UPLOADABLE.includes(stateOf(row, kind)) && UPLOAD_STEPS.includes(row.state) ? (
            <TextLink
              onClick={() => setUploading({ kind, order: row })}
              aria-label={`${uploadLabelOf(row)} ${row.purchaseNo}`}
            >
              {uploadLabelOf(row)}
            </TextLink>
          ) : null}
          <TextLink onClick={() => setIds({ id: row.id })}>{t('view')}</TextLink>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <Alert type="info" showIcon title={t(`intro_${kind}`)} style={{ marginBottom: 8 }} />
      <CountedTabs {...tabs} counts={counts} />
      {documentState === DocumentState.rejected ? (
        <Alert type="warning" showIcon title={t('rejectedHint')} style={{ marginBottom: 16 }} />
      ) : null}
      <PageTable<PurchaseDocumentRow, PurchaseDocumentFilterValues>
        ref={table}
        {...purchaseDocumentList(kind)}
        params={documentState === undefined ? {} : { documentState }}
        toFilters={toFilters}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1080 }, locale: { emptyText: t('empty') } }}
        search={
          <>
            <Form.Item name="purchaseNo" label={t('purchaseNo')}>
              <Input allowClear maxLength={30} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="supplierId" label={t('supplier')}>
              <SupplierSelect placeholder={t('supplierPlaceholder')} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="created" label={t('createdRange')}>
              <DateRangeField style={{ width: 250 }} />
            </Form.Item>
          </>
        }
        toolbar={
          <ExportButton
            endpoint={purchaseDocumentExport(kind)}
            filters={() => ({ ...table.current?.filters() })}
          />
        }
      />
      <PurchaseDocumentsDrawer
        kind={kind}
        id={id}
        onUpload={setUploading}
        onClose={() => setIds({ id: undefined })}
      />
      <PurchaseUploadDialog target={uploading} onClose={() => setUploading(null)} />
    </>
  );
};
