import type { CategoryParam } from '@portal/shared/contracts/catalog';
import type { GoodsDetail, GoodsInput } from '@portal/shared/contracts/goods';

export type SkuRow = { id?: number; spec: string; skuCode?: string; marketPrice: string; stock: number };

/** The goods form's values (GoodsFormView and its sections). */
export type GoodsFormValues = {
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

/** A new SKU row: no spec or price yet, nothing in stock. */
export const newSku = (): SkuRow => ({ spec: '', marketPrice: '', stock: 0 });

/** The form of new goods: one empty SKU, no pictures, no description. */
export const newGoods = (): Partial<GoodsFormValues> => ({ skus: [newSku()], imageIds: [], description: '' });

/** A text that must be given, and not only spaces. */
export const requiredText = (message: string) => ({ required: true, whitespace: true, message });

/** The form of stored goods; its parameters all start as "other" until the template says which are its own. */
export const formOf = (goods: GoodsDetail): GoodsFormValues => ({
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

/**
 * What is saved: texts trimmed, empty optional texts as null; the template's parameters that have a
 * value, then the other parameters with a name and a value that the template does not name.
 */
export const inputOf = (
  values: GoodsFormValues,
  template: readonly CategoryParam[],
  submit: boolean,
): GoodsInput => ({
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
