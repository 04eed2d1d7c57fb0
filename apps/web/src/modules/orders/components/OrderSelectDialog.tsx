import type { WaitSettlementOrderRow } from '@portal/shared/contracts/orders';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseOnDialogReset } from '../../../app/stores/dialogs.store';
import { OrderSelectPanel } from './OrderSelectPanel';

/** Spec section 9: the order dialog is 980 wide. */
export const ORDER_SELECT_DIALOG_WIDTH = 980;

type Common = {
  open: boolean;
  onClose: () => void;
  /** The spec's wait-settlement filter; the server keeps to the caller's own partner anyway. */
  partnerId?: number;
};

export type OrderSelectDialogProps = Common &
  (
    | { mode: 'single'; onSelect: (row: WaitSettlementOrderRow) => void }
    | {
        mode: 'multiple';
        onConfirm: (rows: WaitSettlementOrderRow[]) => void;
        /** Orders already chosen by the caller, ticked when the dialog opens. */
        initialSelected?: readonly WaitSettlementOrderRow[];
      }
  );

/**
 * The order selection dialog of spec section 2 (title 订单选择, width 980) over the wait-settlement
 * orders: multi-select mode ticks rows and returns them with 确认选择; single-select mode returns
 * the row whose 选择 link was clicked. Every opening starts from a fresh search.
 */
export const OrderSelectDialog = (props: OrderSelectDialogProps) => {
  const { t } = useTranslation('orders');
  const { open, onClose, partnerId } = props;
  const [selected, setSelected] = useState<WaitSettlementOrderRow[]>([]);
  useCloseOnDialogReset(onClose);

  // Each opening starts from the caller's choice (multi-select) or from nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the dialog opens
  useEffect(() => {
    if (open) setSelected(props.mode === 'multiple' ? [...(props.initialSelected ?? [])] : []);
  }, [open]);

  return (
    <Modal
      open={open}
      title={t('selection.title')}
      width={ORDER_SELECT_DIALOG_WIDTH}
      onCancel={onClose}
      destroyOnHidden
      footer={
        props.mode === 'multiple' ? (
          <>
            <Button onClick={onClose}>{t('selection.cancel')}</Button>
            <Button type="primary" disabled={selected.length === 0} onClick={() => props.onConfirm(selected)}>
              {t('selection.confirm')}
            </Button>
          </>
        ) : null
      }
    >
      <OrderSelectPanel
        mode={props.mode}
        partnerId={partnerId}
        selected={selected}
        onSelectedChange={setSelected}
        onPick={props.mode === 'single' ? props.onSelect : undefined}
      />
    </Modal>
  );
};
