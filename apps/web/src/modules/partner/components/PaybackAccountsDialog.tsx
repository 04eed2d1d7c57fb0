import { DialogWidth } from '@portal/shared/constants';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PaybackAccountTable } from './PaybackAccountTable';

export type PaybackAccountsDialogProps = { open: boolean; onClose: () => void };

/** The header's payback account list (spec section 2): width 1200, title 'payback account list'. */
export const PaybackAccountsDialog = ({ open, onClose }: PaybackAccountsDialogProps) => {
  const { t } = useTranslation('partner');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={DialogWidth.paybackList}
      title={t('payback.listTitle')}
      destroyOnHidden
      styles={{ body: { paddingTop: 12 } }}
    >
      <PaybackAccountTable />
    </Modal>
  );
};
