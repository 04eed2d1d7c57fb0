import { useCallback, useEffect, useState } from 'react';

/** Seconds left before the SMS code may be requested again; `start(n)` begins counting down. */
export const useCountdown = (): [number, (seconds: number) => void] => {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback((seconds: number) => setLeft(seconds), []);
  return [left, start];
};

/** Spec: the SMS button waits 60 s (the server may ask for longer with resendAfter). */
export const SMS_RESEND_SECONDS = 60;
