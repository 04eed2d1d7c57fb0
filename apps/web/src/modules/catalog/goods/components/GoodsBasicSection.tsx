import { GoodsLimits } from '@portal/shared/constants';
import type { GoodsDetail } from '@portal/shared/contracts/goods';
import { AutoComplete, Card, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrandSelect } from '../../../../shared/selectors/BrandSelect';
import { CategorySelect } from '../../../../shared/selectors/CategorySelect';
import { ImageListUpload } from '../../../communal/components/ImageListUpload';
import { requiredText } from './goods-form';

/** Units a supplier picks most; any other may be typed. */
const COMMON_UNITS = [
  '个',
  '支',
  '盒',
  '包',
  '箱',
  '台',
  '套',
  '件',
  '张',
  '本',
  '把',
  '瓶',
  '桶',
  '卷',
  '包',
  '米',
  '千克',
];

/**
 * The goods form's basic information: category, brand, name, model and unit, tax and bar codes,
 * and the pictures (`images`: the stored ones with their signed URLs, for the previews).
 */
export const GoodsBasicSection = ({ images }: { images?: GoodsDetail['images'] }) => {
  const { t } = useTranslation('catalog');
  return (
    <Card size="small" title={t('goods.basic')}>
      <Form.Item
        name="categoryId"
        label={t('goods.category')}
        rules={[{ required: true, message: t('goods.categoryRequired') }]}
      >
        <CategorySelect />
      </Form.Item>
      <Form.Item
        name="brand"
        label={t('goods.brand')}
        rules={[{ required: true, message: t('goods.brandRequired') }]}
      >
        <BrandSelect style={{ width: 320 }} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('goods.name')}
        rules={[requiredText(t('goods.nameRequired')), { max: GoodsLimits.name }]}
      >
        <Input showCount maxLength={GoodsLimits.name} placeholder={t('goods.namePlaceholder')} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          name="model"
          label={t('goods.model')}
          rules={[requiredText(t('goods.modelRequired'))]}
          style={{ flex: '1 1 360px' }}
        >
          <Input maxLength={GoodsLimits.model} />
        </Form.Item>
        <Form.Item
          name="unit"
          label={t('goods.unit')}
          rules={[requiredText(t('goods.unitRequired'))]}
          style={{ flex: '1 1 300px' }}
        >
          <AutoComplete
            options={[...new Set(COMMON_UNITS)].map((unit) => ({ value: unit }))}
            maxLength={GoodsLimits.unit}
          />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item
          name="taxCode"
          label={t('goods.taxCode')}
          rules={[{ pattern: /^\d{19}$/, message: t('goods.taxCodeRule') }]}
          style={{ flex: '1 1 360px' }}
        >
          <Input maxLength={19} placeholder={t('goods.taxCodeRule')} />
        </Form.Item>
        <Form.Item
          name="barcode"
          label={t('goods.barcode')}
          rules={[{ pattern: /^\d{8,14}$/, message: t('goods.barcodeRule') }]}
          style={{ flex: '1 1 300px' }}
        >
          <Input maxLength={14} placeholder={t('goods.barcodeRule')} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="imageIds"
        label={t('goods.images')}
        extra={t('goods.imagesHint', { max: GoodsLimits.images })}
        rules={[{ required: true, type: 'array', min: 1, message: t('goods.imagesRequired') }]}
      >
        <ImageListUpload max={GoodsLimits.images} previews={images} />
      </Form.Item>
    </Card>
  );
};
