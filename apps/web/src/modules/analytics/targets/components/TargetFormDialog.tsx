import { TARGET_PERIODS, type TargetPeriod } from '@portal/shared/analytics-states';
import {
  periodKeysOfDay,
  shiftPeriodKey,
  TargetLimits,
  type TargetRow,
} from '@portal/shared/contracts/targets';
import { isMoneyString } from '@portal/shared/money';
import { Form, Input, Radio, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/FormDialog';
import { SellerSelect } from '../../../../shared/selectors/SellerSelect';
import { useFormSave } from '../../../../shared/use-form-save';
import { useAddTarget, useUpdateTarget } from '../use-targets';

type Values = {
  who: 'firm' | 'seller';
  sellerId?: number;
  periodKind: TargetPeriod;
  period: string;
  amount: string;
  remark?: string;
};

/** A target to set (`{ period }`: the list's picked period), to change (its row), or none (closed). */
export type TargetFormTarget = { target?: TargetRow; period?: string };

/** How many periods before and after the current one the editor offers. */
const AROUND: Record<TargetPeriod, [number, number]> = { month: [12, 12], quarter: [4, 8], year: [2, 3] };

/** The periods of a kind around today, newest last: the editor's choices. */
const periodChoices = (kind: TargetPeriod): string[] => {
  const current = periodKeysOfDay(dayjs().format('YYYY-MM-DD'))[kind];
  const [before, after] = AROUND[kind];
  return Array.from({ length: before + after + 1 }, (_, i) => shiftPeriodKey(current, i - before));
};

/** Sets a target (for the firm or a seller, a month, quarter or year) or changes its amount and remark. */
export const TargetFormDialog = ({
  target,
  onClose,
}: {
  target: TargetFormTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('targets');
  const [form] = Form.useForm<Values>();
  const add = useAddTarget();
  const update = useUpdateTarget();
  const editing = target?.target;
  const who = Form.useWatch('who', form);
  const kind = Form.useWatch('periodKind', form) ?? 'month';

  useLayoutEffect(() => {
    if (!target) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        who: editing.sellerId === null ? 'firm' : 'seller',
        sellerId: editing.sellerId ?? undefined,
        periodKind: editing.periodKind,
        period: editing.period,
        amount: editing.amount,
        remark: editing.remark ?? undefined,
      });
    } else if (target.period) {
      const picked = target.period;
      const pickedKind: TargetPeriod = picked.includes('Q')
        ? 'quarter'
        : picked.length === 4
          ? 'year'
          : 'month';
      form.setFieldsValue({ who: 'firm', periodKind: pickedKind, period: picked });
    }
  }, [target, editing, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    if (editing) {
      await update.mutateAsync({
        id: editing.id,
        amount: values.amount.trim(),
        remark: values.remark ?? null,
      });
    } else {
      await add.mutateAsync({
        sellerId: values.who === 'seller' ? (values.sellerId ?? null) : null,
        period: values.period,
        amount: values.amount.trim(),
        remark: values.remark ?? null,
      });
    }
    onClose();
  });

  const choices = periodChoices(kind);
  const period = Form.useWatch('period', form);
  const options = (period && !choices.includes(period) ? [period, ...choices] : choices).map((key) => ({
    value: key,
    label: key,
  }));

  return (
    <FormDialog
      open={target !== null}
      title={editing ? t('editTitle') : t('addTitle')}
      width={560}
      form={form}
      name="target"
      labelWidth={96}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Form.Item name="who" label={t('form.target')} initialValue="firm">
        <Radio.Group disabled={Boolean(editing)}>
          <Radio value="firm">{t('form.firm')}</Radio>
          <Radio value="seller">{t('form.seller')}</Radio>
        </Radio.Group>
      </Form.Item>
      {who === 'seller' ? (
        <Form.Item
          name="sellerId"
          label={t('form.seller')}
          rules={[{ required: true, message: t('form.seller_required') }]}
        >
          <SellerSelect
            activeOnly
            disabled={Boolean(editing)}
            style={{ width: 260 }}
            placeholder={t('pickSeller')}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="periodKind" label={t('form.kind')} initialValue="month">
        <Radio.Group
          disabled={Boolean(editing)}
          optionType="button"
          onChange={(event) =>
            form.setFieldValue(
              'period',
              periodKeysOfDay(dayjs().format('YYYY-MM-DD'))[event.target.value as TargetPeriod],
            )
          }
          options={TARGET_PERIODS.map((value) => ({ value, label: t(`kind.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="period"
        label={t('form.period')}
        initialValue={periodKeysOfDay(dayjs().format('YYYY-MM-DD')).month}
        rules={[{ required: true, message: t('form.period_required') }]}
        extra={editing ? t('form.fixedHint') : undefined}
      >
        <Select disabled={Boolean(editing)} style={{ width: 160 }} options={options} />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('form.amount')}
        rules={[
          { required: true, whitespace: true, message: t('form.amount_required') },
          {
            validator: (_rule, value: string | undefined) =>
              !value?.trim() || (isMoneyString(value.trim()) && /[1-9]/.test(value))
                ? Promise.resolve()
                : Promise.reject(new Error(t('form.amount_invalid'))),
          },
        ]}
      >
        <Input prefix="¥" inputMode="decimal" maxLength={19} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="remark" label={t('form.remark')}>
        <Input.TextArea maxLength={TargetLimits.remark} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      {editing ? (
        <Typography.Text type="secondary">
          {editing.sellerName ?? t('firm')} · {editing.period}
        </Typography.Text>
      ) : null}
    </FormDialog>
  );
};
