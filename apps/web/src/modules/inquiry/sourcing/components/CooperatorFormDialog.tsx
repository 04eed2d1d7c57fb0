import { type CooperatorRow, PHONE_PATTERN } from '@portal/shared/contracts/sourcing';
import { Form, Input } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/FormDialog';
import { useFormSave } from '../../../../shared/use-form-save';
import { useAddCooperator, useUpdateCooperator } from '../use-sourcing';

type Values = {
  name: string;
  creditCode?: string;
  contactName: string;
  phone: string;
  email?: string;
  region?: string;
  supplyScope?: string;
  remark?: string;
};

/** A cooperation partner to add (`{}`), to edit (`{ row }`), or none (closed). */
export type CooperatorFormTarget = { row?: CooperatorRow };

const text = (value: string | undefined) => value?.trim() || null;

/** Adds a cooperation partner, or corrects one; the server's field errors show in place. */
export const CooperatorFormDialog = ({
  target,
  onClose,
}: {
  target: CooperatorFormTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('sourcing');
  const [form] = Form.useForm<Values>();
  const add = useAddCooperator();
  const update = useUpdateCooperator();
  const editing = target?.row;

  // Reset before the dialog is painted, so nothing typed into it at once is wiped.
  useLayoutEffect(() => {
    if (!target) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        name: editing.name,
        creditCode: editing.creditCode ?? undefined,
        contactName: editing.contactName,
        phone: editing.phone,
        email: editing.email ?? undefined,
        region: editing.region ?? undefined,
        supplyScope: editing.supplyScope ?? undefined,
        remark: editing.remark ?? undefined,
      });
    }
  }, [target, editing, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    const input = {
      name: values.name.trim(),
      creditCode: text(values.creditCode),
      contactName: values.contactName.trim(),
      phone: values.phone.trim(),
      email: text(values.email),
      region: text(values.region),
      supplyScope: text(values.supplyScope),
      remark: text(values.remark),
    };
    if (editing) await update.mutateAsync({ ...input, id: editing.id });
    else await add.mutateAsync(input);
    onClose();
  });

  return (
    <FormDialog
      open={target !== null}
      title={editing ? t('cooperator.editTitle') : t('cooperator.addTitle')}
      width={620}
      form={form}
      name="cooperator"
      labelWidth={130}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('cooperator.name')}
        rules={[{ required: true, whitespace: true, message: t('cooperator.nameRequired') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="creditCode" label={t('cooperator.creditCode')}>
        <Input maxLength={18} placeholder={t('cooperator.creditCodeHint')} style={{ width: 260 }} />
      </Form.Item>
      <Form.Item
        name="contactName"
        label={t('cooperator.contactName')}
        rules={[{ required: true, whitespace: true, message: t('cooperator.contactRequired') }]}
      >
        <Input maxLength={30} style={{ width: 260 }} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('cooperator.phone')}
        extra={t('cooperator.phoneHint')}
        rules={[
          { required: true, whitespace: true, message: t('cooperator.phoneRequired') },
          { pattern: PHONE_PATTERN, message: t('cooperator.phoneRule') },
        ]}
      >
        <Input maxLength={20} style={{ width: 260 }} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('cooperator.email')}
        rules={[{ type: 'email', message: t('cooperator.emailRule') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="region" label={t('cooperator.region')}>
        <Input maxLength={100} placeholder={t('cooperator.regionPlaceholder')} />
      </Form.Item>
      <Form.Item name="supplyScope" label={t('cooperator.supplyScope')}>
        <Input.TextArea rows={2} maxLength={300} placeholder={t('cooperator.supplyScopePlaceholder')} />
      </Form.Item>
      <Form.Item name="remark" label={t('common.remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
};
