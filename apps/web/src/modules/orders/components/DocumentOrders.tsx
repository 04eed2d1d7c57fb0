import type { OrderRow } from '@portal/shared/contracts/orders';
import { type DocumentKind, DocumentState } from '@portal/shared/order-states';
import { Alert, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTabs } from '../../../shared/CountedTabs';
import { PageTable } from '../../../shared/PageTable';
import { usePermission } from '../../../shared/use-permission';
import { type OrderFilterValues, orderList, useDocumentCounts } from '../use-orders';
import { useOrderColumns } from './use-order-columns';
import { OrderSearchFields, toOrderFilters } from './OrderSearchFields';
import { DocumentStateTag } from './OrderTags';
import { useOrderDialogs } from './use-order-dialogs';

/** The tabs of a document screen: what awaits the partner first, then what awaits others. */
const TABS = [
  DocumentState.awaitingUpload,
  DocumentState.rejected,
  DocumentState.awaitingReview,
  DocumentState.approved,
] as const;
const UPLOADABLE: number[] = [DocumentState.awaitingUpload, DocumentState.rejected];

const stateOf = (row: OrderRow, kind: DocumentKind): DocumentState =>
  kind === 'sign' ? row.signState : kind === 'contract' ? row.contractState : row.invoiceState;

/**
 * The orders whose document of one kind (signed receipt, contract, invoice) awaits upload, was
 * rejected, awaits review or was approved, one tab each, with the upload dialog.
 */
export const DocumentOrders = ({ kind }: { kind: DocumentKind }) => {
  const { t } = useTranslation('orders');
  const { hasAll } = usePermission();
  const mayUpload = hasAll('order:document');
  const [documentState, setDocumentState] = useState<DocumentState>(DocumentState.awaitingUpload);
  const counts = useDocumentCounts(kind);
  const dialogs = useOrderDialogs();
  const columnsOf = useOrderColumns();
  const kindName = t(`state.kind_${kind}`);

  const columns: TableColumnsType<OrderRow> = [
    columnsOf.order,
    columnsOf.customer,
    columnsOf.amount,
    columnsOf.state,
    {
      title: t('document.state', { kind: kindName }),
      key: 'documentState',
      width: 130,
      render: (_value, row) => <DocumentStateTag state={stateOf(row, kind)} />,
    },
    columnsOf.orderTime,
    columnsOf.actions(140, (row) =>
      mayUpload && UPLOADABLE.includes(stateOf(row, kind)) ? (
        <Typography.Link onClick={() => dialogs.upload({ kind, order: row })}>
          {stateOf(row, kind) === DocumentState.rejected ? t('document.reupload') : t('document.upload')}
        </Typography.Link>
      ) : null,
    ),
  ];

  return (
    <>
      <Alert type="info" showIcon title={t(`document.intro_${kind}`)} style={{ marginBottom: 8 }} />
      <CountedTabs
        activeKey={String(documentState)}
        onChange={(key) => setDocumentState(Number(key) as DocumentState)}
        tabs={TABS.map((state) => ({ key: String(state), label: t(`state.document_${state}`) }))}
        counts={counts}
      />
      {documentState === DocumentState.rejected ? (
        <Alert type="warning" showIcon title={t('document.rejectedHint')} style={{ marginBottom: 16 }} />
      ) : null}
      <PageTable<OrderRow, OrderFilterValues>
        {...orderList(`document-${kind}`)}
        params={{ documentKind: kind, documentState }}
        toFilters={toOrderFilters}
        rowKey="id"
        columns={columns}
        tableProps={{
          scroll: { x: 1105 },
          locale: { emptyText: t('document.empty', { kind: kindName }) },
        }}
        search={<OrderSearchFields withState />}
      />
      {dialogs.dialogs}
    </>
  );
};
