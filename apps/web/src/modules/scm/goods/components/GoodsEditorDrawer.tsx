import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { CatalogGoodsOption, ScmGoodsDetail } from '@portal/shared/contracts/scm-goods';
import { isMoneyString } from '@portal/shared/money-text';
import { Alert, Button, Drawer, Flex, Form, Input, Select, Skeleton, Table } from 'antd';
import type { FormListFieldData } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelSelect } from '../../../../shared/selectors/LabelSelect';
import { SupplierSelect } from '../../../../shared/selectors/SupplierSelect';
import { useFormSave } from '../../../../shared/use-form-save';
import { ImageListUpload } from '../../../communal/components/ImageListUpload';
import {
  useAddScmGoods,
  useCatalogGoodsOptions,
  useScmGoodsDetail,
  useUpdateScmGoods,
} from '../use-scm-goods';
import { CatalogGoodsSelect } from './CatalogGoodsSelect';

type SkuValues = {
  id?: number;
  spec: string;
  costPrice: string;
  minQuantity?: string;
  skuId?: number | null;
};
type Values = {
  supplierId: number;
  name: string;
  brandName?: string;
  model?: string;
  unit: string;
  supplierCode?: string;
  goodsId?: number | null;
  imageIds?: number[];
  labelIds?: number[];
  remark?: string;
  skus: SkuValues[];
};

/** Goods to add (`{}`), to edit (`{ id }`), or none (closed). */
export type GoodsEditorTarget = { id?: number };

const text = (value: string | undefined) => value?.trim() || null;

const valuesOf = (detail: ScmGoodsDetail): Values => ({
  supplierId: detail.supplierId,
  name: detail.name,
  brandName: detail.brandName ?? undefined,
  model: detail.model ?? undefined,
  unit: detail.unit,
  supplierCode: detail.supplierCode ?? undefined,
  goodsId: detail.goodsId,
  imageIds: detail.images.map((image) => image.id),
  labelIds: detail.labels.map((label) => label.id),
  remark: detail.remark ?? undefined,
  skus: detail.skus.map((sku) => ({
    id: sku.id,
    spec: sku.spec,
    costPrice: sku.costPrice,
    minQuantity: sku.minQuantity.replace(/\.?0+$/, ''),
    skuId: sku.skuId,
  })),
});

/** The linked catalog goods as the detail knows it (its SKUs come with the picker's search). */
const linkedOf = (detail: ScmGoodsDetail | undefined): CatalogGoodsOption | undefined =>
  detail?.goodsId
    ? {
        goodsId: detail.goodsId,
        goodsName: detail.linkedGoodsName ?? String(detail.goodsId),
        unit: detail.unit,
        brandName: null,
        skus: detail.skus.flatMap((sku) =>
          sku.skuId
            ? [
                {
                  skuId: sku.skuId,
                  spec: sku.linkedSpec ?? String(sku.skuId),
                  skuCode: null,
                  marketPrice: '0',
                },
              ]
            : [],
        ),
      }
    : undefined;

