import { isUnifiedSocialCreditCode } from '@portal/shared/contracts/partner-profile';
import { SupplierLimits, type SupplierRow } from '@portal/shared/contracts/suppliers';
import { PHONE_PATTERN } from '@portal/shared/contracts/sourcing';
import { Col, Form, Input, Row } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/FormDialog';
import { LabelSelect } from '../../../../shared/selectors/LabelSelect';
import { ReferrerSelect } from '../../../../shared/selectors/ReferrerSelect';
import { RegionCascader } from '../../../../shared/selectors/RegionCascader';
import { useFormSave } from '../../../../shared/use-form-save';
import { useAddSupplier, useUpdateSupplier } from '../use-suppliers';

type Values = {
  name: string;
  creditCode: string;
  contactName: string;
  contactPhone: string;
  email?: string;
  bankName?: string;
  bankAccount?: string;
  region?: number[];
  address?: string;
  referrerId?: number;
  labelIds?: number[];
  remark?: string;
};

/** A supplier to add (`{}`), or to edit (its row), or none (closed). */
export type SupplierFormTarget = { supplier?: SupplierRow };

const blankToNull = (value: string | undefined) => value?.trim() || null;

/** Adds a supplier or edits one: details, region, referrer and labels. */
export const SupplierFormDialog = ({
  target,
  onClose,
}: {
  target: SupplierFormTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('suppliers');
  const [form] = Form.useForm<Values>();
  const add = useAddSupplier();
  const update = useUpdateSupplier();
  const editing = target?.supplier;

  // Reset before the dialog is painted, so nothing typed into it at once is wiped.
  useLayoutEffect(() => {
    if (!target) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        name: editing.name,
        creditCode: editing.creditCode ?? '',
        contactName: editing.contactName,
        contactPhone: editing.contactPhone,
        email: editing.email ?? undefined,
        bankName: editing.bankName ?? undefined,
        bankAccount: editing.bankAccount ?? undefined,
        region: editing.regionCodes?.map(Number),
        address: editing.address ?? undefined,
        referrerId: editing.referrerId ?? undefined,
        labelIds: editing.labels.map((label) => label.id),
        remark: editing.remark ?? undefined,
      });
    }
  }, [target, editing, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    const input = {
      name: values.name.trim(),
      creditCode: values.creditCode.trim().toUpperCase(),
      contactName: values.contactName.trim(),
      contactPhone: values.contactPhone.trim(),
      email: blankToNull(values.email),
      bankName: blankToNull(values.bankName),
      bankAccount: blankToNull(values.bankAccount),
      regionCodes: values.region?.length ? values.region.map(String) : null,
      address: blankToNull(values.address),
      referrerId: values.referrerId ?? null,
      labelIds: values.labelIds ?? [],
      remark: blankToNull(values.remark),
    };
    if (editing) await update.mutateAsync({ ...input, id: editing.id });
    else await add.mutateAsync(input);
    onClose();
  });

  const required = (message: string) => ({ required: true, whitespace: true, message });

  return (
    <FormDialog
      open={target !== null}
      title={editing ? t('supplier.editTitle') : t('supplier.addTitle')}
      width={860}
      form={form}
      name="supplier"
      labelWidth={144}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item name="name" label={t('supplier.name')} rules={[required(t('supplier.nameRequired'))]}>
            <Input maxLength={SupplierLimits.name} showCount />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="creditCode"
            label={t('supplier.creditCode')}
            extra={t('supplier.creditCodeHint')}
            rules={[
              required(t('supplier.creditCodeRequired')),
              {
                validator: (_rule, value: string | undefined) =>
                  !value?.trim() || isUnifiedSocialCreditCode(value.trim().toUpperCase())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('supplier.creditCodeInvalid'))),
              },
            ]}
          >
            <Input maxLength={18} style={{ width: 260, textTransform: 'uppercase' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="contactName"
            label={t('supplier.contactName')}
            rules={[required(t('supplier.contactRequired'))]}
          >
            <Input maxLength={SupplierLimits.contactName} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="contactPhone"
            label={t('supplier.contactPhone')}
            rules={[
              required(t('supplier.phoneRequired')),
              {
                pattern: PHONE_PATTERN,
                message: t('supplier.phoneInvalid'),
                transform: (v: string) => v?.trim(),
              },
            ]}
          >
            <Input maxLength={SupplierLimits.phone} inputMode="tel" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="email"
            label={t('supplier.email')}
            rules={[{ type: 'email', message: t('supplier.emailInvalid') }]}
          >
            <Input maxLength={SupplierLimits.email} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="referrerId" label={t('supplier.referrer')}>
            <ReferrerSelect style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="bankName" label={t('supplier.bankName')}>
            <Input maxLength={SupplierLimits.bankName} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="bankAccount"
            label={t('supplier.bankAccount')}
            rules={[{ pattern: /^[\d\s]{6,40}$/, message: t('supplier.bankAccountInvalid') }]}
          >
            <Input maxLength={40} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="region" label={t('supplier.region')}>
            <RegionCascader style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="address" label={t('supplier.address')}>
            <Input maxLength={SupplierLimits.address} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="labelIds" label={t('supplier.labels')}>
            <LabelSelect maxCount={20} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('supplier.remark')}>
            <Input.TextArea rows={2} maxLength={SupplierLimits.remark} showCount />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
};
