import { MailState, PurchaseState } from '@portal/shared/scm-states';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<PurchaseState, string> = {
  [PurchaseState.draft]: 'default',
  [PurchaseState.submitted]: 'orange',
  [PurchaseState.confirmed]: 'blue',
  [PurchaseState.shipped]: 'cyan',
  [PurchaseState.received]: 'purple',
  [PurchaseState.completed]: 'success',
  [PurchaseState.cancelled]: 'default',
};

const MAIL_COLORS: Record<MailState, string> = {
  [MailState.none]: 'default',
  [MailState.mailed]: 'processing',
  [MailState.delivered]: 'success',
};

/** A purchase order's state as a coloured tag. */
export const PurchaseStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation('purchaseDocuments');
  return (
    <Tag color={STATE_COLORS[state as PurchaseState]} style={{ marginInlineEnd: 0 }}>
      {t(`purchaseState_${state}`)}
    </Tag>
  );
};

/** The invoice's mailing (not mailed, mailed, delivered) as a coloured tag. */
export const MailStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation('purchaseDocuments');
  return (
    <Tag color={MAIL_COLORS[state as MailState]} style={{ marginInlineEnd: 0 }}>
      {t(`mailState_${state}`)}
    </Tag>
  );
};
