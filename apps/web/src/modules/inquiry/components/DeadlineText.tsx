import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { Text } from '../../../shared/Text';
import { useMinuteClock } from '../../orders/components/OverdueText';
import { timeLeftKeyOf, timeLeftOf } from './time-left';

/**
 * A deadline with the time left before it ("剩余 5 小时 12 分"), in the error colour within 24
 * hours (`data-urgent`), "已截止" once passed; `open` false (quoted, won ...) shows the time only.
 */
export const DeadlineText = ({ deadline, open = true }: { deadline: string; open?: boolean }) => {
  const { t } = useTranslation('inquiry');
  const left = timeLeftOf(deadline, useMinuteClock());
  let status = null;
  if (open) {
    status = left ? (
      <Text type={left.urgent ? 'danger' : 'secondary'} strong={left.urgent}>
        {t(timeLeftKeyOf(left), left)}
      </Text>
    ) : (
      <Text type="secondary">{t('deadline.passed')}</Text>
    );
  }
  return (
    <Flex vertical gap={2} data-urgent={open && left?.urgent ? 'true' : undefined}>
      <span>{formatDateTime(deadline)}</span>
      {status}
    </Flex>
  );
};

/** A time as its day above its time of day (a narrow column). */
export const DateTimeLines = ({ value }: { value: string }) => {
  const [day, time] = formatDateTime(value).split(' ');
  return (
    <Flex vertical gap={0}>
      <span>{day}</span>
      <Text type="secondary">{time}</Text>
    </Flex>
  );
};
