import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AntdRoot } from '../../../app/components/AntdRoot';
import { showFieldErrors } from '../../../shared/form-errors';
import { authApi } from '../auth.api';
import { AuthLayout } from '../components/AuthLayout';
import { SmsCodeField } from '../components/SmsCodeField';
import { MOBILE_PATTERN, PASSWORD_PATTERN, sameAsPassword } from '../form-rules';

type ForgetForm = { mobile: string; smsCode: string; password: string; confirm: string };

/** Forgotten password: the registered mobile and its SMS code, then a new password; back to sign-in. */
export default function ForgetPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<ForgetForm>();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: ForgetForm) => {
    setSubmitting(true);
    try {
      await authApi.resetPassword(values);
      void message.success(t('forget.success'));
      navigate('/login', { replace: true });
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AntdRoot>
      <AuthLayout title={t('forget.title')} subtitle={t('forget.subtitle')}>
        <Form<ForgetForm>
          form={form}
          size="large"
          onFinish={(values) => void submit(values)}
          requiredMark={false}
          validateTrigger="onBlur"
        >
          <Form.Item
            name="mobile"
            rules={[
              { required: true, message: t('register.mobileRequired') },
              { pattern: MOBILE_PATTERN, message: t('register.mobileInvalid') },
            ]}
          >
            <Input
              prefix={<MobileOutlined />}
              placeholder={t('register.mobile')}
              maxLength={11}
              autoComplete="tel"
            />
          </Form.Item>
          <SmsCodeField form={form} scene="forget" />
          <Form.Item
            name="password"
            extra={t('register.passwordRule')}
            rules={[
              { required: true, message: t('forget.passwordRequired') },
              { pattern: PASSWORD_PATTERN, message: t('register.passwordRule') },
            ]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('forget.password')}
              autoComplete="new-password"
            />
          </Form.Item>
          <Form.Item
            name="confirm"
            dependencies={['password']}
            rules={[
              { required: true, message: t('forget.confirmRequired') },
              sameAsPassword(t('register.mismatch')),
            ]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('forget.confirm')}
              autoComplete="new-password"
            />
          </Form.Item>
          <Form.Item style={{ marginBottom: 16 }}>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {t('forget.submit')}
            </Button>
          </Form.Item>
        </Form>
        <div className="auth-foot">
          <Link to="/login">{t('register.toLogin')}</Link>
        </div>
      </AuthLayout>
    </AntdRoot>
  );
}
