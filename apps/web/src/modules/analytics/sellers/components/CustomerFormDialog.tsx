import { CustomerLimits, type CustomerRow } from '@portal/shared/contracts/sellers';
import { PHONE_PATTERN } from '@portal/shared/contracts/sourcing';
import { Col, Form, Input, Row } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/FormDialog';
import { RegionCascader } from '../../../../shared/selectors/RegionCascader';
import { SellerSelect } from '../../../../shared/selectors/SellerSelect';
import { useFormSave } from '../../../../shared/use-form-save';
import { useAddCustomer, useUpdateCustomer } from '../use-sellers';

type Values = {
  name: string;
  contactName?: string;
  contactPhone?: string;
  region?: number[];
  address?: string;
  remark?: string;
  sellerId?: number;
};

/** A customer to add (`{}`), or to edit (its row), or none (closed). */
export type CustomerFormTarget = { customer?: CustomerRow };

const blankToNull = (value: string | undefined) => value?.trim() || null;

/** Adds a customer by hand (optionally assigned at once) or edits one's contact, region and remark. */
export const CustomerFormDialog = ({
  target,
  onClose,
}: {
  target: CustomerFormTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('sellers');
  const [form] = Form.useForm<Values>();
  const add = useAddCustomer();
  const update = useUpdateCustomer();
  const editing = target?.customer;

  useLayoutEffect(() => {
    if (!target) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        name: editing.name,
        contactName: editing.contactName ?? undefined,
        contactPhone: editing.contactPhone ?? undefined,
        region: editing.regionCodes?.map(Number),
        address: editing.address ?? undefined,
        remark: editing.remark ?? undefined,
      });
    }
  }, [target, editing, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    const details = {
      contactName: blankToNull(values.contactName),
      contactPhone: blankToNull(values.contactPhone),
      regionCodes: values.region?.length ? values.region.map(String) : null,
      address: blankToNull(values.address),
      remark: blankToNull(values.remark),
    };
    if (editing) await update.mutateAsync({ ...details, id: editing.id });
    else await add.mutateAsync({ ...details, name: values.name.trim(), sellerId: values.sellerId ?? null });
    onClose();
  });

  return (
    <FormDialog
      open={target !== null}
      title={editing ? t('customer.editTitle') : t('customer.addTitle')}
      width={720}
      form={form}
      name="customer"
      labelWidth={120}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item
            name="name"
            label={t('customer.name')}
            extra={editing ? undefined : t('customer.nameHint')}
            rules={[{ required: true, whitespace: true, message: t('customer.nameRequired') }]}
          >
            <Input maxLength={CustomerLimits.name} showCount disabled={Boolean(editing)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="contactName" label={t('customer.contactName')}>
            <Input maxLength={CustomerLimits.contactName} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="contactPhone"
            label={t('customer.contactPhone')}
            rules={[
              {
                pattern: PHONE_PATTERN,
                message: t('customer.phoneInvalid'),
                transform: (v: string) => v?.trim(),
              },
            ]}
          >
            <Input maxLength={CustomerLimits.contactPhone} inputMode="tel" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="region" label={t('customer.region')}>
            <RegionCascader style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="address" label={t('customer.address')}>
            <Input maxLength={CustomerLimits.address} />
          </Form.Item>
        </Col>
        {editing ? null : (
          <Col span={24}>
            <Form.Item name="sellerId" label={t('customer.sellerOptional')}>
              <SellerSelect activeOnly style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
        <Col span={24}>
          <Form.Item name="remark" label={t('customer.remark')}>
            <Input.TextArea rows={2} maxLength={CustomerLimits.remark} showCount />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
};
