import { LABEL_COLORS, LabelLimits, type LabelRow } from '@portal/shared/contracts/suppliers';
import { Form, Input, InputNumber, Select, Tag } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/FormDialog';
import { useFormSave } from '../../../../shared/use-form-save';
import { useAddLabel, useUpdateLabel } from '../use-suppliers';

type Values = { labelName: string; color: (typeof LABEL_COLORS)[number]; sort?: number | null };

/** A label to add (`{}`), or to edit (its row), or none (closed). */
export type LabelFormTarget = { label?: LabelRow };

/** Adds a label or edits one: name, colour (an antd preset) and sort. */
export const LabelFormDialog = ({
  target,
  onClose,
}: {
  target: LabelFormTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('suppliers');
  const [form] = Form.useForm<Values>();
  const add = useAddLabel();
  const update = useUpdateLabel();
  const editing = target?.label;
  const labelName = Form.useWatch('labelName', form);
  const color = Form.useWatch('color', form);

  useLayoutEffect(() => {
    if (!target) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        labelName: editing.labelName,
        color: editing.color as Values['color'],
        sort: editing.sort,
      });
    }
  }, [target, editing, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    const input = { labelName: values.labelName.trim(), color: values.color, sort: values.sort ?? 0 };
    if (editing) await update.mutateAsync({ ...input, id: editing.id });
    else await add.mutateAsync(input);
    onClose();
  });

  return (
    <FormDialog
      open={target !== null}
      title={editing ? t('label.editTitle') : t('label.addTitle')}
      width={600}
      form={form}
      name="label"
      labelWidth={90}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Form.Item
        name="labelName"
        label={t('label.name')}
        rules={[{ required: true, whitespace: true, message: t('label.nameRequired') }]}
      >
        <Input maxLength={LabelLimits.name} showCount style={{ width: 260 }} />
      </Form.Item>
      <Form.Item
        name="color"
        label={t('label.color')}
        initialValue="blue"
        rules={[{ required: true, message: t('label.colorRequired') }]}
      >
        <Select
          style={{ width: 200 }}
          options={LABEL_COLORS.map((preset) => ({
            value: preset,
            label: (
              <Tag color={preset} style={{ marginInlineEnd: 0 }}>
                {t(`label.colors.${preset}`)}
              </Tag>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item name="sort" label={t('label.sort')} initialValue={0} extra={t('label.sortHint')}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item label={t('label.preview')}>
        <Tag color={color}>{labelName?.trim() || t('label.name')}</Tag>
      </Form.Item>
    </FormDialog>
  );
};
