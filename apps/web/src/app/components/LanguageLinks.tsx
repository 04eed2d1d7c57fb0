import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES } from '../../locales';

/** The language switch of the public pages: three plain links (no dropdown, light to load). */
export const LanguageLinks = ({ className }: { className?: string }) => {
  const { t, i18n } = useTranslation('shell');
  return (
    <nav
      className={['language-links', className].filter(Boolean).join(' ')}
      aria-label={t('header.language')}
    >
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          className={i18n.language === code ? 'active' : undefined}
          aria-pressed={i18n.language === code}
          onClick={() => void changeLanguage(code)}
        >
          {t(`language.${code}`)}
        </button>
      ))}
    </nav>
  );
};
