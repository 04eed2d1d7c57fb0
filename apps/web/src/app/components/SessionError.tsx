import { useTranslation } from 'react-i18next';
import { logOut } from '../../modules/auth/use-auth';
import { useSessionStore } from '../stores/session.store';

/** The profile or menu call failed without ending the session (network, server): retry or leave. */
export const SessionError = () => {
  const { t } = useTranslation('shell');
  const error = useSessionStore((state) => state.error);
  const load = useSessionStore((state) => state.load);
  const signOut = useSessionStore((state) => state.signOut);
  return (
    <div className="load-error" role="alert">
      <h3>{t('session.failed')}</h3>
      <p>{error}</p>
      <div className="load-error-actions">
        <button
          type="button"
          className="plain-btn"
          onClick={() => {
            void logOut().catch(() => undefined);
            signOut();
          }}
        >
          {t('session.logout')}
        </button>
        <button type="button" className="plain-btn primary" onClick={() => void load()}>
          {t('session.retry')}
        </button>
      </div>
    </div>
  );
};
