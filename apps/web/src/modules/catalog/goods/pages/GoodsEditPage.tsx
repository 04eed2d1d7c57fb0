import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { GoodsLimits } from '@portal/shared/constants';
import type { CategoryParam } from '@portal/shared/contracts/catalog';
import { type GoodsDetail, type GoodsInput, GoodsState } from '@portal/shared/contracts/goods';
import { isMoneyString } from '@portal/shared/money-text';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  AutoComplete,
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RichTextEditor } from '../../../../shared/RichTextEditor';
import { BrandSelect } from '../../../../shared/selectors/BrandSelect';
import { CategorySelect } from '../../../../shared/selectors/CategorySelect';
import { showFieldErrors } from '../../../../shared/form-errors';
import { ImageListUpload } from '../../../communal/components/ImageListUpload';
import { goodsApi } from '../goods.api';
import { GOODS_QUERY_KEY, useRefreshGoods } from '../use-goods';

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

type SkuRow = { id?: number; spec: string; skuCode?: string; marketPrice: string; stock: number };
type GoodsForm = {
  categoryId?: number;
  brand?: { brandId: number; brandName: string };
  name: string;
  model: string;
  unit: string;
  taxCode?: string;
  barcode?: string;
  imageIds: number[];
  /** Values of the category template's parameters, by name. */
  paramValues?: Record<string, string | undefined>;
  customParams?: { name?: string; value?: string }[];
  skus: SkuRow[];
  description?: string;
};

/** The form of stored goods; its parameters all start as "other" until the template says which are its own. */
const formOf = (goods: GoodsDetail): GoodsForm => ({
  categoryId: goods.categoryId,
  brand: { brandId: goods.brandId, brandName: goods.brandName },
  name: goods.name,
  model: goods.model,
  unit: goods.unit,
  taxCode: goods.taxCode ?? '',
  barcode: goods.barcode ?? '',
  imageIds: goods.images.map((image) => image.id),
  paramValues: Object.fromEntries(goods.params.map((p) => [p.name, p.value])),
  customParams: goods.params,
  skus: goods.skus.map((sku) => ({ ...sku, skuCode: sku.skuCode ?? '' })),
  description: goods.description,
});

const inputOf = (values: GoodsForm, template: readonly CategoryParam[], submit: boolean): GoodsInput => ({
  name: values.name.trim(),
  categoryId: values.categoryId as number,
  brandId: values.brand?.brandId as number,
  model: values.model.trim(),
  unit: values.unit.trim(),
  taxCode: values.taxCode?.trim() || null,
  barcode: values.barcode?.trim() || null,
  imageIds: values.imageIds,
  params: [
    ...template.flatMap((param) => {
      const value = values.paramValues?.[param.name]?.trim();
      return value ? [{ name: param.name, value }] : [];
    }),
    ...(values.customParams ?? []).flatMap((param) =>
      param.name?.trim() && param.value?.trim() && !template.some((p) => p.name === param.name?.trim())
        ? [{ name: param.name.trim(), value: param.value.trim() }]
        : [],
    ),
  ],
  description: values.description ?? '',
  skus: values.skus.map((sku) => ({
    id: sku.id ?? null,
    spec: sku.spec.trim(),
    skuCode: sku.skuCode?.trim() || null,
    marketPrice: String(sku.marketPrice).trim(),
    stock: sku.stock,
  })),
  submit,
});

