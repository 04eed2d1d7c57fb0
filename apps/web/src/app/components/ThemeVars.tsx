import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * The theme's colours as CSS variables on the app's root element, for the shell's and the public
 * pages' own CSS (antd's App component sets the full set inside the signed-in layout).
 */
export const ThemeVars = ({ children }: { children: ReactNode }) => {
  const { token } = theme.useToken();
  const style = {
    '--ant-color-primary': token.colorPrimary,
    '--ant-color-primary-bg': token.colorPrimaryBg,
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
