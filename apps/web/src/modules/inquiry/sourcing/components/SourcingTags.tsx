import type { CooperatorState, SourcingState } from '@portal/shared/contracts/sourcing';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const REQUEST_COLORS: Record<SourcingState, string> = {
  1: 'default',
  2: 'orange',
  3: 'processing',
  4: 'success',
  5: 'purple',
  6: 'default',
};

/** A batch inquiry's state as a coloured tag. */
export const SourcingStateTag = ({ state }: { state: SourcingState }) => {
  const { t } = useTranslation('sourcing');
  return (
    <Tag color={REQUEST_COLORS[state]} style={{ marginInlineEnd: 0 }}>
      {t(`request.state_${state}`)}
    </Tag>
  );
};

/** A cooperation partner's state as a coloured tag. */
export const CooperatorStateTag = ({ state }: { state: CooperatorState }) => {
  const { t } = useTranslation('sourcing');
  return (
    <Tag color={state === 1 ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
      {t(`cooperator.state_${state}`)}
    </Tag>
  );
};
