import type { PurchaseDetail } from '@portal/shared/contracts/purchase';
import { Button, Checkbox, Flex, Form, Input, InputNumber, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/FormDialog';
import { formatAmount } from '../../../../shared/format';
import { useFormSave } from '../../../../shared/use-form-save';
import { useUpdateDraft } from '../use-purchase';
import { ReceiverFields, type ReceiverValues, receiverOf } from './ReceiverFields';

type Line = { scmSkuId: number; goodsName: string; spec: string; unit: string; unitPrice: string };
type Values = ReceiverValues & {
  /** Quantities by SKU id. */
  quantity: Record<string, string>;
  contractRequired: boolean;
  invoiceRequired: boolean;
  remark?: string;
};

/** Changes a draft: its quantities (a line may be removed), receiver, documents and remark; prices are kept. */
export const DraftEditDialog = ({
  draft,
  onClose,
}: {
  draft: PurchaseDetail | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('purchase');
  const [form] = Form.useForm<Values>();
  const update = useUpdateDraft();
  const [lines, setLines] = useState<Line[]>([]);

  useEffect(() => {
    if (!draft) return;
    form.setFieldsValue({
      receiverName: draft.receiverName,
      receiverPhone: draft.receiverPhone,
      region: draft.regionCodes.map(Number),
      regionName: draft.regionName,
      address: draft.address,
      contractRequired: draft.contractRequired,
      invoiceRequired: draft.invoiceRequired,
      remark: draft.remark ?? undefined,
      quantity: Object.fromEntries(
        draft.items.map((item) => [String(item.scmSkuId), item.quantity.replace(/\.?0+$/, '')]),
      ),
    });
    setLines(draft.items);
  }, [draft, form]);

  const close = () => {
    form.resetFields();
    onClose();
  };
  const { saving, save } = useFormSave(form, async (values) => {
    if (!draft) return;
    await update.mutateAsync({
      id: draft.id,
      ...receiverOf(values),
      lines: lines.map((line) => ({
        scmSkuId: line.scmSkuId,
        quantity: String(values.quantity[String(line.scmSkuId)]),
      })),
      contractRequired: values.contractRequired,
      invoiceRequired: values.invoiceRequired,
      remark: values.remark ?? null,
    });
    close();
  });

  const columns: TableColumnsType<Line> = [
    {
      title: t('common.goods'),
      key: 'goods',
      render: (_value, line) => (
        <Flex vertical>
          <span>{line.goodsName}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {line.spec}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('order.unitPrice'),
      key: 'price',
      width: 110,
      align: 'right',
      render: (_v, line) => `¥${formatAmount(line.unitPrice)}`,
    },
    {
      title: t('common.quantity'),
      key: 'quantity',
      width: 170,
      render: (_value, line) => (
        <Form.Item
          name={['quantity', String(line.scmSkuId)]}
          noStyle
          rules={[{ required: true, message: t('addToCart.quantityRequired') }]}
        >
          <InputNumber min="0.001" step="1" stringMode style={{ width: 140 }} addonAfter={line.unit} />
        </Form.Item>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 70,
      render: (_value, line) => (
        <Button
          type="link"
          size="small"
          disabled={lines.length <= 1}
          onClick={() => setLines(lines.filter((candidate) => candidate.scmSkuId !== line.scmSkuId))}
        >
          {t('order.removeLine')}
        </Button>
      ),
    },
  ];

  return (
    <FormDialog
      open={draft !== null}
      title={t('order.editTitle', { purchaseNo: draft?.purchaseNo ?? '' })}
      width={820}
      form={form}
      name="purchaseDraft"
      labelWidth={110}
      saving={saving}
      onSave={() => void save()}
      onClose={close}
      intro={
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {t('order.draftPriceHint')}
        </Typography.Paragraph>
      }
    >
      <Table<Line>
        size="small"
        rowKey="scmSkuId"
        pagination={false}
        columns={columns}
        dataSource={lines}
        style={{ marginBottom: 16 }}
      />
      <ReceiverFields />
      <Form.Item label={t('order.documents')}>
        <Flex gap={16}>
          <Form.Item name="contractRequired" valuePropName="checked" noStyle>
            <Checkbox>{t('checkout.contractRequired')}</Checkbox>
          </Form.Item>
          <Form.Item name="invoiceRequired" valuePropName="checked" noStyle>
            <Checkbox>{t('checkout.invoiceRequired')}</Checkbox>
          </Form.Item>
        </Flex>
      </Form.Item>
      <Form.Item name="remark" label={t('common.remark')}>
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
    </FormDialog>
  );
};
