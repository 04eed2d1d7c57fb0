import { ACCOUNTING_SYSTEMS, type AccountingSettingsInput } from '@portal/shared/contracts/orders';
import { Button, Card, Form, Input, Select, Skeleton, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../shared/Authorized';
import { formatDateTime } from '../../../shared/format';
import { useFormSave } from '../../../shared/use-form-save';
import { useAccountingSettings, useSaveAccountingSettings } from '../use-tracking';

/** The partner's accounting-system connection: which system, where to send, its token, on or off. */
export const AccountingSettingsCard = () => {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<AccountingSettingsInput>();
  const settings = useAccountingSettings();
  const saveSettings = useSaveAccountingSettings();

  useEffect(() => {
    if (settings.data) {
      form.setFieldsValue({
        system: settings.data.system,
        url: settings.data.url,
        enabled: settings.data.enabled,
        token: undefined,
      });
    }
  }, [settings.data, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    await saveSettings.mutateAsync({ ...values, token: values.token || undefined });
  });

  return (
    <Card
      size="small"
      title={t('accounting.settingsTitle')}
      extra={
        settings.data?.updatedTime ? (
          <Typography.Text type="secondary">
            {t('accounting.updatedTime', { time: formatDateTime(settings.data.updatedTime) })}
          </Typography.Text>
        ) : null
      }
    >
      {settings.isPending ? (
        <Skeleton active />
      ) : (
        <Form form={form} name="accounting" layout="inline" style={{ rowGap: 12 }}>
          <Form.Item name="system" label={t('accounting.system')} initialValue="webhook">
            <Select
              style={{ width: 160 }}
              options={ACCOUNTING_SYSTEMS.map((system) => ({
                value: system,
                label: t(`accounting.system_${system}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="url"
            label={t('accounting.url')}
            rules={[
              { required: true, message: t('accounting.urlRule') },
              { pattern: /^https?:\/\/\S+$/i, message: t('accounting.urlRule') },
            ]}
          >
            <Input style={{ width: 320 }} placeholder="https://" />
          </Form.Item>
          <Form.Item name="token" label={t('accounting.token')}>
            <Input.Password
              style={{ width: 220 }}
              autoComplete="new-password"
              placeholder={
                settings.data?.tokenSet ? t('accounting.tokenKept') : t('accounting.tokenOptional')
              }
            />
          </Form.Item>
          <Form.Item
            name="enabled"
            label={t('accounting.enabled')}
            valuePropName="checked"
            initialValue={false}
          >
            <Switch />
          </Form.Item>
          <Authorized code="order:sync">
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {t('accounting.save')}
            </Button>
          </Authorized>
        </Form>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('accounting.hint')}
      </Typography.Paragraph>
    </Card>
  );
};
