import type { Role } from '@portal/shared/contracts/auth';
import { Form, Input } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../../shared/use-form-save';
import { FormDialog } from '../../../shared/FormDialog';
import { useSaveRole } from '../use-accounts';

export type RoleEditDialogProps = {
  open: boolean;
  /** The role to rename; create mode without it. */
  row?: Role | null;
  onClose: () => void;
  /** Called with the role's id after a save. */
  onSaved: (roleId: number) => void;
};

type RoleForm = { roleName: string; remark?: string };

const ROLE_NAME_MAX = 30;
const REMARK_MAX = 200;

/** Creates a role or edits its name and remark (its authorities are edited beside the list). */
export const RoleEditDialog = ({ open, row, onClose, onSaved }: RoleEditDialogProps) => {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<RoleForm>();
  const saveRole = useSaveRole();

  // Reset before the dialog is painted, so nothing typed into it at once is wiped.
  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    if (row) form.setFieldsValue({ roleName: row.roleName, remark: row.remark ?? '' });
  }, [open, row, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    const input = { roleName: values.roleName.trim(), remark: values.remark?.trim() || null };
    const roleId = await saveRole.mutateAsync(row ? { id: row.id, ...input } : input);
    onClose();
    onSaved(roleId);
  });

  return (
    <FormDialog
      open={open}
      title={row ? t('role.editTitle') : t('role.addTitle')}
      width={560}
      form={form}
      name="roleEdit"
      labelWidth={110}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Form.Item
        name="roleName"
        label={t('role.roleName')}
        validateTrigger="onBlur"
        rules={[{ required: true, whitespace: true, message: t('role.roleNameRequired') }]}
      >
        <Input maxLength={ROLE_NAME_MAX} showCount />
      </Form.Item>
      <Form.Item name="remark" label={t('role.remark')}>
        <Input.TextArea maxLength={REMARK_MAX} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
    </FormDialog>
  );
};
