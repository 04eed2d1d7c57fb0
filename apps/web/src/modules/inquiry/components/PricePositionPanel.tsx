import type { PricePointValue, PricePosition } from '@portal/shared/contracts/inquiry';
import { compareMoney } from '@portal/shared/money-text';
import { Flex, Skeleton, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatAmount, formatDate } from '../../../shared/format';
import { Text } from '../../../shared/Text';
import { percentOf } from '../inquiries/components/quotation-form';
import './price-position.css';

type PricePositionPanelProps = {
  /** The line's position; undefined while it is being read or the line cannot be supplied. */
  position: PricePosition | undefined;
  loading?: boolean;
};

/** A price with the day it was seen (in a tooltip), or '-'. */
const PointValue = ({ point }: { point: PricePointValue | null }) =>
  point ? (
    <Tooltip title={formatDate(point.time)}>
      <span>{formatAmount(point.price)}</span>
    </Tooltip>
  ) : (
    <Text type="secondary">{EMPTY_VALUE}</Text>
  );

/**
 * Where a line's price stands before it is sent: the partner's own lowest and latest quoted price,
 * its listing price in the channel, its last won price, the channel's market price, and the margin
 * over the lowest SCM cost of the linked supplier SKUs when one is known, with that cost (else a
 * muted "no cost"); flags when the price typed is above
 * the market price or below the partner's own lowest.
 */
export const PricePositionPanel = ({ position, loading }: PricePositionPanelProps) => {
  const { t } = useTranslation('inquiry');
  if (!position) {
    return loading ? (
      <Skeleton active paragraph={{ rows: 2 }} title={false} aria-label={t('position.loading')} />
    ) : null;
  }
  const known =
    position.lowestQuoted ??
    position.latestQuoted ??
    position.latestListing ??
    position.lastWon ??
    position.marketPrice;
  const belowLowest =
    position.unitPrice !== null &&
    position.lowestQuoted !== null &&
    compareMoney(position.unitPrice, position.lowestQuoted.price) < 0;
  const margin =
    position.marginRate !== null && position.marginAmount !== null ? (
      <Tooltip title={t('position.marginAmount', { amount: formatAmount(position.marginAmount) })}>
        <span>
          <Text type={position.marginAmount.startsWith('-') ? 'danger' : 'success'} strong>
            {`${percentOf(position.marginRate)}%`}
          </Text>{' '}
          <Text type="secondary">{`(${t('position.cost')} ${formatAmount(position.costPrice)})`}</Text>
        </span>
      </Tooltip>
    ) : position.costPrice === null ? (
      <Text type="secondary">{t('position.noCost')}</Text>
    ) : (
      <Text type="secondary">{`${t('position.cost')} ${formatAmount(position.costPrice)}`}</Text>
    );
  return (
    <Flex vertical gap={6} className="price-position" data-item={position.itemId ?? undefined}>
      {known ? (
        <dl className="price-position-grid">
          <dt>{t('position.ownLowest')}</dt>
          <dd>
            <PointValue point={position.lowestQuoted} />
          </dd>
          <dt>{t('position.ownLatest')}</dt>
          <dd>
            <PointValue point={position.latestQuoted} />
          </dd>
          <dt>{t('position.listingPrice')}</dt>
          <dd>
            <PointValue point={position.latestListing} />
          </dd>
          <dt>{t('position.lastWon')}</dt>
          <dd>
            <PointValue point={position.lastWon} />
          </dd>
          <dt>{t('position.market')}</dt>
          <dd>{position.marketPrice ? formatAmount(position.marketPrice) : EMPTY_VALUE}</dd>
          <dt>{t('position.margin')}</dt>
          <dd data-margin>{margin}</dd>
        </dl>
      ) : (
        <Flex vertical gap={2}>
          <Text type="secondary">{t('position.noHistory')}</Text>
          <span data-margin>{margin}</span>
        </Flex>
      )}
      {position.versusMarket === 1 || belowLowest ? (
        <Flex gap={4} wrap>
          {position.versusMarket === 1 ? (
            <Tag color="warning" style={{ marginInlineEnd: 0 }}>
              {t('position.aboveMarket')}
            </Tag>
          ) : null}
          {belowLowest ? (
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {t('position.belowLowest')}
            </Tag>
          ) : null}
        </Flex>
      ) : null}
    </Flex>
  );
};
