import { type GoodsDetail, GoodsState, type Sku } from '@portal/shared/contracts/goods';
import { Alert, Button, Card, Descriptions, Empty, Flex, Image, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Authorized } from '../../../../shared/Authorized';
import { EMPTY_VALUE, formatAmount, formatDateTime } from '../../../../shared/format';
import { GoodsStateTag } from '../components/GoodsStateTag';
import { useGoodsBatch, useGoodsDetail } from '../use-goods';

const EDITABLE: number[] = [GoodsState.draft, GoodsState.approved, GoodsState.rejected];
const SUBMITTABLE: number[] = [GoodsState.draft, GoodsState.rejected];

const GoodsView = ({ goods }: { goods: GoodsDetail }) => {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const batch = useGoodsBatch();
  return (
    <Flex vertical gap={16}>
      {goods.state === GoodsState.rejected && goods.refuseReason ? (
        <Alert type="error" showIcon title={`${t('goods.reason')}: ${goods.refuseReason}`} />
      ) : null}
      {goods.state === GoodsState.pending && goods.hasApprovedVersion ? (
        <Alert type="info" showIcon title={t('goods.reviewNote')} />
      ) : null}
      <Flex gap={24} wrap>
        <Image.PreviewGroup>
          <Flex gap={8} wrap style={{ maxWidth: 360 }}>
            {goods.images.map((image, i) => (
              <Image
                key={image.id}
                src={image.url}
                alt={t('goods.pictureAlt', { name: goods.name, index: i + 1 })}
                width={i === 0 ? 360 : 84}
                height={i === 0 ? 360 : 84}
              />
            ))}
          </Flex>
        </Image.PreviewGroup>
        <Flex vertical gap={12} style={{ flex: 1, minWidth: 360 }}>
          <Flex gap={8} align="center">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {goods.name}
            </Typography.Title>
            <GoodsStateTag state={goods.state} />
          </Flex>
          <Descriptions
            column={2}
            size="small"
            items={[
              {
                key: 'category',
                label: t('goods.category'),
                children: goods.categoryPath.replaceAll('/', ' / '),
              },
              { key: 'brand', label: t('goods.brand'), children: goods.brandName },
              { key: 'model', label: t('goods.model'), children: goods.model },
              { key: 'unit', label: t('goods.unit'), children: goods.unit },
              { key: 'taxCode', label: t('goods.taxCode'), children: goods.taxCode ?? EMPTY_VALUE },
              { key: 'barcode', label: t('goods.barcode'), children: goods.barcode ?? EMPTY_VALUE },
              { key: 'created', label: t('goods.createdTime'), children: formatDateTime(goods.createdTime) },
              { key: 'updated', label: t('goods.updatedTime'), children: formatDateTime(goods.updatedTime) },
            ]}
          />
          <Flex gap={8}>
            {EDITABLE.includes(goods.state) ? (
              <Authorized code="goods:edit">
                <Button type="primary" onClick={() => navigate(`/goods/edit/${goods.id}`)}>
                  {t('goods.edit')}
                </Button>
              </Authorized>
            ) : null}
            {SUBMITTABLE.includes(goods.state) ? (
              <Authorized code="goods:submit">
                <Button onClick={() => void batch('submit', [goods.id])}>{t('goods.submit')}</Button>
              </Authorized>
            ) : null}
            <Button onClick={() => navigate('/goods/index')}>{t('goods.back')}</Button>
          </Flex>
        </Flex>
      </Flex>
      <Card size="small" title={t('goods.skus')}>
        <Table<Sku>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={goods.skus}
          columns={[
            { title: t('goods.skuSpec'), dataIndex: 'spec' },
            { title: t('goods.skuCode'), dataIndex: 'skuCode', render: (value) => value ?? EMPTY_VALUE },
            {
              title: t('goods.marketPrice'),
              dataIndex: 'marketPrice',
              align: 'right',
              render: (value: string) => formatAmount(value),
            },
            { title: t('goods.stock'), dataIndex: 'stock', align: 'right' },
          ]}
        />
      </Card>
      <Card size="small" title={t('goods.params')}>
        {goods.params.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Descriptions
            column={3}
            size="small"
            items={goods.params.map((param) => ({
              key: param.name,
              label: param.name,
              children: param.value,
            }))}
          />
        )}
      </Card>
      <Card size="small" title={t('goods.description')}>
        {goods.description ? (
          // Sanitized by the server when saved (platform/rich-html.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized description
          <div className="goods-description" dangerouslySetInnerHTML={{ __html: goods.description }} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Card>
    </Flex>
  );
};

/** /goods/detail/:id: pictures, basics, SKUs, parameters and the description of one goods. */
const GoodsDetailPage = () => {
  const { id } = useParams();
  const goodsId = Number(id);
  const { data: goods, isLoading } = useGoodsDetail(
    Number.isSafeInteger(goodsId) && goodsId > 0 ? goodsId : undefined,
  );
  return (
    <Card variant="borderless">
      {isLoading ? <Skeleton active /> : goods ? <GoodsView goods={goods} /> : <Empty />}
    </Card>
  );
};

export default GoodsDetailPage;
