import { MessageOutlined } from '@ant-design/icons';
import { Button, Form, type FormInstance, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SmsScene, sendSmsCode } from '../use-auth';
import { SMS_RESEND_SECONDS, useCountdown } from '../use-countdown';

/**
 * The SMS code input with its send button: the mobile field is validated first, then a code is
 * requested and the button counts down 60 s (or the server's resendAfter).
 */
export const SmsCodeField = ({ form, scene }: { form: FormInstance; scene: SmsScene }) => {
  const { t } = useTranslation('auth');
  const [left, start] = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    let mobile: string;
    try {
      mobile = (await form.validateFields(['mobile'])).mobile as string;
    } catch {
      return;
    }
    setSending(true);
    try {
      const result = await sendSmsCode(mobile, scene);
      start(Math.max(result?.resendAfter ?? 0, SMS_RESEND_SECONDS));
    } catch {
      // Shown by the presenter (rate limit, unknown mobile ...).
    } finally {
      setSending(false);
    }
  };

  return (
    <Form.Item required>
      <div className="auth-sms">
        <Form.Item
          name="smsCode"
          noStyle
          rules={[
            { required: true, whitespace: true, message: t('register.smsCodeRequired') },
            { pattern: /^\d{6}$/, message: t('register.smsCodeInvalid') },
          ]}
        >
          <Input
            prefix={<MessageOutlined />}
            placeholder={t('register.smsCode')}
            aria-label={t('register.smsCode')}
            maxLength={6}
            autoComplete="one-time-code"
          />
        </Form.Item>
        <Button disabled={left > 0} loading={sending} onClick={() => void send()}>
          {left > 0 ? t('register.resend', { seconds: left }) : t('register.sendCode')}
        </Button>
      </div>
    </Form.Item>
  );
};
