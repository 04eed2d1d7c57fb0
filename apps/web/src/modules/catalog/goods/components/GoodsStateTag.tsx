import { GoodsState } from '@portal/shared/contracts/goods';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<GoodsState, string> = {
  [GoodsState.draft]: 'default',
  [GoodsState.pending]: 'processing',
  [GoodsState.approved]: 'success',
  [GoodsState.rejected]: 'error',
  [GoodsState.disabled]: 'warning',
};

/** A goods state as a coloured tag. */
export const GoodsStateTag = ({ state }: { state: GoodsState }) => {
  const { t } = useTranslation('catalog');
  return <Tag color={COLORS[state]}>{t(`goods.state_${state}`)}</Tag>;
};
