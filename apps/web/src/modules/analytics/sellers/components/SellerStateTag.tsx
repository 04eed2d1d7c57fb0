import { SellerState } from '@portal/shared/analytics-states';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A seller's state: active (green) or left (grey). */
export const SellerStateTag = ({ state }: { state: SellerState }) => {
  const { t } = useTranslation('sellers');
  return <Tag color={state === SellerState.active ? 'success' : 'default'}>{t(`seller.state_${state}`)}</Tag>;
};
