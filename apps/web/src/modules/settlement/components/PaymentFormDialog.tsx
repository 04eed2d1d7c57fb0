import type { PaymentRow } from '@portal/shared/contracts/settlement';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/FormDialog';
import { useFormSave } from '../../../shared/use-form-save';
import { FileUpload } from '../../communal/components/FileUpload';
import { useAddPayment, useUpdatePayment } from '../use-payments';

type Values = {
  payer: string;
  amount: string;
  paidDate: Dayjs;
  bankSerial?: string;
  remark?: string;
  proofFileId?: number | null;
};

/** A payment to add (`{}`), or to correct (its row), or none (closed). */
export type PaymentFormTarget = {
  payment?: PaymentRow & { proofUrl?: string | null; proofFileName?: string | null };
};

const AMOUNT = /^\s*\d{1,16}(\.\d{1,2})?\s*$/;

/** Records a payment received from a customer, or corrects one without allocations. */
export const PaymentFormDialog = ({
  target,
  onClose,
}: {
  target: PaymentFormTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('settlement');
  const [form] = Form.useForm<Values>();
  const add = useAddPayment();
  const update = useUpdatePayment();
  const editing = target?.payment;

  // Reset before the dialog is painted, so nothing typed into it at once is wiped.
  useLayoutEffect(() => {
    if (!target) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        payer: editing.payer,
        amount: editing.amount,
        paidDate: dayjs(editing.paidDate),
        bankSerial: editing.bankSerial ?? undefined,
        remark: editing.remark ?? undefined,
        proofFileId: editing.proofFileId,
      });
    }
  }, [target, editing, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    const input = {
      payer: values.payer.trim(),
      amount: values.amount.trim(),
      paidDate: values.paidDate.format('YYYY-MM-DD'),
      bankSerial: values.bankSerial?.trim() || null,
      remark: values.remark?.trim() || null,
      proofFileId: values.proofFileId ?? null,
    };
    if (editing) await update.mutateAsync({ ...input, id: editing.id });
    else await add.mutateAsync(input);
    onClose();
  });

  return (
    <FormDialog
      open={target !== null}
      title={editing ? t('payment.editTitle') : t('payment.addTitle')}
      width={560}
      form={form}
      name="payment"
      labelWidth={100}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Form.Item
        name="payer"
        label={t('payment.payer')}
        rules={[{ required: true, whitespace: true, message: t('payment.payerRequired') }, { max: 100 }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('payment.amount')}
        rules={[
          { required: true, message: t('payment.amountRequired') },
          { pattern: AMOUNT, message: t('common.amountRule') },
        ]}
      >
        <Input prefix="¥" inputMode="decimal" maxLength={19} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item
        name="paidDate"
        label={t('payment.paidDate')}
        rules={[{ required: true, message: t('payment.dateRequired') }]}
      >
        <DatePicker style={{ width: 220 }} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item name="bankSerial" label={t('payment.bankSerial')} rules={[{ max: 64 }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="remark" label={t('payment.remark')} rules={[{ max: 300 }]}>
        <Input.TextArea rows={2} maxLength={300} showCount />
      </Form.Item>
      <Form.Item name="proofFileId" label={t('payment.proof')}>
        <FileUpload
          id="payment-proof"
          kinds={['image', 'pdf']}
          previewUrl={editing?.proofUrl}
          previewName={editing?.proofFileName ?? undefined}
        />
      </Form.Item>
    </FormDialog>
  );
};
