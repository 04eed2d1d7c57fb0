import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../../shared/use-form-save';
import { changePassword } from '../use-auth';

type FormValues = { oldPassword: string; password: string; confirm: string };

/**
 * Change password (spec section 5): old, new and confirmation required, the confirmation equal to
 * the new password, validated on blur. The server keeps this session and signs out the others.
 */
export const ChangePasswordDialog = ({
  open,
  onClose,
  onChanged,
}: {
  open: boolean;
  onClose: () => void;
  /** Called after the password changed (the server's message has been shown). */
  onChanged: () => void;
}) => {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<FormValues>();
  const { saving, save: submit } = useFormSave(form, async (values) => {
    await changePassword(values);
    form.resetFields();
    onChanged();
  });

  return (
    <Modal
      title={t('changePassword.title')}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      afterClose={() => form.resetFields()}
      width={480}
    >
      <Form<FormValues> form={form} layout="vertical" validateTrigger="onBlur" requiredMark={false}>
        <Form.Item
          name="oldPassword"
          label={t('changePassword.oldPassword')}
          rules={[{ required: true, message: t('changePassword.oldPasswordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('changePassword.password')}
          rules={[{ required: true, message: t('changePassword.passwordRequired') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('changePassword.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('changePassword.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || getFieldValue('password') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('changePassword.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
