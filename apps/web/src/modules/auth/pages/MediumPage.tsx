import {
  AccountBookOutlined,
  ArrowRightOutlined,
  FileSearchOutlined,
  ShoppingOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AntdRoot } from '../../../app/components/AntdRoot';
import { AppWatermark } from '../../../app/components/AppWatermark';
import { LanguageLinks } from '../../../app/components/LanguageLinks';
import { LogoMark } from '../../../app/components/Logo';
import '../auth.css';
import '../medium.css';

const FEATURES: ReadonlyArray<{ key: 'goods' | 'orders' | 'settlement' | 'inquiry'; icon: ComponentType }> = [
  { key: 'goods', icon: ShoppingOutlined },
  { key: 'orders', icon: SolutionOutlined },
  { key: 'settlement', icon: AccountBookOutlined },
  { key: 'inquiry', icon: FileSearchOutlined },
];

/** `/medium`: the portal's landing page, what it does and the way in (sign in, register). */
export default function MediumPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  // Spec section 2: every page but login, register and forget carries the watermark.
  return (
    <AntdRoot>
      <AppWatermark>
        <div className="medium">
          <header className="medium-nav">
            <Link to="/medium" className="medium-logo">
              <LogoMark size={30} />
              <span>{t('common:platformName')}</span>
            </Link>
            <div className="medium-nav-right">
              <LanguageLinks />
              <Button type="primary" onClick={() => navigate('/login')}>
                {t('auth:medium.login')}
              </Button>
            </div>
          </header>

          <section className="medium-hero">
            <h1>{t('auth:medium.headline')}</h1>
            <p>{t('auth:medium.intro')}</p>
            <div className="medium-actions">
              <Button type="primary" size="large" onClick={() => navigate('/login')}>
                {t('auth:medium.login')} <ArrowRightOutlined />
              </Button>
              <Button size="large" onClick={() => navigate('/register')}>
                {t('auth:medium.register')}
              </Button>
            </div>
          </section>

          <section className="medium-features">
            {FEATURES.map(({ key, icon: Icon }) => (
              <article key={key} className="medium-feature">
                <span className="medium-feature-icon">
                  <Icon />
                </span>
                <h3>{t(`auth:medium.features.${key}`)}</h3>
                <p>{t(`auth:medium.features.${key}Text`)}</p>
              </article>
            ))}
          </section>

          <section className="medium-steps">
            <h2>{t('auth:medium.steps')}</h2>
            <ol>
              {(['step1', 'step2', 'step3', 'step4'] as const).map((step, index) => (
                <li key={step}>
                  <span className="medium-step-no">{index + 1}</span>
                  <span>{t(`auth:medium.${step}`)}</span>
                </li>
              ))}
            </ol>
          </section>

          <footer className="medium-footer">
            © {new Date().getFullYear()} {t('common:platformName')}
          </footer>
        </div>
      </AppWatermark>
    </AntdRoot>
  );
}
