import { Watermark } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { DATE_TIME_FORMAT } from '@portal/shared/constants';
import { useSessionStore } from '../stores/session.store';
import { useSettingsStore } from '../stores/settings.store';

/** Spec section 9: the watermark's time is refreshed every 500 ms; 14px text rotated -15 degrees. */
export const WATERMARK_REFRESH_MS = 500;

const useNow = (intervalMs: number): string => {
  const [now, setNow] = useState(() => dayjs().format(DATE_TIME_FORMAT));
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs().format(DATE_TIME_FORMAT)), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
};

/**
 * The tiled watermark over every page but login, register and forget (spec section 2): the user's
 * nickname and the current time. antd's Watermark draws it on a layer with pointer-events none.
 */
export const AppWatermark = ({ children }: { children: ReactNode }) => {
  const nickName = useSessionStore((state) => state.user?.nickName ?? state.user?.username ?? '');
  const now = useNow(WATERMARK_REFRESH_MS);
  const dark = useSettingsStore((state) => state.theme.darkMode);
  return (
    <Watermark
      content={nickName ? [nickName, now] : [now]}
      font={{ fontSize: 14, color: dark ? 'rgba(255, 255, 255, 0.08)' : 'rgba(0, 0, 0, 0.08)' }}
      rotate={-15}
      gap={[120, 120]}
      zIndex={999}
      className="app-watermark"
    >
      {children}
    </Watermark>
  );
};
