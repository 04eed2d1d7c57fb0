import { PHONE_PATTERN } from '@portal/shared/contracts/sourcing';
import { SellerLimits, type SellerRow } from '@portal/shared/contracts/sellers';
import { Col, Form, Input, Row, Select } from 'antd';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/FormDialog';
import { useFormSave } from '../../../../shared/use-form-save';
import { useAddSeller, useSellerAccounts, useUpdateSeller } from '../use-sellers';

type Values = { name: string; phone?: string; email?: string; accountId?: number; remark?: string };

/** A seller to add (`{}`), or to edit (its row), or none (closed). */
export type SellerFormTarget = { seller?: SellerRow };

const blankToNull = (value: string | undefined) => value?.trim() || null;

/** Adds a seller or edits one: name, contact, the account it signs in as, remark. */
export const SellerFormDialog = ({
  target,
  onClose,
}: {
  target: SellerFormTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('sellers');
  const [form] = Form.useForm<Values>();
  const add = useAddSeller();
  const update = useUpdateSeller();
  const editing = target?.seller;
  const [keyword, setKeyword] = useState('');
  const accounts = useSellerAccounts(keyword, target !== null);

  useLayoutEffect(() => {
    if (!target) return;
    form.resetFields();
    setKeyword('');
    if (editing) {
      form.setFieldsValue({
        name: editing.name,
        phone: editing.phone ?? undefined,
        email: editing.email ?? undefined,
        accountId: editing.accountId ?? undefined,
        remark: editing.remark ?? undefined,
      });
    }
  }, [target, editing, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    const input = {
      name: values.name.trim(),
      phone: blankToNull(values.phone),
      email: blankToNull(values.email),
      accountId: values.accountId ?? null,
      remark: blankToNull(values.remark),
    };
    if (editing) await update.mutateAsync({ ...input, id: editing.id });
    else await add.mutateAsync(input);
    onClose();
  });

  const options = (accounts.data ?? []).map((account) => {
    const takenByOther = account.sellerId !== null && account.sellerId !== editing?.id;
    return {
      value: account.id,
      disabled: takenByOther,
      label: takenByOther
        ? `${account.name} (${account.username}) · ${t('seller.accountLinkedTo', { name: account.sellerName })}`
        : `${account.name} (${account.username})`,
    };
  });
  // The linked account stays displayable while a search shows other accounts.
  if (editing?.accountId && !options.some((option) => option.value === editing.accountId)) {
    options.unshift({
      value: editing.accountId,
      disabled: false,
      label: editing.accountName ?? String(editing.accountId),
    });
  }

  return (
    <FormDialog
      open={target !== null}
      title={editing ? t('seller.editTitle') : t('seller.addTitle')}
      width={640}
      form={form}
      name="seller"
      labelWidth={110}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item
            name="name"
            label={t('seller.name')}
            rules={[{ required: true, whitespace: true, message: t('seller.nameRequired') }]}
          >
            <Input maxLength={SellerLimits.name} showCount />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="phone"
            label={t('seller.phone')}
            rules={[
              {
                pattern: PHONE_PATTERN,
                message: t('seller.phoneInvalid'),
                transform: (v: string) => v?.trim(),
              },
            ]}
          >
            <Input maxLength={SellerLimits.phone} inputMode="tel" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="email"
            label={t('seller.email')}
            rules={[{ type: 'email', message: t('seller.emailInvalid') }]}
          >
            <Input maxLength={SellerLimits.email} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="accountId" label={t('seller.account')} extra={t('seller.accountHint')}>
            <Select<number>
              allowClear
              showSearch={{ filterOption: false, onSearch: (value: string) => setKeyword(value.trim()) }}
              loading={accounts.isFetching}
              options={options}
              placeholder={t('seller.accountPlaceholder')}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('seller.remark')}>
            <Input.TextArea rows={2} maxLength={SellerLimits.remark} showCount />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
};
