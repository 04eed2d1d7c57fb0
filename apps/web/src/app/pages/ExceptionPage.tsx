import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export type ExceptionCode = 403 | 404 | 500;

/** The exception pages of the spec's screen groups: 403, 404 (also the catch-all) and 500. */
export default function ExceptionPage({ code }: { code: ExceptionCode }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Result
      status={code}
      title={code}
      subTitle={t(`exception.${code}`)}
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          {t('exception.backHome')}
        </Button>
      }
    />
  );
}
