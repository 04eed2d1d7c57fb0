import type { ScmAuthorizationValidity } from '@portal/shared/contracts/scm-goods';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** On offer (green) or withdrawn (grey). */
export const ScmGoodsStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation('scmGoods');
  return (
    <Tag color={state === 1 ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
      {t(`goods.state_${state}`)}
    </Tag>
  );
};

const VALIDITY_COLOURS: Record<ScmAuthorizationValidity, string> = {
  valid: 'success',
  expiring: 'warning',
  expired: 'error',
};

/** A letter's validity today: valid, expiring (within 30 days) or expired. */
export const ValidityTag = ({ validity }: { validity: ScmAuthorizationValidity }) => {
  const { t } = useTranslation('scmGoods');
  return (
    <Tag color={VALIDITY_COLOURS[validity]} style={{ marginInlineEnd: 0 }}>
      {t(`authorization.validity_${validity}`)}
    </Tag>
  );
};
