import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/FormDialog';
import { useFormSave } from '../../../../shared/use-form-save';
import { useCancelPurchase } from '../use-purchase';

export type CancelTarget = { id: number; purchaseNo: string };

/** Asks why, and cancels a draft or a submitted purchase order. */
export const CancelPurchaseDialog = ({
  target,
  onClose,
}: {
  target: CancelTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('purchase');
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useCancelPurchase();
  const close = () => {
    form.resetFields();
    onClose();
  };
  const { saving, save } = useFormSave(form, async (values) => {
    if (!target) return;
    await cancel.mutateAsync({ id: target.id, reason: values.reason.trim() });
    close();
  });
  return (
    <FormDialog
      open={target !== null}
      title={t('order.cancelTitle', { purchaseNo: target?.purchaseNo ?? '' })}
      width={520}
      form={form}
      name="purchaseCancel"
      labelWidth={80}
      saving={saving}
      onSave={() => void save()}
      onClose={close}
      intro={
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {t('order.cancelIntro')}
        </Typography.Paragraph>
      }
    >
      <Form.Item
        name="reason"
        label={t('order.reason')}
        rules={[{ required: true, whitespace: true, message: t('order.reasonRequired') }]}
      >
        <Input.TextArea rows={3} showCount maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
};
