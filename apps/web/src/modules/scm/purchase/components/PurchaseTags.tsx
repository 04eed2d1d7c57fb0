import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<number, string> = {
  1: 'default',
  2: 'orange',
  3: 'processing',
  4: 'purple',
  5: 'cyan',
  6: 'success',
  7: 'default',
};
const CODE_COLORS: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'error', 4: 'default' };
const DOCUMENT_COLORS: Record<number, string> = {
  0: 'default',
  1: 'orange',
  2: 'processing',
  3: 'success',
  4: 'error',
};

/** A purchase order's state as a coloured tag. */
export const PurchaseStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation('purchase');
  return (
    <Tag color={STATE_COLORS[state]} style={{ marginInlineEnd: 0 }}>
      {t(`state_${state}`)}
    </Tag>
  );
};

/** A delivery's sign code state as a coloured tag. */
export const CodeStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation('purchase');
  return (
    <Tag color={CODE_COLORS[state]} style={{ marginInlineEnd: 0 }}>
      {t(`codeState_${state}`)}
    </Tag>
  );
};

/** A required document's state (orders' DocumentState) as a coloured tag. */
export const DocumentStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation('purchase');
  return (
    <Tag color={DOCUMENT_COLORS[state]} style={{ marginInlineEnd: 0 }}>
      {t(`document_${state}`)}
    </Tag>
  );
};
