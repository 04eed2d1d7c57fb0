import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AntdRoot } from '../../../app/components/AntdRoot';
import { AppWatermark } from '../../../app/components/AppWatermark';
import { LanguageLinks } from '../../../app/components/LanguageLinks';
import '../auth.css';

/** `/login/result?type=success|fail`: the outcome of a registration. */
export default function LoginResultPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const success = params.get('type') !== 'fail';
  // Spec section 2: every page but login, register and forget carries the watermark.
  return (
    <AntdRoot>
      <AppWatermark>
        <div className="auth-page auth-result">
          <main className="auth-main">
            <LanguageLinks className="auth-language" />
            <section className="auth-card wide">
              <Result
                status={success ? 'success' : 'error'}
                title={success ? t('result.successTitle') : t('result.failTitle')}
                subTitle={success ? t('result.successText') : t('result.failText')}
                extra={
                  success
                    ? [
                        <Button key="login" type="primary" onClick={() => navigate('/login')}>
                          {t('result.toLogin')}
                        </Button>,
                        <Button key="home" onClick={() => navigate('/medium')}>
                          {t('result.home')}
                        </Button>,
                      ]
                    : [
                        <Button key="retry" type="primary" onClick={() => navigate('/register')}>
                          {t('result.retry')}
                        </Button>,
                        <Button key="login" onClick={() => navigate('/login')}>
                          {t('result.toLogin')}
                        </Button>,
                      ]
                }
              />
            </section>
          </main>
        </div>
      </AppWatermark>
    </AntdRoot>
  );
}
