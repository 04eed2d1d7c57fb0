import { type GoodsDetail, GoodsState } from '@portal/shared/contracts/goods';
import { Alert, Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showFieldErrors } from '../../../../shared/form-errors';
import { useSaveGoods } from '../use-goods';
import { GoodsBasicSection } from './GoodsBasicSection';
import { GoodsDescriptionSection } from './GoodsDescriptionSection';
import { GoodsParamsSection, useParamTemplate } from './GoodsParamsSection';
import { GoodsSkusSection } from './GoodsSkusSection';
import { formOf, type GoodsFormValues, inputOf, newGoods } from './goods-form';

/**
 * The goods form; `goods` is the one being edited (create mode without it). Goods under review or
 * disabled are shown locked; approved goods are changed by a new review, so they have no draft.
 * Saving (as a draft, or submitted for review) opens the goods' detail.
 */
export const GoodsFormView = ({ goods }: { goods?: GoodsDetail }) => {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const saveGoods = useSaveGoods();
  const [form] = Form.useForm<GoodsFormValues>();
  const [saving, setSaving] = useState<'draft' | 'submit' | null>(null);
  const categoryId = Form.useWatch('categoryId', form) ?? goods?.categoryId;
  const params = useParamTemplate(form, categoryId);
  const locked =
    goods !== undefined && (goods.state === GoodsState.pending || goods.state === GoodsState.disabled);
  const approved = goods?.state === GoodsState.approved;

  const save = async (submit: boolean) => {
    let values: GoodsFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(submit ? 'submit' : 'draft');
    try {
      const input = inputOf(values, params, submit);
      const saved = await saveGoods.mutateAsync(goods ? { ...input, id: goods.id } : input);
      navigate(`/goods/detail/${saved.id}`);
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setSaving(null);
    }
  };

  return (
    <Form
      form={form}
      name="goodsEdit"
      labelCol={{ flex: '130px' }}
      wrapperCol={{ flex: 1 }}
      disabled={locked}
      initialValues={goods ? formOf(goods) : newGoods()}
    >
      <Flex vertical gap={16} style={{ maxWidth: 1100 }}>
        {locked ? <Alert type="warning" showIcon title={t('goods.pendingNote')} /> : null}
        {approved ? <Alert type="info" showIcon title={t('goods.reviewNote')} /> : null}
        {goods?.state === GoodsState.rejected && goods.refuseReason ? (
          <Alert type="error" showIcon title={`${t('goods.reason')}: ${goods.refuseReason}`} />
        ) : null}
        <GoodsBasicSection images={goods?.images} />
        <GoodsParamsSection categoryId={categoryId} params={params} />
        <GoodsSkusSection />
        <GoodsDescriptionSection />
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
