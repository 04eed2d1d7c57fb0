import { SupplierState } from '@portal/shared/scm-states';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A supplier's state: active (green) or disabled (grey). */
export const SupplierStateTag = ({ state }: { state: SupplierState }) => {
  const { t } = useTranslation('suppliers');
  return (
    <Tag color={state === SupplierState.active ? 'success' : 'default'}>{t(`supplier.state_${state}`)}</Tag>
  );
};
