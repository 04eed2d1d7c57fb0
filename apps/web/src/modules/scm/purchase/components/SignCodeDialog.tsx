import { SIGN_CODE_LENGTH, SIGN_CODE_MAX_ATTEMPTS } from '@portal/shared/scm-states';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/FormDialog';
import { useFormSave } from '../../../../shared/use-form-save';
import { useReceive } from '../use-purchase';

/** The delivery whose sign code is entered. */
export type SignCodeTarget = {
  deliveryId: number;
  purchaseNo: string;
  receiverName: string;
  receiverPhone: string;
};

/** Enters a delivery's sign code: right receives the goods; wrong is counted (the server says how many are left). */
export const SignCodeDialog = ({
  target,
  onClose,
}: {
  target: SignCodeTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('purchase');
  const [form] = Form.useForm<{ code: string }>();
  const receive = useReceive();
  const close = () => {
    form.resetFields();
    onClose();
  };
  const { saving, save } = useFormSave(form, async (values) => {
    if (!target) return;
    await receive.mutateAsync({ deliveryId: target.deliveryId, code: values.code.trim() });
    close();
  });
  return (
    <FormDialog
      open={target !== null}
      title={`${t('signcode.dialogTitle')} · ${target?.purchaseNo ?? ''}`}
      width={480}
      form={form}
      name="signCode"
      labelWidth={90}
      saving={saving}
      onSave={() => void save()}
      onClose={close}
      intro={
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {t('signcode.intro', {
            name: target?.receiverName ?? '',
            phone: target?.receiverPhone ?? '',
            max: SIGN_CODE_MAX_ATTEMPTS,
          })}
        </Typography.Paragraph>
      }
    >
      <Form.Item
        name="code"
        label={t('signcode.code')}
        rules={[
          { required: true, message: t('signcode.codeRule') },
          { pattern: new RegExp(`^\\d{${SIGN_CODE_LENGTH}}$`), message: t('signcode.codeRule') },
        ]}
      >
        <Input
          autoFocus
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SIGN_CODE_LENGTH}
          style={{ width: 160, letterSpacing: 4, fontSize: 18 }}
          onPressEnter={() => void save()}
        />
      </Form.Item>
    </FormDialog>
  );
};
