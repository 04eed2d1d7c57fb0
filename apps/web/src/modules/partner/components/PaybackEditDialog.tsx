import { DialogWidth, PaybackLimits } from '@portal/shared/constants';
import type { PaybackAccount, PaybackInput } from '@portal/shared/contracts/partner';
import { Form, type FormRule, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../../shared/use-form-save';
import { FormDialog } from '../../../shared/FormDialog';
import { useSavePayback } from '../use-payback';

export type PaybackEditDialogProps = {
  open: boolean;
  /** The account to edit; create mode without it. */
  row?: PaybackAccount | null;
  onClose: () => void;
  /** Called after a successful save (the dialog closes itself). */
  onSaved: () => void;
};

type PaybackForm = { companyName: string; accountName?: string; bankName?: string };

type TextFieldProps = {
  name: keyof PaybackForm;
  /** Most characters: the input stops there and counts them. */
  max: number;
  rules?: FormRule[];
  validateTrigger?: string;
};

/** A text field of the dialog; its label and placeholder are `payback.<name>` and `<name>Placeholder`. */
const TextField = ({ name, max, rules = [], validateTrigger }: TextFieldProps) => {
  const { t } = useTranslation('partner');
  return (
    <Form.Item
      name={name}
      label={t(`payback.${name}`)}
      validateTrigger={validateTrigger}
      rules={[...rules, { max, message: t('payback.tooLong', { max }) }]}
    >
      <Input placeholder={t(`payback.${name}Placeholder`)} maxLength={max} showCount allowClear />
    </Form.Item>
  );
};

/**
 * The payback account edit dialog (spec sections 2, 4, 5): width 680, title 'new' or 'edit';
 * update mode when a row is passed; after a save it closes and the list refreshes; create mode
 * starts from an empty form.
 */
export const PaybackEditDialog = ({ open, row, onClose, onSaved }: PaybackEditDialogProps) => {
  const { t } = useTranslation('partner');
  const [form] = Form.useForm<PaybackForm>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (row) {
      form.setFieldsValue({
        companyName: row.companyName,
        accountName: row.accountName ?? '',
        bankName: row.bankName ?? '',
      });
    }
  }, [open, row, form]);

  const saveAccount = useSavePayback();
  const { saving, save } = useFormSave(form, async (values) => {
    const input: PaybackInput = {
      companyName: values.companyName.trim(),
      accountName: values.accountName?.trim() || null,
      bankName: values.bankName?.trim() || null,
    };
    await saveAccount.mutateAsync(row ? { ...input, id: row.id } : input);
    onClose();
    onSaved();
  });

  return (
    <FormDialog
      open={open}
      title={row ? t('payback.edit') : t('payback.add')}
      width={DialogWidth.paybackEdit}
      form={form}
      name="paybackEdit"
      labelWidth={150}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <TextField
        name="companyName"
        max={PaybackLimits.companyName}
        validateTrigger="onBlur"
        rules={[{ required: true, whitespace: true, message: t('payback.companyNameRequired') }]}
      />
      <TextField name="accountName" max={PaybackLimits.accountName} />
      <TextField name="bankName" max={PaybackLimits.bankName} />
    </FormDialog>
  );
};
