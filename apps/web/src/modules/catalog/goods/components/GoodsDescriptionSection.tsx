import { GoodsLimits } from '@portal/shared/constants';
import { Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../../shared/RichTextEditor';

/** The goods form's description: rich text of at most GoodsLimits.description characters of HTML. */
export const GoodsDescriptionSection = () => {
  const { t } = useTranslation('catalog');
  return (
    <Card size="small" title={t('goods.description')}>
      <Form.Item
        name="description"
        wrapperCol={{ flex: 1 }}
        style={{ marginBottom: 0 }}
        rules={[{ max: GoodsLimits.description, message: t('goods.descriptionTooLong') }]}
      >
        <RichTextEditor maxLength={GoodsLimits.description} aria-label={t('goods.description')} />
      </Form.Item>
    </Card>
  );
};
