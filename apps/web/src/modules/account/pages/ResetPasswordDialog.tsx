import type { AccountRow } from '@portal/shared/contracts/auth';
import { Form, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../../shared/use-form-save';
import { NewPasswordFields } from './NewPasswordFields';
import { FormDialog } from '../../../shared/FormDialog';
import { resetAccountPassword } from '../use-accounts';

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
    await resetAccountPassword({ id: row.id, password: values.password });
    onClose();
  });

  return (
    <FormDialog
      open={row !== null}
      title={t('account.resetPasswordTitle')}
      width={520}
      form={form}
      name="accountPassword"
      labelWidth={140}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
      intro={
        <Typography.Paragraph type="secondary">
          {t('account.resetPasswordHint', { username: row?.username ?? '' })}
        </Typography.Paragraph>
      }
    >
      <NewPasswordFields label={t('account.newPassword')} />
    </FormDialog>
  );
};
