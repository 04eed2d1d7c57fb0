import { CopyOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { message } from './feedback';

/** Copies `text` to the clipboard and says so for one second (spec section 8, 'copy succeeded'). */
export const copyText = async (text: string): Promise<void> => {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Plain-http pages have no Clipboard API: fall back to a hidden textarea.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  document.body.removeChild(area);
  if (!copied) throw new Error('copy failed');
};

export type CopyIconProps = { text: string | number | null | undefined };

/** The copy-to-clipboard icon of spec section 2 (Selectors). */
export const CopyIcon = ({ text }: CopyIconProps) => {
  const { t } = useTranslation('communal');
  if (text === null || text === undefined || text === '') return null;
  const copy = async () => {
    try {
      await copyText(String(text));
      void message.success(t('copy.succeeded'), 1);
    } catch {
      void message.error(t('copy.failed'), 1);
    }
  };
  return (
    <Tooltip title={t('copy.tooltip')}>
      <CopyOutlined
        role="button"
        aria-label={t('copy.tooltip')}
        style={{ cursor: 'pointer', color: 'var(--ant-color-primary)', marginInlineStart: 4 }}
        onClick={() => void copy()}
      />
    </Tooltip>
  );
};
