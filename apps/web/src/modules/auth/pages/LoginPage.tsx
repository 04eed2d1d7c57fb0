import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { afterLoginPath } from '../../../app/navigation';
import { useSessionStore } from '../../../app/stores/session.store';
import { authApi } from '../auth.api';
import { AuthLayout } from '../components/AuthLayout';

type LoginForm = { username: string; password: string; captcha: string; remember: boolean };
type CaptchaState = { captchaId: string; image: string } | null;

/**
 * Sign-in (spec sections 2 and 6): username, password and the image captcha (a new one on click and
 * after every failed attempt); "remember me" keeps the token in localStorage, otherwise in
 * sessionStorage. Then to `from`, or home.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginForm>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSessionStore((state) => state.signIn);
  const [captcha, setCaptcha] = useState<CaptchaState>(null);
  const [submitting, setSubmitting] = useState(false);

  const refreshCaptcha = useCallback(async () => {
    try {
      setCaptcha(await authApi.captcha());
    } catch {
      setCaptcha(null);
    }
    form.setFieldValue('captcha', '');
  }, [form]);

  useEffect(() => {
    void refreshCaptcha();
  }, [refreshCaptcha]);

  const submit = async (values: LoginForm) => {
    setSubmitting(true);
    try {
      const { token } = await authApi.login({
        username: values.username,
        password: values.password,
        captchaId: captcha?.captchaId ?? '',
        captcha: values.captcha ?? '',
        remember: values.remember,
      });
      await signIn(token, values.remember);
      navigate(afterLoginPath(params.get('from'), '/'), { replace: true });
    } catch {
      // The presenter showed the reason; a used captcha is never valid twice.
      void refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.welcome')}>
      <Form<LoginForm>
        form={form}
        size="large"
        initialValues={{ remember: false }}
        onFinish={(values) => void submit(values)}
        autoComplete="on"
        requiredMark={false}
      >
        <Form.Item
          name="username"
          rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
        >
          <Input
            prefix={<UserOutlined />}
            placeholder={t('login.username')}
            autoComplete="username"
            autoFocus
          />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('login.password')}
            autoComplete="current-password"
          />
        </Form.Item>
        <Form.Item>
          <div className="auth-captcha">
            <Form.Item
              name="captcha"
              noStyle
              rules={[{ required: Boolean(captcha), whitespace: true, message: t('login.captchaRequired') }]}
            >
              <Input
                prefix={<SafetyOutlined />}
                placeholder={t('login.captcha')}
                maxLength={8}
                autoComplete="off"
              />
            </Form.Item>
            <button
              type="button"
              className="auth-captcha-image"
              title={t('login.captchaRefresh')}
              aria-label={t('login.captchaRefresh')}
              onClick={() => void refreshCaptcha()}
            >
              {captcha ? <img src={captcha.image} alt={t('login.captcha')} /> : null}
            </button>
          </div>
        </Form.Item>
        <div className="auth-row">
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>{t('login.remember')}</Checkbox>
          </Form.Item>
          <Link to="/forget">{t('login.forget')}</Link>
        </div>
        <Form.Item style={{ marginTop: 24, marginBottom: 16 }}>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form.Item>
      </Form>
      <div className="auth-foot">
        {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
      </div>
    </AuthLayout>
  );
}
