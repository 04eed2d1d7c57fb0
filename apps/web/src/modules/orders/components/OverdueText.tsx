import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE } from '../../../shared/format';
import { Text } from '../../../shared/Text';
import { overdueOf, overdueTextOf } from '../overdue';

const MINUTE = 60_000;

/** The time now, refreshed every minute (the overdue texts count minutes). */
export const useMinuteClock = (): number => {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
};

/** How long an order is past its confirmation deadline ("已超时 2 天 3 小时"). */
export const OverdueText = ({ deadline }: { deadline: string | null }) => {
  const { t } = useTranslation('orders');
  const overdue = overdueOf(deadline, useMinuteClock());
  if (!overdue) return <>{EMPTY_VALUE}</>;
  const { key, values } = overdueTextOf(overdue);
  return <Text type="danger">{t(key, values)}</Text>;
};
