import { compareMoney } from '@portal/shared/money-text';
import { EMPTY_VALUE, formatAmount } from '../../../../shared/format';
import { Text } from '../../../../shared/Text';

/** A margin: a loss in the danger colour, a gain in the success colour; none as '-'. */
export const MarginText = ({ value, strong }: { value: string | null; strong?: boolean }) => {
  if (value === null) return <>{EMPTY_VALUE}</>;
  const sign = compareMoney(value, 0);
  return (
    <Text strong={strong} type={sign < 0 ? 'danger' : sign > 0 ? 'success' : undefined}>
      {formatAmount(value)}
    </Text>
  );
};

/** A margin rate in percent ('12.50' -> '12.50%'), '-' without one. */
export const rateText = (value: string | null) => (value === null ? EMPTY_VALUE : `${value}%`);
