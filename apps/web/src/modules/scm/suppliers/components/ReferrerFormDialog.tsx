import { ReferrerLimits, type ReferrerRow } from '@portal/shared/contracts/suppliers';
import { PHONE_PATTERN } from '@portal/shared/contracts/sourcing';
import { Form, Input } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/FormDialog';
import { useFormSave } from '../../../../shared/use-form-save';
import { useAddReferrer, useUpdateReferrer } from '../use-suppliers';

type Values = { name: string; phone?: string; commissionRate: string; remark?: string };

/** A referrer to add (`{}`), or to edit (its row), or none (closed). */
export type ReferrerFormTarget = { referrer?: ReferrerRow };

/** 0 to 100, at most two decimals. */
const RATE = /^\s*(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)\s*$/;

/** Adds a referrer or edits one (name, phone, commission rate in percent, remark). */
export const ReferrerFormDialog = ({
  target,
  onClose,
}: {
  target: ReferrerFormTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('suppliers');
  const [form] = Form.useForm<Values>();
  const add = useAddReferrer();
  const update = useUpdateReferrer();
  const editing = target?.referrer;

  useLayoutEffect(() => {
    if (!target) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        name: editing.name,
        phone: editing.phone ?? undefined,
        commissionRate: editing.commissionRate,
        remark: editing.remark ?? undefined,
      });
    }
  }, [target, editing, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    const input = {
      name: values.name.trim(),
      phone: values.phone?.trim() || null,
      commissionRate: values.commissionRate.trim(),
      remark: values.remark?.trim() || null,
    };
    if (editing) await update.mutateAsync({ ...input, id: editing.id });
    else await add.mutateAsync(input);
    onClose();
  });

  return (
    <FormDialog
      open={target !== null}
      title={editing ? t('referrer.editTitle') : t('referrer.addTitle')}
      width={560}
      form={form}
      name="referrer"
      labelWidth={100}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('referrer.name')}
        rules={[{ required: true, whitespace: true, message: t('referrer.nameRequired') }]}
      >
        <Input maxLength={ReferrerLimits.name} showCount />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('referrer.phone')}
        rules={[
          {
            pattern: PHONE_PATTERN,
            message: t('referrer.phoneInvalid'),
            transform: (v: string) => v?.trim(),
          },
        ]}
      >
        <Input maxLength={ReferrerLimits.phone} inputMode="tel" style={{ width: 220 }} />
      </Form.Item>
      <Form.Item
        name="commissionRate"
        label={t('referrer.rate')}
        rules={[
          { required: true, message: t('referrer.rateRequired') },
          { pattern: RATE, message: t('referrer.rateInvalid') },
        ]}
      >
        <Input suffix="%" inputMode="decimal" maxLength={6} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="remark" label={t('referrer.remark')}>
        <Input.TextArea rows={2} maxLength={ReferrerLimits.remark} showCount />
      </Form.Item>
    </FormDialog>
  );
};
