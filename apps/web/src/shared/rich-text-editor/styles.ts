import type { GlobalToken } from 'antd';
import type { CSSProperties } from 'react';

/** Styles of the frame and the content (React 19 hoists this once, however many editors are on the page). */
export const CONTENT_CSS = `
.portal-rich-text-root { border: var(--portal-rich-text-line) solid var(--portal-rich-text-border); }
.portal-rich-text-root:not([data-disabled]):hover { border-color: var(--portal-rich-text-hover); }
.portal-rich-text-root:not([data-disabled]):focus-within {
  border-color: var(--portal-rich-text-focus);
  box-shadow: 0 0 0 var(--portal-rich-text-outline-width) var(--portal-rich-text-outline);
}
.portal-rich-text:focus { outline: none; }
.portal-rich-text p, .portal-rich-text div { margin: 0 0 8px; }
.portal-rich-text h3 { margin: 8px 0; font-size: 1.17em; font-weight: 600; color: inherit; }
.portal-rich-text ul, .portal-rich-text ol { margin: 0 0 8px; padding-inline-start: 24px; }
.portal-rich-text img { max-width: 100%; height: auto; }
.portal-rich-text a { color: var(--portal-rich-text-link); }
`;

/** The frame's colours as an input's (antd's tokens): its border, hover and focus, in error too. */
export const rootStyleOf = (
  token: GlobalToken,
  { error, disabled }: { error: boolean; disabled?: boolean },
): CSSProperties =>
  ({
    '--portal-rich-text-link': token.colorLink,
    '--portal-rich-text-line': `${token.lineWidth}px`,
    '--portal-rich-text-border': error ? token.colorError : token.colorBorder,
    '--portal-rich-text-hover': error ? token.colorErrorHover : token.colorPrimaryHover,
    '--portal-rich-text-focus': error ? token.colorError : token.colorPrimary,
    '--portal-rich-text-outline': error ? token.colorErrorOutline : token.controlOutline,
    '--portal-rich-text-outline-width': `${token.controlOutlineWidth}px`,
    borderRadius: token.borderRadius,
    background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    color: disabled ? token.colorTextDisabled : token.colorText,
    transition: `all ${token.motionDurationMid}`,
  }) as CSSProperties;
