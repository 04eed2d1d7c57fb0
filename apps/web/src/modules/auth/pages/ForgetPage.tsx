import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AntdRoot } from '../../../app/components/AntdRoot';
import { message } from '../../../shared/feedback';
import { useFormSave } from '../../../shared/use-form-save';
import { resetPassword } from '../use-auth';
import { AuthLayout } from '../components/AuthLayout';
import { MobileField, NewPasswordFields } from '../components/AccountFields';
import { SmsCodeField } from '../components/SmsCodeField';

type ForgetForm = { mobile: string; smsCode: string; password: string; confirm: string };

/** Forgotten password: the registered mobile and its SMS code, then a new password; back to sign-in. */
export default function ForgetPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<ForgetForm>();
  const navigate = useNavigate();
  const { saving, save } = useFormSave(form, async (values) => {
    await resetPassword(values);
    void message.success(t('forget.success'));
    navigate('/login', { replace: true });
  });

  return (
    <AntdRoot>
      <AuthLayout title={t('forget.title')} subtitle={t('forget.subtitle')}>
        <Form<ForgetForm>
          form={form}
          size="large"
          onFinish={() => void save()}
          requiredMark={false}
          validateTrigger="onBlur"
        >
          <MobileField />
          <SmsCodeField form={form} scene="forget" />
          <NewPasswordFields page="forget" />
          <Form.Item style={{ marginBottom: 16 }}>
            <Button type="primary" htmlType="submit" block loading={saving}>
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
