import { ListingState } from '@portal/shared/contracts/listing';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ListingState, string> = {
  [ListingState.notSubmitted]: 'default',
  [ListingState.pending]: 'processing',
  [ListingState.onShelf]: 'success',
  [ListingState.offShelf]: 'warning',
  [ListingState.rejected]: 'error',
};

/** A listing state as a coloured tag. */
export const ListingStateTag = ({ state }: { state: ListingState }) => {
  const { t } = useTranslation('catalog');
  return <Tag color={COLORS[state]}>{t(`listing.state_${state}`)}</Tag>;
};
