import type { CartGroup } from '@portal/shared/contracts/purchase';
import { add } from '@portal/shared/money';
import { Button, Checkbox, Flex, Form, Input, List, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../shared/format';
import { useFormSave } from '../../../../shared/use-form-save';
import { useCheckout, useReceiverDefault } from '../use-purchase';
import { ReceiverFields, type ReceiverValues, receiverOf } from './ReceiverFields';

type Values = ReceiverValues & { contractRequired: boolean; invoiceRequired: boolean; remark?: string };

/**
 * Orders the chosen supplier groups: one purchase order per supplier, with one receiver (the last
 * purchase order's, else the partner's contact), the contract and invoice flags and a remark; saved
 * as drafts or submitted. Answers the new orders' state to the page.
 */
export const CheckoutDialog = ({
  groups,
  onClose,
  onDone,
}: {
  groups: readonly CartGroup[] | null;
  onClose: () => void;
  onDone: (state: number) => void;
}) => {
  const { t } = useTranslation('purchase');
  const [form] = Form.useForm<Values>();
  const open = groups !== null;
  const defaults = useReceiverDefault(open);
  const checkout = useCheckout();
  const [submitting, setSubmitting] = useState(true);
  const submitRef = useRef(true);

  useEffect(() => {
    if (!open) return;
    const receiver = defaults.data;
    form.setFieldsValue({
      receiverName: receiver?.receiverName ?? undefined,
      receiverPhone: receiver?.receiverPhone ?? undefined,
      region: receiver?.regionCodes.map(Number) ?? [],
      regionName: receiver?.regionName ?? '',
      address: receiver?.address ?? undefined,
    });
  }, [open, defaults.data, form]);

  const close = () => {
    form.resetFields();
    onClose();
  };
  const { saving, save } = useFormSave(form, async (values) => {
    if (!groups) return;
    const result = await checkout.mutateAsync({
      ...receiverOf(values),
      supplierIds: groups.map((group) => group.supplierId),
      contractRequired: values.contractRequired ?? false,
      invoiceRequired: values.invoiceRequired ?? false,
      remark: values.remark ?? null,
      submit: submitRef.current,
    });
    form.resetFields();
    onDone(result.orders[0]?.state ?? 1);
  });
  const run = (submit: boolean) => {
    submitRef.current = submit;
    setSubmitting(submit);
    void save();
  };

  return (
    <Modal
      open={open}
      title={t('checkout.title')}
      width={760}
      onCancel={close}
      forceRender
      footer={
        <Flex gap={8} justify="flex-end">
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button loading={saving && !submitting} disabled={saving} onClick={() => run(false)}>
            {t('checkout.saveDraft')}
          </Button>
          <Button type="primary" loading={saving && submitting} disabled={saving} onClick={() => run(true)}>
            {t('checkout.submit')}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {t('checkout.intro')}
      </Typography.Paragraph>
      <List
        size="small"
        bordered
        style={{ marginBottom: 16 }}
        dataSource={[...(groups ?? [])]}
        renderItem={(group) => (
          <List.Item extra={<Typography.Text strong>¥{formatAmount(group.subtotal)}</Typography.Text>}>
            {group.supplierName} · {t('cart.lines', { count: group.orderableCount })}
          </List.Item>
        )}
        footer={
          <Flex justify="space-between">
            <span>{t('cart.total')}</span>
            <Typography.Text strong type="danger">
              ¥{formatAmount(add('0', ...(groups ?? []).map((group) => group.subtotal)))}
            </Typography.Text>
          </Flex>
        }
      />
      <Form form={form} name="checkout" labelCol={{ flex: '110px' }} labelWrap wrapperCol={{ flex: 1 }}>
        <ReceiverFields />
        <Form.Item label={t('order.documents')}>
          <Flex gap={16}>
            <Form.Item name="contractRequired" valuePropName="checked" noStyle initialValue={false}>
              <Checkbox>{t('checkout.contractRequired')}</Checkbox>
            </Form.Item>
            <Form.Item name="invoiceRequired" valuePropName="checked" noStyle initialValue={false}>
              <Checkbox>{t('checkout.invoiceRequired')}</Checkbox>
            </Form.Item>
          </Flex>
        </Form.Item>
        <Form.Item name="remark" label={t('common.remark')}>
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
};
