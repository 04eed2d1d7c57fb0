import { CheckOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Segmented, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../stores/settings.store';
import { COLOR_PRESETS, type ThemeSettings } from '../theme';
import { message } from '../../shared/feedback';

type BooleanKey = {
  [K in keyof ThemeSettings]: ThemeSettings[K] extends boolean ? K : never;
}[keyof ThemeSettings];

const SWITCHES: readonly BooleanKey[] = [
  'fixedSidebar',
  'fixedHeader',
  'fixedBody',
  'showTabs',
  'showFooter',
  'collapse',
  'darkMode',
  'weakMode',
  'compact',
];

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="settings-row">
    <span>{label}</span>
    {children}
  </div>
);

/** The theme settings of spec sections 3 and 9, applied at once and kept under `theme`. */
export const SettingsDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('shell');
  const theme = useSettingsStore((state) => state.theme);
  const update = useSettingsStore((state) => state.update);
  const reset = useSettingsStore((state) => state.reset);

  return (
    <Drawer
      title={t('settings.title')}
      open={open}
      onClose={onClose}
      size={320}
      className="settings-drawer"
      footer={
        <Button
          block
          onClick={() => {
            reset();
            void message.success(t('settings.resetDone'));
          }}
        >
          {t('settings.reset')}
        </Button>
      }
    >
      <Divider titlePlacement="start" plain>
        {t('settings.layout')}
      </Divider>
      <Segmented<ThemeSettings['layout']>
        block
        value={theme.layout}
        onChange={(layout) => update({ layout })}
        options={[
          { value: 'side', label: t('settings.layoutSide') },
          { value: 'head', label: t('settings.layoutHead') },
          { value: 'mix', label: t('settings.layoutMix') },
        ]}
      />
      <Row label={t('settings.sideStyle')}>
        <Segmented<ThemeSettings['sideStyle']>
          size="small"
          value={theme.sideStyle}
          onChange={(sideStyle) => update({ sideStyle })}
          options={[
            { value: 'dark', label: t('settings.dark') },
            { value: 'light', label: t('settings.light') },
          ]}
        />
      </Row>
      <Row label={t('settings.headStyle')}>
        <Segmented<ThemeSettings['headStyle']>
          size="small"
          value={theme.headStyle}
          onChange={(headStyle) => update({ headStyle })}
          options={[
            { value: 'light', label: t('settings.light') },
            { value: 'dark', label: t('settings.dark') },
          ]}
        />
      </Row>
      <Row label={t('settings.tabStyle')}>
        <Segmented<ThemeSettings['tabStyle']>
          size="small"
          value={theme.tabStyle}
          onChange={(tabStyle) => update({ tabStyle })}
          options={[
            { value: 'default', label: t('settings.tabDefault') },
            { value: 'card', label: t('settings.tabCard') },
            { value: 'smooth', label: t('settings.tabSmooth') },
          ]}
        />
      </Row>

      <Divider titlePlacement="start" plain>
        {t('settings.color')}
      </Divider>
      <div className="settings-colors">
        {COLOR_PRESETS.map((color) => (
          <button
            key={color}
            type="button"
            aria-pressed={theme.color === color}
            aria-label={color}
            title={color}
            className="settings-color"
            style={{ background: color }}
            onClick={() => update({ color })}
          >
            {theme.color === color ? <CheckOutlined /> : null}
          </button>
        ))}
      </div>

      <Divider titlePlacement="start" plain>
        {t('settings.display')}
      </Divider>
      {SWITCHES.map((key) => (
        <Row key={key} label={t(`settings.${key}`)}>
          <Switch
            size="small"
            checked={theme[key]}
            aria-label={t(`settings.${key}`)}
            onChange={(checked) => update({ [key]: checked })}
          />
        </Row>
      ))}
    </Drawer>
  );
};
