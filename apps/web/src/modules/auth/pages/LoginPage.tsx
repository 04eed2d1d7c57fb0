import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { homePathOf } from '../../../app/menu-routes';
import { afterLoginPath, landingPathOf } from '../../../app/navigation';
import { useSessionStore } from '../../../app/stores/session.store';
import { logIn, newCaptcha } from '../use-auth';
import { AuthInput } from '../components/AuthInput';
import { AuthLayout } from '../components/AuthLayout';

type Field = 'username' | 'password' | 'captcha';
type CaptchaState = { captchaId: string; image: string } | null;

const REQUIRED: Record<Field, string> = {
  username: 'login.usernameRequired',
  password: 'login.passwordRequired',
  captcha: 'login.captchaRequired',
};

/**
 * Sign-in (spec sections 2 and 6): username, password and the image captcha (a new one on click and
 * after every failed attempt); "remember me" keeps the token in localStorage, otherwise in
 * sessionStorage. Then to `from`, or home. Drawn without antd components so the first page a user
 * sees loads fast (DESIGN.md section 5); it looks like the antd screens behind it.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSessionStore((state) => state.signIn);
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [remember, setRemember] = useState(false);
  const [captcha, setCaptcha] = useState<CaptchaState>(null);
  const [submitting, setSubmitting] = useState(false);

  const refreshCaptcha = useCallback(async () => {
    setValues((v) => ({ ...v, captcha: '' }));
    try {
      setCaptcha(await newCaptcha());
    } catch {
      setCaptcha(null);
    }
  }, []);

  useEffect(() => {
    void refreshCaptcha();
  }, [refreshCaptcha]);

  const errorOf = (field: Field, value: string): string | undefined =>
    value.trim() || (field === 'captcha' && !captcha) ? undefined : t(REQUIRED[field]);

  const bind = (field: Field) => ({
    id: `login-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [field]: value }));
      if (errors[field]) setErrors((e) => ({ ...e, [field]: errorOf(field, value) }));
    },
    onBlur: () => setErrors((e) => ({ ...e, [field]: errorOf(field, values[field]) })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found: Partial<Record<Field, string>> = {
      username: errorOf('username', values.username),
      password: errorOf('password', values.password),
      captcha: errorOf('captcha', values.captcha),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    try {
      const { token } = await logIn({
        username: values.username.trim(),
        password: values.password,
        captchaId: captcha?.captchaId ?? '',
        captcha: values.captcha.trim(),
        remember,
      });
      await signIn(token, remember);
      // Straight to the home path (spec section 2: the root redirects there); with no session
      // loaded, the root's guard shows why.
      const session = useSessionStore.getState();
      const home =
        session.status === 'ready'
          ? landingPathOf(homePathOf(session.menus), session.user?.partnerState)
          : '/';
      navigate(afterLoginPath(params.get('from'), home), { replace: true });
    } catch {
      // The presenter showed the reason; a used captcha is never valid twice.
      void refreshCaptcha();
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.welcome')}>
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <AuthInput
          {...bind('username')}
          prefix={<UserOutlined />}
          placeholder={t('login.username')}
          aria-label={t('login.username')}
          autoComplete="username"
          autoFocus
        />
        <AuthInput
          {...bind('password')}
          prefix={<LockOutlined />}
          reveal={{ show: t('login.showPassword'), hide: t('login.hidePassword') }}
          placeholder={t('login.password')}
          aria-label={t('login.password')}
          autoComplete="current-password"
        />
        {captcha ? (
          <div className="auth-captcha">
            <AuthInput
              {...bind('captcha')}
              prefix={<SafetyOutlined />}
              placeholder={t('login.captcha')}
              aria-label={t('login.captcha')}
              maxLength={8}
              autoComplete="off"
            />
            <button
              type="button"
              className="auth-captcha-image"
              title={t('login.captchaRefresh')}
              aria-label={t('login.captchaRefresh')}
              onClick={() => void refreshCaptcha()}
            >
              <img src={captcha.image} alt={t('login.captcha')} />
            </button>
          </div>
        ) : null}
        <div className="auth-row">
          <label className="auth-checkbox">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            <span>{t('login.remember')}</span>
          </label>
          <Link to="/forget">{t('login.forget')}</Link>
        </div>
        <button type="submit" className="auth-submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? <span className="auth-spinner" aria-hidden="true" /> : null}
          {t('login.submit')}
        </button>
      </form>
      <div className="auth-foot">
        {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
      </div>
    </AuthLayout>
  );
}
