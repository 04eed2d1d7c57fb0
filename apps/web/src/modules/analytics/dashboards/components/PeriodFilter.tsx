import { Flex, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../../shared/DateRangeField';

/** The quick picks of the period; 'custom' is a range picked by hand. */
export const QUICK_PERIODS = [
  'today',
  'last7',
  'thisWeek',
  'thisMonth',
  'lastMonth',
  'last30',
  'thisQuarter',
  'thisYear',
] as const;
export type QuickPeriod = (typeof QUICK_PERIODS)[number];

export type Period = { pick: QuickPeriod | 'custom'; from: string; to: string };

const DAY = 'YYYY-MM-DD';

/** The days of a quick pick on `today` (this browser's calendar day); weeks start on Monday. */
export const periodOf = (pick: QuickPeriod, today: Dayjs = dayjs()): Period => {
  const range = (from: Dayjs, to: Dayjs): Period => ({ pick, from: from.format(DAY), to: to.format(DAY) });
  switch (pick) {
    case 'today':
      return range(today, today);
    case 'last7':
      return range(today.subtract(6, 'day'), today);
    case 'thisWeek':
      return range(today.subtract((today.day() + 6) % 7, 'day'), today);
    case 'thisMonth':
      return range(today.startOf('month'), today);
    case 'lastMonth': {
      const last = today.startOf('month').subtract(1, 'month');
      return range(last, last.endOf('month'));
    }
    case 'last30':
      return range(today.subtract(29, 'day'), today);
    case 'thisQuarter':
      return range(today.month(Math.floor(today.month() / 3) * 3).startOf('month'), today);
    case 'thisYear':
      return range(today.startOf('year'), today);
  }
};

/** The period: quick picks, or a range of days by hand. */
export const PeriodFilter = ({ value, onChange }: { value: Period; onChange: (period: Period) => void }) => {
  const { t } = useTranslation('dashboards');
  return (
    <Flex gap={12} wrap align="center">
      <Radio.Group
        value={value.pick === 'custom' ? undefined : value.pick}
        optionType="button"
        buttonStyle="solid"
        onChange={(event) => onChange(periodOf(event.target.value as QuickPeriod))}
        options={QUICK_PERIODS.map((pick) => ({ value: pick, label: t(`filter.quick.${pick}`) }))}
      />
      <label htmlFor="dashboard-period" className="visually-hidden">
        {t('filter.period')}
      </label>
      <DateRangeField
        id="dashboard-period"
        allowClear={false}
        style={{ width: 230 }}
        value={[dayjs(value.from), dayjs(value.to)]}
        onChange={(range) => {
          const [from, to] = range ?? [];
          if (from && to) onChange({ pick: 'custom', from: from.format(DAY), to: to.format(DAY) });
        }}
      />
    </Flex>
  );
};
