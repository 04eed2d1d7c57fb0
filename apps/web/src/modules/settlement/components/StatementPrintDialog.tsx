import { PrinterOutlined } from '@ant-design/icons';
import type { StatementDetail, StatementLine } from '@portal/shared/contracts/settlement';
import { Alert, Button, Modal, Skeleton } from 'antd';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../app/stores/session.store';
import { formatAmount, formatDateTime } from '../../../shared/format';
import { useStatementDetail, useStatementPrintLines } from '../use-statements';
import { feeRateText } from './settlement-format';
import './statement-print.css';

type SheetProps = {
  statement: StatementDetail;
  lines: readonly StatementLine[];
  total: number;
  partnerName: string;
};

/** The statement as an A4 sheet: heading, terms, every line, the totals and room for the seals. */
const StatementSheet = ({ statement, lines, total, partnerName }: SheetProps) => {
  const { t } = useTranslation('settlement');
  return (
    <div className="statement-sheet">
      <h2>{t('print.title')}</h2>
      <div className="sheet-meta">
        <div>
          {t('statement.statementNo')}：{statement.statementNo}（
          {t('statement.revisionOf', { revision: statement.revision })}）
        </div>
        <div>
          {t('statement.state')}：{t(`state.statement_${statement.state}`)}
        </div>
        <div>
          {t('print.partner')}：{partnerName}
        </div>
        <div>
          {t('common.channel')}：{statement.channelName}
        </div>
        <div>
          {t('common.period')}：{statement.periodFrom} ~ {statement.periodTo}
        </div>
        <div>
          {t('print.printedAt')}：{formatDateTime(new Date())}
        </div>
      </div>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('statement.orderNo')}</th>
            <th>{t('statement.customer')}</th>
            <th>{t('statement.completedTime')}</th>
            <th className="num">{t('statement.orderAmount')}</th>
            <th className="num">{t('statement.feeRate')}</th>
            <th className="num">{t('statement.feeAmount')}</th>
            <th className="num">{t('statement.settleAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.orderId}>
              <td className="num">{index + 1}</td>
              <td>{line.orderNo}</td>
              <td>{line.customerName}</td>
              <td>{formatDateTime(line.completedTime).slice(0, 10)}</td>
              <td className="num">{formatAmount(line.orderAmount)}</td>
              <td className="num">{feeRateText(line.feeRate)}</td>
              <td className="num">{formatAmount(line.feeAmount)}</td>
              <td className="num">{formatAmount(line.settleAmount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4}>
              {t('print.total')}（{t('statement.linesCount', { count: statement.orderCount })}）
            </td>
            <td className="num">{formatAmount(statement.orderAmount)}</td>
            <td />
            <td className="num">{formatAmount(statement.feeAmount)}</td>
            <td className="num">{formatAmount(statement.settleAmount)}</td>
          </tr>
        </tfoot>
      </table>
      {total > lines.length ? (
        <div className="sheet-note">{t('print.truncated', { shown: lines.length, total })}</div>
      ) : null}
      <div className="sheet-signs">
        <div>{t('print.signPartner')}</div>
        <div>{t('print.signPlatform')}</div>
      </div>
    </div>
  );
};

/**
 * The A4 print view of a statement: a preview in a dialog and its Print button (window.print()); the
 * printed page is a copy of the sheet put straight under <body>, the only thing the print CSS shows.
 */
export const StatementPrintDialog = ({ id, onClose }: { id: number | undefined; onClose: () => void }) => {
  const { t } = useTranslation('settlement');
  const detail = useStatementDetail(id);
  const lines = useStatementPrintLines(id);
  const partnerName = useSessionStore((state) => state.user?.partnerName ?? '');
  const statement = detail.data && detail.data.id === id ? detail.data : undefined;
  const ready = statement && lines.data;
  // The browser's print title is the file name offered by "save as PDF".
  useEffect(() => {
    if (!statement) return;
    const previous = document.title;
    document.title = `${t('print.title')} ${statement.statementNo}`;
    return () => {
      document.title = previous;
    };
  }, [statement, t]);
  const sheet = ready ? (
    <StatementSheet
      statement={statement}
      lines={lines.data.rows}
      total={lines.data.total}
      partnerName={partnerName}
    />
  ) : null;
  return (
    <Modal
      open={id !== undefined}
      title={t('print.preview')}
      width={880}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t('common.close')}
        </Button>,
        <Button
          key="print"
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!ready}
          onClick={() => window.print()}
        >
          {t('print.print')}
        </Button>,
      ]}
    >
      {lines.isError ? <Alert type="error" showIcon title={t('common.notFound')} /> : null}
      <div className="statement-preview">{sheet ?? <Skeleton active style={{ padding: 24 }} />}</div>
      {sheet ? createPortal(<div className="statement-print-root">{sheet}</div>, document.body) : null}
    </Modal>
  );
};