/** The goods form; `goods` is the one being edited (create mode without it). */
const GoodsFormView = ({ goods }: { goods?: GoodsDetail }) => {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const refresh = useRefreshGoods();
  const [form] = Form.useForm<GoodsForm>();
  const [saving, setSaving] = useState<'draft' | 'submit' | null>(null);
  const categoryId = Form.useWatch('categoryId', form) ?? goods?.categoryId;
  const template = useQuery({
    queryKey: [...GOODS_QUERY_KEY, 'params', categoryId],
    queryFn: () => goodsApi.params(categoryId as number),
    enabled: categoryId !== undefined,
  });
  const params = template.data ?? [];
  // Once the template is known, the stored parameters it names show in its fields, not under "other".
  useEffect(() => {
    if (!template.data) return;
    const names = new Set(template.data.map((param) => param.name));
    const custom = (form.getFieldValue('customParams') as GoodsForm['customParams']) ?? [];
    form.setFieldValue(
      'customParams',
      custom.filter((param) => !names.has(param.name ?? '')),
    );
  }, [template.data, form]);
  const locked =
    goods !== undefined && (goods.state === GoodsState.pending || goods.state === GoodsState.disabled);
  const approved = goods?.state === GoodsState.approved;

  const save = async (submit: boolean) => {
    let values: GoodsForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(submit ? 'submit' : 'draft');
    try {
      const input = inputOf(values, params, submit);
      const saved = goods ? await goodsApi.update({ ...input, id: goods.id }) : await goodsApi.add(input);
      await refresh();
      navigate(`/goods/detail/${saved.id}`);
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setSaving(null);
    }
  };

  const requiredRule = (message: string) => ({ required: true, whitespace: true, message });

  return (
    <Form
      form={form}
      name="goodsEdit"
      labelCol={{ flex: '130px' }}
      wrapperCol={{ flex: 1 }}
      disabled={locked}
      initialValues={
        goods
          ? formOf(goods)
          : { skus: [{ spec: '', marketPrice: '', stock: 0 }], imageIds: [], description: '' }
      }
    >
      <Flex vertical gap={16} style={{ maxWidth: 1100 }}>
        {locked ? <Alert type="warning" showIcon title={t('goods.pendingNote')} /> : null}
        {approved ? <Alert type="info" showIcon title={t('goods.reviewNote')} /> : null}
        {goods?.state === GoodsState.rejected && goods.refuseReason ? (
          <Alert type="error" showIcon title={`${t('goods.reason')}: ${goods.refuseReason}`} />
        ) : null}

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
            rules={[requiredRule(t('goods.nameRequired')), { max: GoodsLimits.name }]}
          >
            <Input showCount maxLength={GoodsLimits.name} placeholder={t('goods.namePlaceholder')} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item
              name="model"
              label={t('goods.model')}
              rules={[requiredRule(t('goods.modelRequired'))]}
              style={{ flex: '1 1 360px' }}
            >
              <Input maxLength={GoodsLimits.model} />
            </Form.Item>
            <Form.Item
              name="unit"
              label={t('goods.unit')}
              rules={[requiredRule(t('goods.unitRequired'))]}
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
            <ImageListUpload max={GoodsLimits.images} previews={goods?.images} />
          </Form.Item>
        </Card>

        <Card size="small" title={t('goods.params')}>
          {categoryId === undefined ? (
            <Typography.Text type="secondary">{t('goods.chooseCategoryFirst')}</Typography.Text>
          ) : (
            <>
              <Typography.Paragraph type="secondary">
                {params.length > 0 ? t('goods.paramsHint') : t('goods.noTemplate')}
              </Typography.Paragraph>
              <Flex gap={16} wrap>
                {params.map((param) => (
                  <Form.Item
                    key={param.name}
                    name={['paramValues', param.name]}
                    label={param.name}
                    rules={
                      param.required ? [requiredRule(t('goods.paramRequired', { name: param.name }))] : []
                    }
                    style={{ flex: '1 1 360px' }}
                  >
                    {param.options.length > 0 ? (
                      <Select
                        allowClear
                        options={param.options.map((option) => ({ value: option, label: option }))}
                      />
                    ) : (
                      <Input maxLength={GoodsLimits.paramValue} />
                    )}
                  </Form.Item>
                ))}
              </Flex>
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
                      <Button
                        icon={<PlusOutlined />}
                        onClick={() => add({})}
                        style={{ alignSelf: 'flex-start' }}
                      >
                        {t('goods.addParam')}
                      </Button>
                    </Flex>
                  </Form.Item>
                )}
              </Form.List>
            </>
          )}
        </Card>

        <Card size="small" title={t('goods.skus')}>
          <Form.List
            name="skus"
            rules={[
              {
                validator: async (_rule, skus?: SkuRow[]) => {
                  if (!skus || skus.length === 0) throw new Error(t('goods.skuRequired'));
                },
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <Flex vertical gap={8}>
                <Flex gap={8} style={{ fontWeight: 500 }}>
                  <span style={{ flex: 3 }}>{t('goods.skuSpec')}</span>
                  <span style={{ flex: 2 }}>{t('goods.skuCode')}</span>
                  <span style={{ flex: 2 }}>{t('goods.marketPrice')}</span>
                  <span style={{ flex: 1.5 }}>{t('goods.stock')}</span>
                  <span style={{ width: 32 }} />
                </Flex>
                {fields.map((field) => (
                  <Flex key={field.key} gap={8} align="flex-start">
                    <Form.Item name={[field.name, 'id']} hidden>
                      <Input />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'spec']}
                      rules={[requiredRule(t('goods.skuSpecRequired'))]}
                      style={{ flex: 3, marginBottom: 0 }}
                    >
                      <Input
                        maxLength={GoodsLimits.skuSpec}
                        placeholder="黑色 12支/盒"
                        aria-label={t('goods.skuSpec')}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'skuCode']} style={{ flex: 2, marginBottom: 0 }}>
                      <Input maxLength={GoodsLimits.skuCode} aria-label={t('goods.skuCode')} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'marketPrice']}
                      style={{ flex: 2, marginBottom: 0 }}
                      rules={[
                        { required: true, message: t('goods.priceRequired') },
                        {
                          validator: async (_rule, value: unknown) => {
                            const text = String(value ?? '').trim();
                            if (text && (!isMoneyString(text) || Number(text) <= 0)) {
                              throw new Error(t('goods.priceRule'));
                            }
                          },
                        },
                      ]}
                    >
                      <Input prefix="¥" inputMode="decimal" aria-label={t('goods.marketPrice')} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'stock']}
                      style={{ flex: 1.5, marginBottom: 0 }}
                      initialValue={0}
                    >
                      <InputNumber
                        min={0}
                        precision={0}
                        style={{ width: '100%' }}
                        aria-label={t('goods.stock')}
                      />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                      aria-label={t('goods.delete')}
                    />
                  </Flex>
                ))}
                <Form.ErrorList errors={errors} />
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ spec: '', marketPrice: '', stock: 0 })}
                  disabled={fields.length >= GoodsLimits.skus}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('goods.addSku')}
                </Button>
              </Flex>
            )}
          </Form.List>
        </Card>

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

        <Flex gap={12}>
          {approved ? null : (
            <Button
              loading={saving === 'draft'}
              disabled={locked || saving !== null}
              onClick={() => void save(false)}
            >
              {t('goods.saveDraft')}
            </Button>
          )}
          <Button
            type="primary"
            loading={saving === 'submit'}
            disabled={locked || saving !== null}
            onClick={() => void save(true)}
          >
            {t('goods.saveAndSubmit')}
          </Button>
          <Button disabled={false} onClick={() => navigate('/goods/index')}>
            {t('goods.back')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
};

/** /goods/add and /goods/edit/:id: category, brand, basics, pictures, parameters, SKUs and description. */
const GoodsEditPage = () => {
  const { id } = useParams();
  const goodsId = id ? Number(id) : undefined;
  const { data: goods, isLoading } = useQuery({
    queryKey: [...GOODS_QUERY_KEY, 'detail', goodsId],
    queryFn: () => goodsApi.detail(goodsId as number),
    enabled: goodsId !== undefined,
  });
  return (
    <Card variant="borderless">
      {goodsId !== undefined && isLoading ? <Skeleton active /> : null}
      {goodsId === undefined ? (
        <GoodsFormView />
      ) : goods ? (
        <GoodsFormView key={goods.id} goods={goods} />
      ) : null}
    </Card>
  );
};

export default GoodsEditPage;
