import type { Coverage, InquiryState, QuotationState } from '@portal/shared/contracts/inquiry';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const INQUIRY_COLORS: Record<InquiryState, string> = {
  1: 'orange',
  2: 'processing',
  3: 'default',
  4: 'success',
  5: 'error',
};

const QUOTATION_COLORS: Record<QuotationState, string> = {
  1: 'default',
  2: 'processing',
  3: 'success',
  4: 'error',
  5: 'warning',
};

/** An inquiry's state as the supplier sees it (not quoted yet, quoted, expired, won, lost). */
export const InquiryStateTag = ({ state }: { state: InquiryState }) => {
  const { t } = useTranslation('inquiry');
  return (
    <Tag color={INQUIRY_COLORS[state] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {t(`inquiry.state_${state}`)}
    </Tag>
  );
};

/** A quotation's state (draft, sent, won, lost, expired). */
export const QuotationStateTag = ({ state }: { state: QuotationState }) => {
  const { t } = useTranslation('inquiry');
  return (
    <Tag color={QUOTATION_COLORS[state] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {t(`quotation.state_${state}`)}
    </Tag>
  );
};

/** "Partly quoted" beside an open inquiry whose quotation prices some lines but not all. */
export const CoverageTag = ({ coverage }: { coverage: Coverage }) => {
  const { t } = useTranslation('inquiry');
  if (coverage !== 'partly') return null;
  return (
    <Tag color="gold" style={{ marginInlineEnd: 0 }}>
      {t('inquiry.coverage_partly')}
    </Tag>
  );
};
