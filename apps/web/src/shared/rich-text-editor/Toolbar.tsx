import {
  BoldOutlined,
  ClearOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Tooltip, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Format, Formats, Insertion } from './commands';

/** The format buttons, in the toolbar's order, with their texts in the common namespace. */
const FORMAT_TOOLS: { format: Format; label: string; icon: ReactNode }[] = [
  { format: 'bold', label: 'editor.bold', icon: <BoldOutlined /> },
  { format: 'italic', label: 'editor.italic', icon: <ItalicOutlined /> },
  { format: 'underline', label: 'editor.underline', icon: <UnderlineOutlined /> },
  { format: 'heading', label: 'editor.heading', icon: <FontSizeOutlined /> },
  { format: 'insertUnorderedList', label: 'editor.bulletList', icon: <UnorderedListOutlined /> },
  { format: 'insertOrderedList', label: 'editor.numberedList', icon: <OrderedListOutlined /> },
];

export type ToolbarProps = {
  /** The formats at the caret: their buttons show pressed. */
  formats: Formats;
  disabled?: boolean;
  /** The id of the editing area the toolbar acts on. */
  controls?: string;
  onFormat: (format: Format) => void;
  onInsert: (kind: Insertion) => void;
  onClear: () => void;
};

/** The editor's toolbar: formats that toggle, then link, image and clear formatting. */
export const Toolbar = ({ formats, disabled, controls, onFormat, onInsert, onClear }: ToolbarProps) => {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();

  const tool = (label: string, icon: ReactNode, onClick: () => void, pressed?: boolean) => (
    <Tooltip key={label} title={label}>
      <Button
        size="small"
        color={pressed ? 'primary' : 'default'}
        variant={pressed ? 'filled' : 'text'}
        icon={icon}
        aria-label={label}
        aria-pressed={pressed}
        disabled={disabled}
        // Keeps the selection in the editor.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );

  return (
    <div
      role="toolbar"
      aria-label={t('editor.toolbar')}
      aria-controls={controls}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: token.paddingXXS,
        padding: token.paddingXXS,
        borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
      }}
    >
      {FORMAT_TOOLS.map(({ format, label, icon }) =>
        tool(t(label), icon, () => onFormat(format), formats[format]),
      )}
      {tool(t('editor.link'), <LinkOutlined />, () => onInsert('link'))}
      {tool(t('editor.image'), <PictureOutlined />, () => onInsert('image'))}
      {tool(t('editor.clear'), <ClearOutlined />, onClear)}
    </div>
  );
};
