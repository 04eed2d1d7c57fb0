import type { CategoryNode } from '@portal/shared/contracts/catalog';
import type { ListingDetail, ListingDraft } from '@portal/shared/contracts/listing';
import { Alert, Button, Card, Flex, Form, Skeleton, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { showFieldErrors } from '../../../../shared/form-errors';
import {
  filledPrices,
  initialPrices,
  SkuPriceTable,
  type SkuPriceValues,
} from '../../components/SkuPriceTable';
import { useChannelTree, useListingDetail, useListingDraft, useSaveListing } from '../use-listings';
import { GoodsSummary } from '../../components/GoodsSummary';

type Mode = 'add' | 'edit' | 'price';
type ListingForm = { channelCategoryId?: number; prices: SkuPriceValues };

/** The channel tree as TreeSelect data: only leaves can be chosen. */
const treeDataOf = (nodes: readonly CategoryNode[]): object[] =>
  nodes.map((node) => ({
    value: node.id,
    title: node.name,
    selectable: node.isLeaf,
    children: treeDataOf(node.children),
  }));

const ListingFormView = ({
  mode,
  draft,
  listing,
}: {
  mode: Mode;
  draft: ListingDraft;
  listing?: ListingDetail;
}) => {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const saveListing = useSaveListing();
  const [form] = Form.useForm<ListingForm>();
  const [saving, setSaving] = useState<'save' | 'submit' | null>(null);
  const tree = useChannelTree(draft.channelId, draft.channelHasTree && mode !== 'price');
  const back = () => navigate(`/goods/channel?channel=${draft.channelId}`);

  const save = async (submit: boolean) => {
    let values: ListingForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const prices = filledPrices(draft.skus, values.prices);
    if (prices.length === 0) {
      form.setFields([
        { name: ['prices', String(draft.skus[0]?.skuId)], errors: [t('listing.priceRequired')] },
      ]);
      return;
    }
    setSaving(submit ? 'submit' : 'save');
    try {
      if (mode === 'price' && listing) {
        await saveListing.mutateAsync({ mode, listing: { id: listing.id, prices } });
      } else if (mode === 'edit' && listing) {
        await saveListing.mutateAsync({
          mode,
          listing: { id: listing.id, channelCategoryId: values.channelCategoryId, prices, submit },
        });
      } else {
        await saveListing.mutateAsync({
          mode: 'add',
          listing: {
            channelId: draft.channelId,
            goodsId: draft.goodsId,
            channelCategoryId: values.channelCategoryId,
            prices,
            submit,
          },
        });
      }
      back();
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setSaving(null);
    }
  };

  const title =
    mode === 'add' ? 'listing.addTitle' : mode === 'edit' ? 'listing.editTitle' : 'listing.priceTitle';

  return (
    <Form
      form={form}
      name="listing"
      labelCol={{ flex: '130px' }}
      wrapperCol={{ flex: 1 }}
      initialValues={{
        channelCategoryId: listing?.channelCategoryId ?? draft.channelCategoryId ?? undefined,
        prices: initialPrices(draft.skus, listing?.prices),
      }}
    >
      <Flex vertical gap={16} style={{ maxWidth: 1000 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t(title, { channel: draft.channelName })}
        </Typography.Title>
        {listing?.reason ? (
          <Alert type="warning" showIcon title={`${t('listing.reason')}: ${listing.reason}`} />
        ) : null}
        <Card size="small">
          <GoodsSummary
            imageUrl={draft.mainImageUrl}
            name={draft.goodsName}
            subtitle={`${draft.brandName} · ${draft.model}`}
            size={64}
            nameWidth={800}
            strong
          />
        </Card>
        {mode === 'price' ? null : (
          <Form.Item
            name="channelCategoryId"
            label={t('listing.channelCategory')}
            rules={
              draft.channelHasTree ? [{ required: true, message: t('listing.channelCategoryRequired') }] : []
            }
            extra={draft.channelCategoryId ? t('listing.mapped') : undefined}
          >
            {draft.channelHasTree ? (
              <TreeSelect
                showSearch={{ treeNodeFilterProp: 'title' }}
                loading={tree.isLoading}
                treeData={treeDataOf(tree.data?.[0]?.children ?? [])}
                style={{ maxWidth: 420 }}
                treeDefaultExpandedKeys={draft.channelCategoryId ? [draft.channelCategoryId] : []}
              />
            ) : (
              <Typography.Text type="secondary">{t('listing.noChannelTree')}</Typography.Text>
            )}
          </Form.Item>
        )}
        <Card size="small" title={t('listing.prices')}>
          <Typography.Paragraph type="secondary">{t('listing.priceHint')}</Typography.Paragraph>
          <SkuPriceTable
            skus={draft.skus}
            priceTitle={t('listing.channelPrice')}
            aboveMarket={(marketPrice) => t('listing.priceAboveMarket', { marketPrice })}
            idPrefix="listing_price"
          />
        </Card>
        <Flex gap={12}>
          {mode === 'price' ? (
            <Button type="primary" loading={saving !== null} onClick={() => void save(false)}>
              {t('listing.savePrices')}
            </Button>
          ) : (
            <>
              <Button loading={saving === 'save'} disabled={saving !== null} onClick={() => void save(false)}>
                {t('listing.save')}
              </Button>
              <Button
                type="primary"
                loading={saving === 'submit'}
                disabled={saving !== null}
                onClick={() => void save(true)}
              >
                {t('listing.saveAndSubmit')}
              </Button>
            </>
          )}
          <Button onClick={back}>{t('listing.back')}</Button>
        </Flex>
      </Flex>
    </Form>
  );
};

/**
 * /goods/channel/:channelId/add/:goodsId, /goods/channel/:channelId/edit/:id and
 * /goods/channel/:channelId/price/:id: a listing's channel category and its price per SKU.
 */
const ListingFormPage = () => {
  const params = useParams();
  const { pathname } = useLocation();
  const channelId = Number(params.channelId);
  const listingId = params.id ? Number(params.id) : undefined;
  const mode: Mode = listingId === undefined ? 'add' : pathname.includes('/price/') ? 'price' : 'edit';
  const listing = useListingDetail(listingId);
  const goodsId = listingId === undefined ? Number(params.goodsId) : listing.data?.goodsId;
  const draft = useListingDraft(channelId, goodsId);
  const ready = draft.data && (listingId === undefined || listing.data);
  return (
    <Card variant="borderless">
      {ready && draft.data ? (
        <ListingFormView
          key={`${mode}-${listingId ?? goodsId}`}
          mode={mode}
          draft={draft.data}
          listing={listing.data}
        />
      ) : draft.isError || listing.isError ? null : (
        <Skeleton active />
      )}
    </Card>
  );
};

export default ListingFormPage;
