import { Avatar, Flex, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

export type GoodsSummaryProps = {
  imageUrl: string | null;
  name: string;
  /** The line under the name, e.g. "brand · model". */
  subtitle: ReactNode;
  /** The name opens `/goods/detail/<id>` when given. */
  detailId?: number;
  /** Picture size in pixels. */
  size?: number;
  /** Longest name before it is cut with an ellipsis (the full name shows on hover). */
  nameWidth?: number;
  strong?: boolean;
};

/** Goods as lists and forms show them: the main picture, the name and a line of details. */
export const GoodsSummary = ({
  imageUrl,
  name,
  subtitle,
  detailId,
  size = 48,
  nameWidth = 280,
  strong,
}: GoodsSummaryProps) => {
  const navigate = useNavigate();
  return (
    <Flex gap={size > 48 ? 12 : 8} align="center">
      {/* The name beside it says what the picture shows: decorative, so an empty alt (not read twice). */}
      <Avatar shape="square" size={size} src={imageUrl ?? undefined} alt="" />
      <Flex vertical gap={2} style={{ minWidth: 0 }} align="flex-start">
        {detailId === undefined ? (
          <Typography.Text strong={strong} ellipsis={{ tooltip: name }} style={{ maxWidth: nameWidth }}>
            {name}
          </Typography.Text>
        ) : (
          <Typography.Link
            onClick={() => navigate(`/goods/detail/${detailId}`)}
            ellipsis
            title={name}
            style={{ maxWidth: nameWidth }}
          >
            {name}
          </Typography.Link>
        )}
        <Typography.Text type="secondary">{subtitle}</Typography.Text>
      </Flex>
    </Flex>
  );
};

/** What a channel listing or a quote says of its goods. */
type OfferedGoods = { mainImageUrl: string | null; goodsName: string; brandName: string; model: string };

/** The goods column of the channel listings and of the quotes: picture, name and "brand · model". */
export const offeredGoodsColumn = <T extends OfferedGoods>(
  title: ReactNode,
  width: number,
): TableColumnsType<T>[number] => ({
  title,
  key: 'goods',
  width,
  render: (_value, row) => (
    <GoodsSummary
      imageUrl={row.mainImageUrl}
      name={row.goodsName}
      subtitle={`${row.brandName} · ${row.model}`}
      nameWidth={250}
    />
  ),
});
