import type { BiddingMode } from '@portal/shared/contracts/bidding';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<number, string> = {
  1: 'default',
  2: 'processing',
  3: 'orange',
  4: 'success',
  5: 'default',
  6: 'default',
  7: 'error',
};

/** The partner's state of a project as a coloured tag. */
export const BiddingStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation('bidding');
  return (
    <Tag color={STATE_COLORS[state] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {t(`state.${state}`)}
    </Tag>
  );
};

/** Sealed or reverse auction. */
export const BiddingModeTag = ({ mode }: { mode: BiddingMode }) => {
  const { t } = useTranslation('bidding');
  return (
    <Tag color={mode === 'reverse' ? 'blue' : 'purple'} style={{ marginInlineEnd: 0 }}>
      {t(`mode.${mode}`)}
    </Tag>
  );
};
