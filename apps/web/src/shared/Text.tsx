import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { ConfigProvider, Tooltip } from 'antd';
import {
  type ComponentProps,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { copyText } from './CopyIcon';
import './text.css';

const classes = (...names: (string | false | undefined)[]): string => names.filter(Boolean).join(' ');

export type TextProps = {
  /** The colour: antd's description grey, success, warning or error text. */
  type?: 'secondary' | 'success' | 'warning' | 'danger';
  strong?: boolean;
  /** One line cut with an ellipsis; `tooltip` shows on hover when the text is cut. */
  ellipsis?: boolean | { tooltip: ReactNode };
  style?: CSSProperties;
  children?: ReactNode;
};

/**
 * Text as antd's Typography.Text shows it (type, strong, one-line ellipsis with a tooltip when
 * cut), from antd's CSS variables: screens that only style text need not load Typography.
 */
export const Text = ({ type, strong, ellipsis, style, children }: TextProps) => {
  const tooltip = typeof ellipsis === 'object' ? ellipsis.tooltip : undefined;
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const text = (
    <span
      ref={ref}
      className={classes('portal-text', type && `portal-text-${type}`, ellipsis && 'portal-text-ellipsis')}
      style={style}
    >
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
  if (tooltip === undefined) return text;
  // Opens on hover only when the text is cut, as antd's ellipsis tooltip.
  const isCut = () => Boolean(ref.current && ref.current.scrollWidth > ref.current.clientWidth);
  return (
    <Tooltip title={tooltip} open={open} onOpenChange={(next) => setOpen(next && isCut())}>
      {text}
    </Tooltip>
  );
};

export type TextLinkProps = Omit<ComponentProps<'button'>, 'type'> & {
  /** Error colours (refuse, cancel). */
  danger?: boolean;
};

/**
 * An action that looks like antd's Typography.Link (a button, so the keyboard reaches it too).
 * Its ref and the other props reach the button: a Popconfirm or Tooltip around it works.
 */
export const TextLink = ({ danger, className, ...props }: TextLinkProps) => (
  <button
    type="button"
    className={classes('portal-link', danger && 'portal-link-danger', className)}
    {...props}
  />
);

/** How long the copy button shows its tick, as antd's (3 s). */
const COPIED_MS = 3000;

/**
 * The copy button of antd's `<Typography.Text copyable={{ text }} />`: the icon with antd's 'Copy'
 * tooltip, a tick and 'Copied' for 3 s after a copy.
 */
export const CopyButton = ({ text }: { text: string }) => {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // antd's words for it (its en_US ones while the language's locale loads).
  const title = copied ? (locale?.Text?.copied ?? 'Copied') : (locale?.Text?.copy ?? 'Copy');
  const copy = async (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    await copyText(text);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  return (
    <span className="portal-text">
      <Tooltip title={title}>
        <button
          type="button"
          className={classes('portal-copy', copied && 'portal-copy-done')}
          aria-label={title}
          onClick={(event) => void copy(event).catch(() => undefined)}
        >
          {copied ? <CheckOutlined /> : <CopyOutlined />}
        </button>
      </Tooltip>
    </span>
  );
};
