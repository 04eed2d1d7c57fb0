import type { PurchaseDocumentRow } from '@portal/shared/contracts/purchase-documents';
import { add } from '@portal/shared/money';
import { Alert, Empty, Flex, Form, Input, Select, Table, Typography } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/FormDialog';
import { formatAmount, formatDateTime } from '../../../../shared/format';
import { SupplierSelect } from '../../../../shared/selectors/SupplierSelect';
import { useFormSave } from '../../../../shared/use-form-save';
import { DocumentStateTag } from '../../../orders/components/OrderTags';
import { useExpressCompanies } from '../../../orders/use-orders';
import { useCreateMailing, useMailable } from '../use-purchase-documents';
import { PurchaseStateTag } from './PurchaseTags';

type MailingForm = {
  supplierId?: number;
  purchaseOrderIds?: number[];
  expressCode?: string;
  trackingNo?: string;
  senderName?: string;
  receiverName?: string;
  receiverPhone?: string;
  address?: string;
  remark?: string;
};

const TRACKING_NO = /^\s*[A-Za-z0-9-]{6,40}\s*$/;
const PHONE = /^\s*[0-9+\-\s]{6,20}\s*$/;

/** The supplier's purchase orders whose invoices may be mailed, ticked into the form's value. */
const MailableOrders = ({
  supplierId,
  value,
  onChange,
}: {
  supplierId: number | undefined;
  value?: number[];
  onChange?: (ids: number[]) => void;
}) => {
  const { t } = useTranslation('purchaseDocuments');
  const mailable = useMailable(supplierId);
  const rows = mailable.data?.data ?? [];
  const chosen = rows.filter((row) => value?.includes(row.id));
  if (supplierId === undefined) return <Alert type="info" showIcon title={t('mail.chooseSupplier')} />;
  return (
    <Flex vertical gap={6}>
      <Table<PurchaseDocumentRow>
        rowKey="id"
        size="small"
        loading={mailable.isPending}
        pagination={false}
        scroll={{ y: 220 }}
        dataSource={rows}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mail.noMailable')} />,
        }}
        rowSelection={{
          selectedRowKeys: value ?? [],
          onChange: (keys) => onChange?.(keys.map(Number)),
        }}
        columns={[
          { title: t('purchaseNo'), dataIndex: 'purchaseNo', key: 'purchaseNo', width: 170 },
          {
            title: t('totalAmount'),
            key: 'totalAmount',
            width: 120,
            align: 'right',
            render: (_value, row) => formatAmount(row.totalAmount),
          },
          {
            title: t('purchaseState'),
            key: 'state',
            width: 90,
            render: (_value, row) => <PurchaseStateTag state={row.state} />,
          },
          {
            title: t('documentState', { kind: t('kind_invoice') }),
            key: 'invoiceState',
            width: 100,
            render: (_value, row) => <DocumentStateTag state={row.invoiceState} />,
          },
          {
            title: t('createdTime'),
            key: 'createdTime',
            width: 150,
            render: (_value, row) => formatDateTime(row.createdTime),
          },
        ]}
      />
      {chosen.length > 0 ? (
        <Typography.Text type="secondary">
          {t('mail.chosen', {
            count: chosen.length,
            amount: formatAmount(add(...chosen.map((row) => row.totalAmount))),
          })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
};

/**
 * Records that the paper invoices of purchase orders of one supplier were mailed: the supplier, its
 * orders whose invoices are uploaded or approved, the express company and tracking number, who sent
 * it and where it goes.
 */
export const MailingDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('purchaseDocuments');
  const [form] = Form.useForm<MailingForm>();
  const supplierId = Form.useWatch('supplierId', form);
  const express = useExpressCompanies(open);
  const create = useCreateMailing();

  useLayoutEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    await create.mutateAsync({
      purchaseOrderIds: values.purchaseOrderIds ?? [],
      expressCode: values.expressCode ?? '',
      trackingNo: values.trackingNo?.trim() ?? '',
      senderName: values.senderName?.trim() ?? '',
      receiverName: values.receiverName?.trim() ?? '',
      receiverPhone: values.receiverPhone?.trim() ?? '',
      address: values.address?.trim() ?? '',
      remark: values.remark?.trim() || null,
    });
    onClose();
  });

  return (
    <FormDialog
      open={open}
      title={t('mail.dialogTitle')}
      width={860}
      form={form}
      name="mailing"
      labelWidth={100}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
      intro={
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 20 }}>
          {t('mail.dialogIntro')}
        </Typography.Paragraph>
      }
    >
      <Form.Item
        name="supplierId"
        label={t('supplier')}
        rules={[{ required: true, message: t('mail.chooseSupplier') }]}
      >
        <SupplierSelect
          style={{ width: 320 }}
          onChange={(id) => form.setFieldsValue({ supplierId: id, purchaseOrderIds: [] })}
        />
      </Form.Item>
      <Form.Item
        name="purchaseOrderIds"
        label={t('mail.purchaseOrders')}
        rules={[{ required: true, type: 'array', min: 1, message: t('mail.ordersRequired') }]}
      >
        <MailableOrders supplierId={supplierId} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          name="expressCode"
          label={t('mail.express')}
          rules={[{ required: true, message: t('mail.expressRequired') }]}
          style={{ flex: 1, minWidth: 320 }}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={express.isPending}
            placeholder={t('mail.expressPlaceholder')}
            options={(express.data ?? []).map((company) => ({ value: company.code, label: company.name }))}
          />
        </Form.Item>
        <Form.Item
          name="trackingNo"
          label={t('mail.trackingNo')}
          rules={[
            { required: true, whitespace: true, message: t('mail.trackingNoRequired') },
            { pattern: TRACKING_NO, message: t('mail.trackingNoRule') },
          ]}
          style={{ flex: 1, minWidth: 320 }}
        >
          <Input maxLength={40} allowClear />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item
          name="senderName"
          label={t('mail.sender')}
          rules={[{ required: true, whitespace: true, message: t('mail.senderRequired') }]}
          style={{ flex: 1, minWidth: 320 }}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="receiverName"
          label={t('mail.receiver')}
          rules={[{ required: true, whitespace: true, message: t('mail.receiverRequired') }]}
          style={{ flex: 1, minWidth: 320 }}
        >
          <Input maxLength={30} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="receiverPhone"
        label={t('mail.phone')}
        rules={[{ required: true, pattern: PHONE, message: t('mail.phoneRule') }]}
      >
        <Input maxLength={20} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item
        name="address"
        label={t('mail.address')}
        rules={[{ required: true, whitespace: true, message: t('mail.addressRequired') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="remark" label={t('mail.remark')}>
        <Input.TextArea maxLength={200} rows={2} showCount />
      </Form.Item>
    </FormDialog>
  );
};
