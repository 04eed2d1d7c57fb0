import { CheckCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageLinks } from '../../../app/components/LanguageLinks';
import { LogoMark } from '../../../app/components/Logo';
import '../auth.css';

/** The public pages' frame: the brand panel on the left, the form card on the right. */
export const AuthLayout = ({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <div className="auth-page">
      <aside className="auth-brand">
        <Link to="/medium" className="auth-brand-logo">
          <LogoMark size={36} />
          <span>{t('common:platformName')}</span>
        </Link>
        <div className="auth-brand-body">
          <p className="auth-brand-slogan">
            {t('auth:brand.slogan')}
            <br />
            {t('auth:brand.sloganLine2')}
          </p>
          <ul>
            {(['point1', 'point2', 'point3'] as const).map((key) => (
              <li key={key}>
                <CheckCircleFilled />
                <span>{t(`auth:brand.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="auth-brand-foot">
          © {new Date().getFullYear()} {t('common:platformName')}
        </div>
      </aside>
      <main className="auth-main">
        <LanguageLinks className="auth-language" />
        <section className="auth-card">
          <header className="auth-card-head">
            <div className="auth-card-logo">
              <LogoMark size={32} />
              <span>{t('common:platformName')}</span>
            </div>
            {/* The page's one level-one heading: the form's title (the slogan beside it is a tagline). */}
            <h1>{title}</h1>
            {subtitle ? <p>{subtitle}</p> : null}
          </header>
          {children}
        </section>
      </main>
    </div>
  );
};
