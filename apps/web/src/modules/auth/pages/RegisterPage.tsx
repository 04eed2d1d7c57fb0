import { BankOutlined, IdcardOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AntdRoot } from '../../../app/components/AntdRoot';
import { useFormSave } from '../../../shared/use-form-save';
import { registerPartner } from '../use-auth';
import { AuthLayout } from '../components/AuthLayout';
import { MobileField, NewPasswordFields } from '../components/AccountFields';
import { SmsCodeField } from '../components/SmsCodeField';
import { USERNAME_PATTERN } from '../form-rules';

type RegisterForm = {
  companyName: string;
  contactName: string;
  mobile: string;
  smsCode: string;
  username: string;
  password: string;
  confirm: string;
};

/**
 * Partner registration: company, contact, mobile with an SMS code, login name and password. The new
 * partner starts in state 4 and completes its details after signing in; success opens the result page.
 */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<RegisterForm>();
  const navigate = useNavigate();
  const { saving, save } = useFormSave(form, async (values) => {
    await registerPartner(values);
    navigate('/login/result?type=success', { replace: true });
  });

  return (
    <AntdRoot>
      <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
        <Form<RegisterForm>
          form={form}
          size="large"
          onFinish={() => void save()}
          requiredMark={false}
          validateTrigger="onBlur"
        >
          <Form.Item
            name="companyName"
            rules={[
              { required: true, whitespace: true, message: t('register.companyNameRequired') },
              { max: 50 },
            ]}
          >
            <Input
              prefix={<BankOutlined />}
              placeholder={t('register.companyName')}
              aria-label={t('register.companyName')}
              maxLength={50}
            />
          </Form.Item>
          <Form.Item
            name="contactName"
            rules={[{ required: true, whitespace: true, message: t('register.contactNameRequired') }]}
          >
            <Input
              prefix={<IdcardOutlined />}
              placeholder={t('register.contactName')}
              aria-label={t('register.contactName')}
              maxLength={20}
            />
          </Form.Item>
          <MobileField />
          <SmsCodeField form={form} scene="register" />
          <Form.Item
            name="username"
            extra={t('register.usernameRule')}
            rules={[
              { required: true, whitespace: true, message: t('register.usernameRequired') },
              { pattern: USERNAME_PATTERN, message: t('register.usernameRule') },
            ]}
          >
            <Input
              prefix={<UserOutlined />}
              placeholder={t('register.username')}
              aria-label={t('register.username')}
              autoComplete="username"
            />
          </Form.Item>
          <NewPasswordFields page="register" />
          <p className="auth-note">{t('register.agree')}</p>
          <Form.Item style={{ marginBottom: 16 }}>
            <Button type="primary" htmlType="submit" block loading={saving}>
              {t('register.submit')}
            </Button>
          </Form.Item>
        </Form>
        <div className="auth-foot">
          {t('register.hasAccount')} <Link to="/login">{t('register.toLogin')}</Link>
        </div>
      </AuthLayout>
    </AntdRoot>
  );
}
