import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { compareMoney } from '@portal/shared/money-text';
import { Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCount, formatPercent } from '../../../../shared/format';
import { Text } from '../../../../shared/Text';

/**
 * A change against the previous period: its percentage with an arrow (up green, down red) and the
 * exact difference in the tooltip; "previous was 0" where there is no percentage.
 */
export const ChangeText = ({
  change,
  percent,
  kind,
}: {
  change: string | number;
  percent: string | null;
  kind: 'amount' | 'count';
}) => {
  const { t } = useTranslation('dashboards');
  const sign = compareMoney(String(change), 0);
  const exact = kind === 'amount' ? formatAmount(change) : formatCount(change);
  const signedExact = sign > 0 ? `+${exact}` : exact;
  const type = sign > 0 ? 'success' : sign < 0 ? 'danger' : 'secondary';
  return (
    <Tooltip title={`${t('compare.vsPrevious')} ${signedExact}`}>
      <Flex gap={4} align="center" wrap>
        <Text type="secondary">{t('compare.vsPrevious')}</Text>
        <Text type={type} strong>
          {sign > 0 ? <ArrowUpOutlined /> : sign < 0 ? <ArrowDownOutlined /> : null}{' '}
          {percent === null
            ? sign === 0
              ? t('compare.flat')
              : t('compare.noBase')
            : formatPercent(percent.replace('-', ''))}
        </Text>
        <Text type={type}>({signedExact})</Text>
      </Flex>
    </Tooltip>
  );
};
