import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { GoodsLimits } from '@portal/shared/constants';
import type { CategoryParam } from '@portal/shared/contracts/catalog';
import { Button, Card, Flex, Form, type FormInstance, Input, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryParams } from '../use-goods';
import { type GoodsFormValues, requiredText } from './goods-form';

/**
 * The parameter template of the chosen category (empty until one is chosen, or while it loads).
 * Once it is known, the stored parameters it names show in its fields, not under "other".
 */
export const useParamTemplate = (form: FormInstance<GoodsFormValues>, categoryId: number | undefined) => {
  const template = useCategoryParams(categoryId);
  useEffect(() => {
    if (!template.data) return;
    const names = new Set(template.data.map((param) => param.name));
    const custom = (form.getFieldValue('customParams') as GoodsFormValues['customParams']) ?? [];
    form.setFieldValue(
      'customParams',
      custom.filter((param) => !names.has(param.name ?? '')),
    );
  }, [template.data, form]);
  return template.data ?? [];
};

/** The category template's parameters (a list of options or a text each). */
const TemplateParams = ({ params }: { params: readonly CategoryParam[] }) => {
  const { t } = useTranslation('catalog');
  return (
    <Flex gap={16} wrap>
      {params.map((param) => (
        <Form.Item
          key={param.name}
          name={['paramValues', param.name]}
          label={param.name}
          rules={param.required ? [requiredText(t('goods.paramRequired', { name: param.name }))] : []}
          style={{ flex: '1 1 360px' }}
        >
          {param.options.length > 0 ? (
            <Select allowClear options={param.options.map((option) => ({ value: option, label: option }))} />
          ) : (
            <Input maxLength={GoodsLimits.paramValue} />
          )}
        </Form.Item>
      ))}
    </Flex>
  );
};

/** Parameters the template does not name ("other"): a name and a value each, added and removed freely. */
const CustomParams = () => {
  const { t } = useTranslation('catalog');
  return (
    <Form.List name="customParams">
      {(fields, { add, remove }) => (
        <Form.Item label={t('goods.customParams')}>
          <Flex vertical gap={8}>
            {fields.map((field) => (
              <Flex key={field.key} gap={8}>
                <Form.Item name={[field.name, 'name']} noStyle>
                  <Input placeholder={t('goods.paramName')} maxLength={30} style={{ width: 200 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'value']} noStyle>
                  <Input placeholder={t('goods.paramValue')} maxLength={GoodsLimits.paramValue} />
                </Form.Item>
                <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
              </Flex>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({})} style={{ alignSelf: 'flex-start' }}>
              {t('goods.addParam')}
            </Button>
          </Flex>
        </Form.Item>
      )}
    </Form.List>
  );
};

export type GoodsParamsSectionProps = {
  categoryId: number | undefined;
  /** The category's template (useParamTemplate). */
  params: readonly CategoryParam[];
};

/** The goods form's parameters: the category template's, then the others; a category comes first. */
export const GoodsParamsSection = ({ categoryId, params }: GoodsParamsSectionProps) => {
  const { t } = useTranslation('catalog');
  return (
    <Card size="small" title={t('goods.params')}>
      {categoryId === undefined ? (
        <Typography.Text type="secondary">{t('goods.chooseCategoryFirst')}</Typography.Text>
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {params.length > 0 ? t('goods.paramsHint') : t('goods.noTemplate')}
          </Typography.Paragraph>
          <TemplateParams params={params} />
          <CustomParams />
        </>
      )}
    </Card>
  );
};
