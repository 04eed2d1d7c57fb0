import type { InvoiceType, PartnerSettings } from '@portal/shared/contracts/partner-profile';
import { Button, Card, Flex, Form, Input, InputNumber, Radio, Skeleton, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../../shared/form-errors';
import { CompanyDetailsCard } from '../components/CompanyDetailsCard';
import { usePartnerSettings, useSaveSettings } from '../use-profile';

const INVOICE_TYPES: readonly InvoiceType[] = ['normal', 'special', 'electronic'];

/**
 * /ucenter/partner_set: the partner's settings (order reminder, invoice type, contact email) and,
 * below them, its company details (read-only, with a change request).
 */
const PartnerSetPage = () => {
  const { t } = useTranslation('partner');
  const settings = usePartnerSettings();
  const saveSettings = useSaveSettings();
  const [form] = Form.useForm<PartnerSettings>();
  const [saving, setSaving] = useState(false);
  const reminder = Form.useWatch('orderConfirmReminder', form);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  const save = async (values: PartnerSettings) => {
    setSaving(true);
    try {
      await saveSettings.mutateAsync({ ...values, contactEmail: values.contactEmail?.trim() ?? '' });
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless" title={t('settings.title')}>
        {settings.data ? (
          <Form<PartnerSettings>
            form={form}
            labelCol={{ flex: '220px' }}
            labelWrap
            wrapperCol={{ flex: 1 }}
            style={{ maxWidth: 720 }}
            onFinish={(values) => void save(values)}
          >
            <Form.Item
              name="orderConfirmReminder"
              label={t('settings.orderConfirmReminder')}
              valuePropName="checked"
              extra={t('settings.orderConfirmReminderHint')}
            >
              <Switch />
            </Form.Item>
            <Form.Item
              name="orderConfirmNoticeHours"
              label={t('settings.orderConfirmNoticeHours')}
              extra={t('settings.orderConfirmNoticeHoursHint')}
              rules={[
                { required: true, type: 'integer', min: 1, max: 72, message: t('settings.hoursRange') },
              ]}
            >
              <InputNumber min={1} max={72} precision={0} disabled={!reminder} suffix={t('settings.hours')} />
            </Form.Item>
            <Form.Item name="defaultInvoiceType" label={t('settings.defaultInvoiceType')}>
              <Radio.Group
                options={INVOICE_TYPES.map((type) => ({
                  value: type,
                  label: t(`settings.invoiceTypes.${type}`),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="contactEmail"
              label={t('settings.contactEmail')}
              validateTrigger="onBlur"
              rules={[{ type: 'email', message: t('settings.emailInvalid') }]}
            >
              <Input maxLength={100} allowClear placeholder="name@example.com" />
            </Form.Item>
            <Form.Item label=" " colon={false}>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t('settings.save')}
              </Button>
            </Form.Item>
          </Form>
        ) : (
          <Skeleton active />
        )}
      </Card>
      <CompanyDetailsCard />
    </Flex>
  );
};

export default PartnerSetPage;
