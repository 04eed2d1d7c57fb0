import { compareMoney, isMoneyString } from '@portal/shared/money-text';
import { DatePicker, Form, Input, Radio, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

/** The invoice's fields as the form holds them (under `invoice`). */
export type InvoiceFormValues = {
  invoiceType?: 'normal' | 'special';
  invoiceNo?: string;
  invoiceCode?: string;
  invoiceDate?: Dayjs;
  amount?: string;
  taxAmount?: string;
};

export type InvoiceFieldsProps = {
  /** What the invoice must come to: the order's (or purchase order's) total. */
  total: string;
  /** The total as the form shows it beside the amount, and the message when the amount differs. */
  totalHint: string;
  mismatch: string;
};

/**
 * The invoice details inside a document upload form: type, number, code, date, amount and tax. The
 * amount must equal the subject's total and the tax may not exceed it (both compared exactly).
 */
export const InvoiceFields = ({ total, totalHint, mismatch }: InvoiceFieldsProps) => {
  const { t } = useTranslation('orders');
  const moneyRule = (message: string) => ({
    validator: async (_rule: unknown, value: unknown) => {
      const text = String(value ?? '').trim();
      if (text && !isMoneyString(text)) throw new Error(message);
    },
  });
  return (
    <>
      <Form.Item
        name={['invoice', 'invoiceType']}
        label={t('document.invoiceType')}
        rules={[{ required: true, message: t('document.invoiceTypeRequired') }]}
      >
        <Radio.Group
          options={(['normal', 'special'] as const).map((type) => ({
            value: type,
            label: t(`state.invoiceType_${type}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name={['invoice', 'invoiceNo']}
        label={t('document.invoiceNo')}
        rules={[
          { required: true, whitespace: true, message: t('document.invoiceNoRequired') },
          { pattern: /^\s*\d{8,20}\s*$/, message: t('document.invoiceNoRule') },
        ]}
      >
        <Input maxLength={20} inputMode="numeric" />
      </Form.Item>
      <Form.Item
        name={['invoice', 'invoiceCode']}
        label={t('document.invoiceCode')}
        rules={[{ max: 20, message: t('document.invoiceCodeRule') }]}
      >
        <Input maxLength={20} placeholder={t('document.optional')} />
      </Form.Item>
      <Form.Item
        name={['invoice', 'invoiceDate']}
        label={t('document.invoiceDate')}
        rules={[{ required: true, message: t('document.invoiceDateRequired') }]}
      >
        <DatePicker style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name={['invoice', 'amount']}
        label={t('document.invoiceAmount')}
        extra={<Typography.Text type="secondary">{totalHint}</Typography.Text>}
        rules={[
          { required: true, whitespace: true, message: t('document.invoiceAmountRequired') },
          moneyRule(t('document.amountRule')),
          {
            validator: async (_rule, value: unknown) => {
              const text = String(value ?? '').trim();
              if (text && isMoneyString(text) && compareMoney(text, total) !== 0) throw new Error(mismatch);
            },
          },
        ]}
      >
        <Input prefix="¥" inputMode="decimal" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name={['invoice', 'taxAmount']}
        label={t('document.taxAmount')}
        dependencies={[['invoice', 'amount']]}
        rules={[
          { required: true, whitespace: true, message: t('document.taxAmountRequired') },
          moneyRule(t('document.amountRule')),
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              const text = String(value ?? '').trim();
              const amount = String(getFieldValue(['invoice', 'amount']) ?? '').trim();
              if (text && isMoneyString(text) && isMoneyString(amount) && compareMoney(text, amount) > 0)
                throw new Error(t('document.taxAboveAmount'));
            },
          }),
        ]}
      >
        <Input prefix="¥" inputMode="decimal" style={{ width: 200 }} />
      </Form.Item>
    </>
  );
};
