import type { AccountRow } from '@portal/shared/contracts/auth';
import { Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../../shared/use-form-save';
import { accountApi } from '../account.api';
import { confirmRules, passwordRules } from '../account-rules';

export type ResetPasswordDialogProps = { row: AccountRow | null; onClose: () => void };

type ResetForm = { password: string; confirm: string };

/** Sets a new password for a sub-account (its sessions end on the server). */
export const ResetPasswordDialog = ({ row, onClose }: ResetPasswordDialogProps) => {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<ResetForm>();

  useEffect(() => {
    if (row) form.resetFields();
  }, [row, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    if (!row) return;
    await accountApi.resetPassword({ id: row.id, password: values.password });
    onClose();
  });

  return (
    <Modal
      open={row !== null}
      title={t('account.resetPasswordTitle')}
      width={520}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      forceRender
    >
      <Typography.Paragraph type="secondary">
        {t('account.resetPasswordHint', { username: row?.username ?? '' })}
      </Typography.Paragraph>
      <Form
        form={form}
        name="accountPassword"
        labelCol={{ flex: '140px' }}
        labelWrap
        wrapperCol={{ flex: 1 }}
      >
        <Form.Item
          name="password"
          label={t('account.newPassword')}
          validateTrigger="onBlur"
          rules={passwordRules(t)}
        >
          <Input.Password autoComplete="new-password" placeholder={t('account.passwordRule')} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('account.confirm')}
          dependencies={['password']}
          validateTrigger="onBlur"
          rules={confirmRules(t)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
