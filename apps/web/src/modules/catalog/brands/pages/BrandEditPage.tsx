import { BrandLimits } from '@portal/shared/constants';
import type { Brand, BrandInput } from '@portal/shared/contracts/brand';
import { Alert, Button, Card, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useFormSave } from '../../../../shared/use-form-save';
import { FileUpload } from '../../../communal/components/FileUpload';
import { findExactBrand, useBrandDetail, useSaveBrand } from '../use-brands';

type BrandForm = {
  brandName: string;
  englishName?: string;
  origin?: string;
  trademarkNo?: string;
  logoFileId?: number | null;
};

const inputOf = (values: BrandForm): BrandInput => ({
  brandName: values.brandName.trim(),
  englishName: values.englishName?.trim() || null,
  origin: values.origin?.trim() || null,
  trademarkNo: values.trademarkNo?.trim() || null,
  logoFileId: values.logoFileId ?? null,
});

/** The brand form; `brand` is the one being edited (create mode without it). */
const BrandForm = ({ brand }: { brand?: Brand }) => {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const saveBrand = useSaveBrand();
  const [form] = Form.useForm<BrandForm>();
  // The brand that already carries the typed name (checked on blur): apply for it instead.
  const [existing, setExisting] = useState<{ id: number; brandName: string } | null>(null);
  const readOnly = brand !== undefined && !brand.mine;

  const checkName = async () => {
    const name = form.getFieldValue('brandName')?.trim();
    if (!name) return setExisting(null);
    const found = await findExactBrand(name);
    setExisting(found && found.id !== brand?.id ? found : null);
  };

  const { saving, save } = useFormSave(form, async (values) => {
    const input = inputOf(values);
    await saveBrand.mutateAsync(brand ? { ...input, id: brand.id } : input);
    navigate('/brand/index');
  });

  const lengthRule = (max: number) => ({ max, message: t('brand.tooLong', { max }) });

  return (
    <Form
      form={form}
      name="brandEdit"
      layout="horizontal"
      labelCol={{ flex: '140px' }}
      wrapperCol={{ flex: 1 }}
      style={{ maxWidth: 720 }}
      disabled={readOnly}
      initialValues={
        brand
          ? {
              brandName: brand.brandName,
              englishName: brand.englishName ?? '',
              origin: brand.origin ?? '',
              trademarkNo: brand.trademarkNo ?? '',
              logoFileId: brand.logoFileId,
            }
          : {}
      }
    >
      {readOnly ? (
        <Alert type="info" showIcon title={t('brand.readOnly')} style={{ marginBottom: 24 }} />
      ) : null}
      <Form.Item
        name="brandName"
        label={t('brand.brandName')}
        validateTrigger="onBlur"
        rules={[
          { required: true, whitespace: true, message: t('brand.brandNameRequired') },
          lengthRule(BrandLimits.name),
        ]}
        extra={
          existing ? (
            <Typography.Text type="warning">
              {t('brand.exists', { name: existing.brandName })}{' '}
              <Typography.Link
                onClick={() =>
                  navigate(
                    `/brand/authorization?apply=${existing.id}&brandName=${encodeURIComponent(existing.brandName)}`,
                  )
                }
              >
                {t('brand.apply')}
              </Typography.Link>
            </Typography.Text>
          ) : null
        }
      >
        <Input placeholder={t('brand.brandNamePlaceholder')} onBlur={() => void checkName()} />
      </Form.Item>
      <Form.Item
        name="englishName"
        label={t('brand.englishName')}
        rules={[lengthRule(BrandLimits.englishName)]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="origin" label={t('brand.origin')} rules={[lengthRule(BrandLimits.origin)]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="trademarkNo"
        label={t('brand.trademarkNo')}
        rules={[lengthRule(BrandLimits.trademarkNo)]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="logoFileId" label={t('brand.logo')}>
        <FileUpload kinds={['image']} previewUrl={brand?.logoUrl} previewName={brand?.brandName} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Flex gap={12}>
          {readOnly ? null : (
            <Button type="primary" loading={saving} onClick={() => void save()} disabled={existing !== null}>
              {t('brand.save')}
            </Button>
          )}
          <Button disabled={false} onClick={() => navigate('/brand/index')}>
            {t('brand.back')}
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
};

/** /brand/add and /brand/edit/:id: a brand's name, English name, origin, trademark number and logo. */
const BrandEditPage = () => {
  const { id } = useParams();
  const brandId = id ? Number(id) : undefined;
  const { data: brand, isLoading } = useBrandDetail(brandId);
  return (
    <Card variant="borderless">
      {brandId !== undefined && isLoading ? <Skeleton active /> : null}
      {brandId === undefined ? <BrandForm /> : brand ? <BrandForm key={brand.id} brand={brand} /> : null}
    </Card>
  );
};

export default BrandEditPage;
