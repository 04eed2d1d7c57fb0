import { useTranslation } from 'react-i18next';

/** A spinner without antd, for lazy chunks and the session load (keeps the entry small). */
export const PageLoader = ({ full = false }: { full?: boolean }) => {
  const { t } = useTranslation('common');
  return (
    <div
      className={full ? 'page-loader full' : 'page-loader'}
      role="progressbar"
      aria-busy="true"
      aria-label={t('loading')}
    >
      <span />
    </div>
  );
};
