import type { AccountRow } from '@portal/shared/contracts/auth';
import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../../shared/use-form-save';
import { NewPasswordFields } from './NewPasswordFields';
import { FormDialog } from '../../../shared/FormDialog';
import { MOBILE_PATTERN, NICKNAME_MAX, USERNAME_PATTERN } from '../account-rules';
import { useRoles, useSaveAccount } from '../use-accounts';

export type AccountEditDialogProps = {
  open: boolean;
  /** The sub-account to edit; create mode without it. */
  row?: AccountRow | null;
  onClose: () => void;
  onSaved: () => void;
};

type AccountForm = {
  username: string;
  nickName: string;
  mobile?: string;
  password: string;
  confirm: string;
  roleIds: number[];
};

/** Creates a sub-account (username, password) or edits one (nickname, mobile, roles). */
export const AccountEditDialog = ({ open, row, onClose, onSaved }: AccountEditDialogProps) => {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<AccountForm>();
  const roles = useRoles();
  const saveAccount = useSaveAccount();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (row) {
      form.setFieldsValue({
        nickName: row.nickName,
        mobile: row.mobile ?? '',
        roleIds: row.roles.map((role) => role.id),
      });
    }
  }, [open, row, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    const common = {
      nickName: values.nickName.trim(),
      mobile: values.mobile?.trim() || null,
      roleIds: values.roleIds ?? [],
    };
    await saveAccount.mutateAsync(
      row
        ? { id: row.id, ...common }
        : { ...common, username: values.username.trim(), password: values.password },
    );
    onClose();
    onSaved();
  });

  return (
    <FormDialog
      open={open}
      title={row ? t('account.editTitle') : t('account.addTitle')}
      width={600}
      form={form}
      name="accountEdit"
      labelWidth={140}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      {row ? (
        <Form.Item label={t('account.username')}>{row.username}</Form.Item>
      ) : (
        <Form.Item
          name="username"
          label={t('account.username')}
          validateTrigger="onBlur"
          rules={[
            { required: true, whitespace: true, message: t('account.usernameRequired') },
            { pattern: USERNAME_PATTERN, message: t('account.usernameRule') },
          ]}
        >
          <Input maxLength={32} autoComplete="off" placeholder={t('account.usernameRule')} />
        </Form.Item>
      )}
      <Form.Item
        name="nickName"
        label={t('account.nickName')}
        validateTrigger="onBlur"
        rules={[{ required: true, whitespace: true, message: t('account.nickNameRequired') }]}
      >
        <Input maxLength={NICKNAME_MAX} />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('account.mobile')}
        validateTrigger="onBlur"
        rules={[{ pattern: MOBILE_PATTERN, message: t('account.mobileInvalid') }]}
      >
        <Input maxLength={11} />
      </Form.Item>
      {row ? null : <NewPasswordFields label={t('account.password')} />}
      <Form.Item name="roleIds" label={t('account.roles')}>
        <Select<number[]>
          mode="multiple"
          allowClear
          loading={roles.isPending}
          placeholder={t('account.rolesPlaceholder')}
          options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.roleName }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
    </FormDialog>
  );
};
