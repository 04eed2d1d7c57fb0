import type { SourcingDetail } from '@portal/shared/contracts/sourcing';
import { addPercent, isMoneyString } from '@portal/shared/money';
import { Checkbox, Form, Input, InputNumber, Select, Table, Typography } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../shared/format';
import { FormDialog } from '../../../../shared/FormDialog';
import { useFormSave } from '../../../../shared/use-form-save';
import { useAnswerRequest } from '../use-sourcing';

type LineValues = {
  lineId: number;
  unitPrice?: string;
  taxIncluded: boolean;
  taxRate?: string;
  deliveryDays?: number | null;
  remark?: string;
};
type Values = { cooperatorId: number; lines: LineValues[] };

const MONEY = /^\s*\d{1,16}(\.\d{1,2})?\s*$/;
const RATE = /^\s*\d{1,3}(\.\d{1,2})?\s*$/;

/** The unit price with tax as the server will compare it, while both are valid. */
const taxedOf = (line: LineValues | undefined): string | null => {
  const price = line?.unitPrice?.trim() ?? '';
  if (!isMoneyString(price)) return null;
  const rate = line?.taxRate?.trim() ?? '';
  if (line?.taxIncluded || rate === '') return formatAmount(price);
  return RATE.test(rate) ? formatAmount(addPercent(price, rate)) : null;
};

/**
 * Enters a cooperation partner's prices received by phone or email: the partner, then a unit price
 * per line (lines left empty are not answered), tax, delivery days and remark.
 */
export const AnswerDialog = ({
  request,
  cooperatorId,
  onClose,
}: {
  /** The request to answer, or null (closed). */
  request: SourcingDetail | null;
  /** The firm chosen beforehand (its column in the comparison). */
  cooperatorId?: number;
  onClose: () => void;
}) => {
  const { t } = useTranslation('sourcing');
  const [form] = Form.useForm<Values>();
  const lines = Form.useWatch<LineValues[] | undefined>('lines', form);
  const answer = useAnswerRequest();

  useLayoutEffect(() => {
    if (!request) return;
    form.resetFields();
    form.setFieldsValue({
      cooperatorId: cooperatorId ?? request.firms.find((firm) => !firm.answeredTime)?.cooperatorId,
      lines: request.lines.map((line) => ({ lineId: line.id, taxIncluded: true, taxRate: '13' })),
    });
  }, [request, cooperatorId, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    // The form's rows follow the request's lines (validateFields gives only the fields shown).
    const priced = values.lines
      .map((line, i) => ({ ...line, lineId: (request as SourcingDetail).lines[i].id }))
      .filter((line) => line.unitPrice?.trim());
    if (priced.length === 0) {
      form.setFields([{ name: ['lines', 0, 'unitPrice'], errors: [t('answer.linesRequired')] }]);
      return;
    }
    await answer.mutateAsync({
      requestId: (request as SourcingDetail).id,
      cooperatorId: values.cooperatorId,
      lines: priced.map((line) => ({
        lineId: line.lineId,
        unitPrice: (line.unitPrice as string).trim(),
        taxIncluded: line.taxIncluded,
        taxRate: line.taxRate?.trim() || null,
        deliveryDays: line.deliveryDays ?? null,
        remark: line.remark?.trim() || null,
      })),
    });
    onClose();
  });

  return (
    <FormDialog
      open={request !== null}
      title={t('answer.title')}
      width={1060}
      form={form}
      name="answer"
      labelWidth={80}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
      intro={
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {t('answer.intro')}
        </Typography.Paragraph>
      }
    >
      <Form.Item
        name="cooperatorId"
        label={t('answer.firm')}
        rules={[{ required: true, message: t('answer.firmRequired') }]}
      >
        <Select
          style={{ width: 360 }}
          options={(request?.firms ?? []).map((firm) => ({
            value: firm.cooperatorId,
            label: firm.answeredTime ? `${firm.name}（${t('request.answered')}）` : firm.name,
          }))}
        />
      </Form.Item>
      <Form.List name="lines">
        {(fields) => (
          <Table
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={fields}
            scroll={{ y: 380 }}
            columns={[
              {
                title: t('request.itemName'),
                key: 'item',
                render: (_value, field) => {
                  const line = request?.lines[field.name];
                  return (
                    <div>
                      <Typography.Text>{line?.itemName}</Typography.Text>
                      <br />
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {[line?.spec, `${line?.quantity.replace(/\.?0+$/, '')} ${line?.unit ?? ''}`]
                          .filter(Boolean)
                          .join(' · ')}
                      </Typography.Text>
                    </div>
                  );
                },
              },
              {
                title: t('answer.unitPrice'),
                key: 'unitPrice',
                width: 130,
                render: (_value, field) => (
                  <Form.Item
                    name={[field.name, 'unitPrice']}
                    style={{ marginBottom: 0 }}
                    rules={[
                      {
                        validator: async (_rule, value: unknown) => {
                          const price = String(value ?? '').trim();
                          if (price && (!MONEY.test(price) || Number(price) <= 0))
                            throw new Error(t('answer.unitPriceRule'));
                        },
                      },
                    ]}
                  >
                    <Input
                      prefix="¥"
                      inputMode="decimal"
                      aria-label={`${t('answer.unitPrice')} ${request?.lines[field.name]?.itemName ?? ''}`}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('answer.taxIncluded'),
                key: 'taxIncluded',
                width: 80,
                align: 'center',
                render: (_value, field) => (
                  <Form.Item
                    name={[field.name, 'taxIncluded']}
                    valuePropName="checked"
                    style={{ marginBottom: 0 }}
                  >
                    <Checkbox
                      aria-label={`${t('answer.taxIncluded')} ${request?.lines[field.name]?.itemName ?? ''}`}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('answer.taxRate'),
                key: 'taxRate',
                width: 90,
                render: (_value, field) => (
                  <Form.Item
                    name={[field.name, 'taxRate']}
                    style={{ marginBottom: 0 }}
                    rules={[{ pattern: RATE, message: t('answer.taxRateRule') }]}
                  >
                    <Input
                      inputMode="decimal"
                      aria-label={`${t('answer.taxRate')} ${request?.lines[field.name]?.itemName ?? ''}`}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('answer.taxedPrice'),
                key: 'taxed',
                width: 110,
                align: 'right',
                render: (_value, field) => taxedOf(lines?.[field.name]) ?? '-',
              },
              {
                title: t('answer.deliveryDays'),
                key: 'deliveryDays',
                width: 100,
                render: (_value, field) => (
                  <Form.Item name={[field.name, 'deliveryDays']} style={{ marginBottom: 0 }}>
                    <InputNumber
                      min={0}
                      max={365}
                      precision={0}
                      style={{ width: '100%' }}
                      aria-label={`${t('answer.deliveryDays')} ${request?.lines[field.name]?.itemName ?? ''}`}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('answer.remark'),
                key: 'remark',
                width: 170,
                render: (_value, field) => (
                  <Form.Item name={[field.name, 'remark']} style={{ marginBottom: 0 }}>
                    <Input
                      maxLength={200}
                      aria-label={`${t('answer.remark')} ${request?.lines[field.name]?.itemName ?? ''}`}
                    />
                  </Form.Item>
                ),
              },
            ]}
          />
        )}
      </Form.List>
    </FormDialog>
  );
};
