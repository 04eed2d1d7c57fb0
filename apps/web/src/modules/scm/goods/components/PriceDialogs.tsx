import type { ScmPriceRow } from '@portal/shared/contracts/scm-goods';
import { changeByPercent, compareMoney, toMoney } from '@portal/shared/money';
import { isMoneyString } from '@portal/shared/money-text';
import { Form, Input, Radio, Table, Typography } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/FormDialog';
import { formatAmount } from '../../../../shared/format';
import { Text } from '../../../../shared/Text';
import { useFormSave } from '../../../../shared/use-form-save';
import { useChangeScmPrice, useChangeScmPrices } from '../use-scm-goods';

const PERCENT = /^-?\d{1,4}(\.\d{1,2})?$/;
const validPercent = (value: string | undefined) =>
  value !== undefined && PERCENT.test(value.trim()) && Number(value) > -100 && Number(value) !== 0;
const validAmount = (value: string | undefined) =>
  value !== undefined && isMoneyString(value.trim()) && Number(value) > 0;

/** A form rule from a check of the typed text. */
const ruleOf = (valid: (value: string | undefined) => boolean, message: string) => ({
  validator: (_rule: unknown, value?: string) =>
    valid(value) ? Promise.resolve() : Promise.reject(new Error(message)),
});

/** Changes one SKU's cost with a reason; the price read goes along, so a change meanwhile is refused. */
export const PriceChangeDialog = ({ row, onClose }: { row: ScmPriceRow | null; onClose: () => void }) => {
  const { t } = useTranslation('scmGoods');
  const [form] = Form.useForm<{ costPrice: string; reason: string }>();
  const change = useChangeScmPrice();
  useLayoutEffect(() => {
    if (row) form.resetFields();
  }, [row, form]);
  const { saving, save } = useFormSave(form, async (values) => {
    if (!row) return;
    await change.mutateAsync({
      scmSkuId: row.scmSkuId,
      expectedPrice: row.costPrice,
      costPrice: values.costPrice.trim(),
      reason: values.reason.trim(),
    });
    onClose();
  });
  return (
    <FormDialog
      open={row !== null}
      title={t('price.changeTitle')}
      width={520}
      form={form}
      name="scmPriceChange"
      labelWidth={110}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
      intro={
        row ? (
          <Typography.Paragraph type="secondary">
            {row.goodsName} · {row.spec} · {row.supplierName}
          </Typography.Paragraph>
        ) : null
      }
    >
      <Form.Item label={t('price.current')}>
        <Text strong>¥{formatAmount(row?.costPrice)}</Text>
      </Form.Item>
      <Form.Item
        name="costPrice"
        label={t('price.newPrice')}
        rules={[ruleOf(validAmount, t('goods.costRequired'))]}
      >
        <Input prefix="¥" maxLength={19} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('price.reason')}
        rules={[{ required: true, whitespace: true, message: t('price.reasonRequired') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
};

type BatchValues = { mode: 'percent' | 'amount'; percent?: string; amount?: string; reason: string };

/** The new cost of a row as the server will compute it, or undefined while the value is not valid. */
const previewOf = (row: ScmPriceRow, values: Partial<BatchValues>): string | undefined => {
  if (values.mode === 'amount')
    return validAmount(values.amount) ? toMoney((values.amount as string).trim()) : undefined;
  return validPercent(values.percent)
    ? changeByPercent(row.costPrice, (values.percent as string).trim())
    : undefined;
};

/**
 * Changes the selected SKUs' costs at once, by a percentage (half-up to the cent) or to one amount,
 * with a preview of every new cost; all change or none (a result of 0 or less is refused).
 */
export const BatchPriceDialog = ({ rows, onClose }: { rows: ScmPriceRow[] | null; onClose: () => void }) => {
  const { t } = useTranslation('scmGoods');
  const [form] = Form.useForm<BatchValues>();
  const change = useChangeScmPrices();
  const values = Form.useWatch([], form) ?? {};
  useLayoutEffect(() => {
    if (rows) form.resetFields();
  }, [rows, form]);
  const { saving, save } = useFormSave(form, async (input) => {
    if (!rows) return;
    await change.mutateAsync({
      lines: rows.map((row) => ({ scmSkuId: row.scmSkuId, expectedPrice: row.costPrice })),
      mode: input.mode,
      percent: input.mode === 'percent' ? input.percent?.trim() : null,
      amount: input.mode === 'amount' ? input.amount?.trim() : null,
      reason: input.reason.trim(),
    });
    onClose();
  });
  return (
    <FormDialog
      open={rows !== null}
      title={t('price.batchTitle', { count: rows?.length ?? 0 })}
      width={720}
      form={form}
      name="scmPriceBatch"
      labelWidth={120}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Form.Item name="mode" label={t('price.mode')} initialValue="percent">
        <Radio.Group
          options={[
            { value: 'percent', label: t('price.mode_percent') },
            { value: 'amount', label: t('price.mode_amount') },
          ]}
        />
      </Form.Item>
      {values.mode === 'amount' ? (
        <Form.Item
          name="amount"
          label={t('price.amount')}
          rules={[ruleOf(validAmount, t('goods.costRequired'))]}
        >
          <Input prefix="¥" maxLength={19} style={{ width: 200 }} />
        </Form.Item>
      ) : (
        <Form.Item
          name="percent"
          label={t('price.percent')}
          extra={t('price.percentHint')}
          rules={[ruleOf(validPercent, t('price.percentRequired'))]}
        >
          <Input suffix="%" maxLength={8} style={{ width: 200 }} />
        </Form.Item>
      )}
      <Form.Item
        name="reason"
        label={t('price.reason')}
        rules={[{ required: true, whitespace: true, message: t('price.reasonRequired') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label={t('price.preview')}>
        <Table<ScmPriceRow>
          size="small"
          rowKey="scmSkuId"
          dataSource={rows ?? []}
          pagination={(rows?.length ?? 0) > 8 ? { pageSize: 8, showSizeChanger: false } : false}
          columns={[
            {
              title: t('price.goods'),
              key: 'goods',
              ellipsis: true,
              render: (_value, row) => `${row.goodsName} · ${row.spec}`,
            },
            {
              title: t('price.current'),
              key: 'current',
              width: 110,
              align: 'right',
              render: (_value, row) => formatAmount(row.costPrice),
            },
            {
              title: t('price.newPrice'),
              key: 'next',
              width: 130,
              align: 'right',
              render: (_value, row) => {
                const next = previewOf(row, values);
                if (next === undefined) return '-';
                return compareMoney(next, 0) <= 0 ? (
                  <Text type="danger">{t('price.notPositive')}</Text>
                ) : (
                  <Text strong>{formatAmount(next)}</Text>
                );
              },
            },
          ]}
        />
      </Form.Item>
    </FormDialog>
  );
};
