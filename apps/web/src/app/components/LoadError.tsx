import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../../shared/lazy-page';

/** A page that failed to load or render: why, and a way to try again (spec section 8). */
export const LoadError = ({ error, onRetry }: { error: Error; onRetry: () => void }) => {
  const { t } = useTranslation('shell');
  const chunk =
    error instanceof ChunkLoadError ||
    /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <div className="load-error" role="alert">
      <h3>{chunk ? t('loadError.chunkTitle') : t('loadError.title')}</h3>
      <p>{chunk ? t('loadError.chunkHint') : error.message}</p>
      <div className="load-error-actions">
        <button type="button" className="plain-btn" onClick={onRetry}>
          {t('loadError.retry')}
        </button>
        <button type="button" className="plain-btn primary" onClick={() => window.location.reload()}>
          {t('loadError.reload')}
        </button>
      </div>
    </div>
  );
};