const EditorForm = ({ detail, onClose }: { detail?: ScmGoodsDetail; onClose: () => void }) => {
  const { t } = useTranslation('scmGoods');
  const [form] = Form.useForm<Values>();
  const add = useAddScmGoods();
  const update = useUpdateScmGoods();
  // The goods chosen in the picker; before that, the stored link with all its SKUs once searched.
  const [picked, setPicked] = useState<CatalogGoodsOption | undefined>();
  const stored = useCatalogGoodsOptions(detail?.linkedGoodsName ?? '', Boolean(detail?.goodsId));
  const linked = picked ?? stored.data?.find((o) => o.goodsId === detail?.goodsId) ?? linkedOf(detail);
  const goodsId = Form.useWatch('goodsId', form);
  const catalogSkus = goodsId && linked?.goodsId === goodsId ? linked.skus : [];

  const { saving, save } = useFormSave(form, async (values) => {
    const input = {
      supplierId: values.supplierId,
      name: values.name.trim(),
      brandName: text(values.brandName),
      model: text(values.model),
      unit: values.unit.trim(),
      supplierCode: text(values.supplierCode),
      goodsId: values.goodsId ?? null,
      imageIds: values.imageIds ?? [],
      labelIds: values.labelIds ?? [],
      remark: text(values.remark),
      skus: values.skus.map((sku) => ({
        id: sku.id ?? null,
        spec: sku.spec.trim(),
        costPrice: sku.costPrice.trim(),
        minQuantity: sku.minQuantity?.trim() || '1',
        skuId: values.goodsId ? (sku.skuId ?? null) : null,
      })),
    };
    if (detail) await update.mutateAsync({ ...input, id: detail.id });
    else await add.mutateAsync(input);
    onClose();
  });

  const skuColumns = (remove: (index: number) => void, count: number) => [
    {
      title: t('goods.spec'),
      key: 'spec',
      render: (_: unknown, field: FormListFieldData) => (
        <>
          <Form.Item name={[field.name, 'id']} hidden>
            <Input />
          </Form.Item>
          <Form.Item
            name={[field.name, 'spec']}
            style={{ margin: 0 }}
            rules={[{ required: true, whitespace: true, message: t('goods.specRequired') }]}
          >
            <Input maxLength={100} aria-label={t('goods.spec')} />
          </Form.Item>
        </>
      ),
    },
    {
      title: t('goods.costPrice'),
      key: 'costPrice',
      width: 140,
      render: (_: unknown, field: FormListFieldData) => (
        <Form.Item
          name={[field.name, 'costPrice']}
          style={{ margin: 0 }}
          rules={[
            {
              validator: (_rule, value?: string) =>
                value && isMoneyString(value.trim()) && Number(value) > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('goods.costRequired'))),
            },
          ]}
        >
          <Input prefix="¥" maxLength={19} aria-label={t('goods.costPrice')} />
        </Form.Item>
      ),
    },
    {
      title: t('goods.minQuantity'),
      key: 'minQuantity',
      width: 100,
      render: (_: unknown, field: FormListFieldData) => (
        <Form.Item name={[field.name, 'minQuantity']} style={{ margin: 0 }}>
          <Input maxLength={19} placeholder="1" aria-label={t('goods.minQuantity')} />
        </Form.Item>
      ),
    },
    {
      title: t('goods.linkedSku'),
      key: 'skuId',
      width: 200,
      render: (_: unknown, field: FormListFieldData) => (
        <Form.Item name={[field.name, 'skuId']} style={{ margin: 0 }}>
          <Select<number>
            allowClear
            disabled={!goodsId}
            placeholder={t('goods.linkedSkuPlaceholder')}
            aria-label={t('goods.linkedSku')}
            options={catalogSkus.map((sku) => ({ value: sku.skuId, label: sku.spec }))}
          />
        </Form.Item>
      ),
    },
    {
      title: '',
      key: 'remove',
      width: 48,
      render: (_: unknown, field: FormListFieldData) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          disabled={count <= 1}
          aria-label={t('common.delete')}
          onClick={() => remove(field.name)}
        />
      ),
    },
  ];

  return (
    <Form<Values>
      form={form}
      name="scmGoods"
      labelCol={{ flex: '110px' }}
      labelWrap
      initialValues={detail ? valuesOf(detail) : { skus: [{ spec: '', costPrice: '', minQuantity: '1' }] }}
    >
      <Form.Item
        name="supplierId"
        label={t('common.supplier')}
        rules={[{ required: true, message: t('goods.supplierRequired') }]}
      >
        <SupplierSelect activeOnly style={{ width: 360 }} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('goods.name')}
        rules={[{ required: true, whitespace: true, message: t('goods.nameRequired') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="brandName" label={t('goods.brandName')}>
          <Input maxLength={50} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="model" label={t('goods.model')} labelCol={{ flex: '70px' }}>
          <Input maxLength={50} style={{ width: 180 }} />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item
          name="unit"
          label={t('goods.unit')}
          rules={[{ required: true, whitespace: true, message: t('goods.unitRequired') }]}
        >
          <Input maxLength={10} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="supplierCode" label={t('goods.supplierCode')} labelCol={{ flex: '110px' }}>
          <Input maxLength={40} style={{ width: 180 }} />
        </Form.Item>
      </Flex>
      <Form.Item name="goodsId" label={t('goods.linked')} extra={t('goods.linkedHint')}>
        <CatalogGoodsSelect
          initial={linkedOf(detail)}
          onChange={(_id, option) => {
            setPicked(option);
            const skus = form.getFieldValue('skus') as SkuValues[];
            form.setFieldValue(
              'skus',
              skus.map((sku) => ({ ...sku, skuId: null })),
            );
          }}
        />
      </Form.Item>
      <Form.Item name="imageIds" label={t('goods.images')}>
        <ImageListUpload previews={detail?.images} max={10} />
      </Form.Item>
      <Form.Item name="labelIds" label={t('goods.labels')}>
        <LabelSelect maxCount={10} style={{ width: 360 }} />
      </Form.Item>
      <Form.Item label={t('goods.skus')} required extra={detail ? t('goods.costChangedHint') : undefined}>
        <Form.List name="skus">
          {(fields, { add: addRow, remove }) => (
            <Flex vertical gap={8}>
              <Table<FormListFieldData>
                size="small"
                rowKey="key"
                pagination={false}
                dataSource={fields}
                columns={skuColumns(remove, fields.length)}
              />
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= 50}
                onClick={() => addRow({ spec: '', costPrice: '', minQuantity: '1' })}
              >
                {t('goods.addSku')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="remark" label={t('common.remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {t('common.save')}
        </Button>
      </Flex>
    </Form>
  );
};

/** Adds SCM goods with their SKUs, or changes them: a drawer with the goods' fields and a SKU table. */
export const GoodsEditorDrawer = ({
  target,
  onClose,
}: {
  target: GoodsEditorTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('scmGoods');
  const detail = useScmGoodsDetail(target?.id);
  const editing = target?.id !== undefined;
  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      title={editing ? t('goods.editTitle') : t('goods.addTitle')}
      size="min(980px, 96vw)"
      destroyOnHidden
    >
      {target === null ? null : !editing ? (
        <EditorForm onClose={onClose} />
      ) : detail.data && detail.data.id === target.id ? (
        <EditorForm key={detail.data.updatedTime} detail={detail.data} onClose={onClose} />
      ) : detail.isError ? (
        <Alert type="error" showIcon title={(detail.error as Error).message} />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </Drawer>
  );
};
