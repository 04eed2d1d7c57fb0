import { useEffect, useState } from 'react';

/** Spec section 9: the page-transition progress finishes after 1.2 s. */
export const PROGRESS_DURATION_MS = 1200;

/**
 * A thin bar at the top of the window on every route change: it runs towards 85% and completes at
 * 1.2 s. `routeKey` changes once per navigation.
 */
export const PageProgress = ({ routeKey }: { routeKey: string }) => {
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');

  useEffect(() => {
    if (!routeKey) return;
    setPhase('idle');
    // Next frame: start from 0 so the width transition runs again.
    const frame = requestAnimationFrame(() => setPhase('running'));
    const timer = setTimeout(() => setPhase('done'), PROGRESS_DURATION_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [routeKey]);

  return <div className={phase === 'idle' ? 'page-progress' : `page-progress ${phase}`} />;
};
