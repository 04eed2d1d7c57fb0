import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { readableOn } from '../contrast';

/**
 * The theme's colours as CSS variables on the app's root element, for the shell's and the public
 * pages' own CSS (AntdRoot's AppBase gives the signed-in layout antd's full set).
 */
export const ThemeVars = ({ children }: { children: ReactNode }) => {
  const { token } = theme.useToken();
  const style = {
    '--ant-color-primary': token.colorPrimary,
    '--ant-color-primary-bg': token.colorPrimaryBg,
    // The theme colour where it carries text: links, and white text on it (4.5:1, see antd-theme).
    '--portal-color-primary-text': readableOn(token.colorPrimary, token.colorBgContainer),
    '--ant-color-error': token.colorError,
    '--portal-color-error-text': readableOn(token.colorError, token.colorBgContainer),
    '--ant-color-bg-layout': token.colorBgLayout,
    '--ant-color-bg-container': token.colorBgContainer,
    '--ant-color-text': token.colorText,
    '--ant-color-text-secondary': token.colorTextSecondary,
    '--ant-color-text-tertiary': token.colorTextTertiary,
    '--ant-color-border': token.colorBorder,
    '--ant-color-split': token.colorSplit,
    '--ant-color-fill-tertiary': token.colorFillTertiary,
    '--ant-color-fill-quaternary': token.colorFillQuaternary,
    background: token.colorBgLayout,
    color: token.colorText,
  } as CSSProperties;
  return (
    <div className="theme-vars" style={style}>
      {children}
    </div>
  );
};
