import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/FormDialog';
import { useFormSave } from '../../../shared/use-form-save';
import { useCancelOrder, useRefuseOrder } from '../use-orders';

/** Refusing an order awaiting confirmation, or cancelling a manual one awaiting shipment. */
export type ReasonTarget = { mode: 'refuse' | 'cancel'; order: { id: number; orderNo: string } };

export type ReasonDialogProps = { target: ReasonTarget | null; onClose: () => void };

/** Asks for the reason (the channel or the record keeps it) and refuses or cancels the order. */
export const ReasonDialog = ({ target, onClose }: ReasonDialogProps) => {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<{ reason: string }>();
  const refusal = useRefuseOrder();
  const cancellation = useCancelOrder();
  const mode = target?.mode ?? 'refuse';
  const { saving, save } = useFormSave(form, async (values) => {
    if (!target) return;
    const input = { id: target.order.id, reason: values.reason.trim() };
    await (target.mode === 'refuse' ? refusal : cancellation).mutateAsync(input);
    form.resetFields();
    onClose();
  });
  return (
    <FormDialog
      open={target !== null}
      title={t(`list.${mode}Title`, { orderNo: target?.order.orderNo ?? '' })}
      width={520}
      form={form}
      name="orderReason"
      labelWidth={90}
      saving={saving}
      onSave={() => void save()}
      onClose={() => {
        form.resetFields();
        onClose();
      }}
      intro={
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {t(`list.${mode}Intro`)}
        </Typography.Paragraph>
      }
    >
      <Form.Item
        name="reason"
        label={t('list.reason')}
        rules={[
          { required: true, whitespace: true, message: t('list.reasonRequired') },
          { max: 200, message: t('list.reasonTooLong') },
        ]}
      >
        <Input.TextArea rows={3} showCount maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
};
