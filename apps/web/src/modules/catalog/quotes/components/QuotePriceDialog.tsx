import type { QuoteRow } from '@portal/shared/contracts/quote';
import { Alert, Flex, Form, Skeleton, Typography } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/FormDialog';
import { useFormSave } from '../../../../shared/use-form-save';
import { useQuoteDetail, useQuoteDraft, useSaveQuote } from '../use-quotes';
import {
  filledPrices,
  initialPrices,
  SkuPriceTable,
  type SkuPriceValues,
} from '../../components/SkuPriceTable';
import { GoodsSummary } from '../../components/GoodsSummary';

/** A new quote of goods to an invitation's store, or new prices for a quote. */
export type QuotePriceTarget =
  | { mode: 'add'; invitationId: number; goodsId: number }
  | { mode: 'price'; quote: QuoteRow };

export type QuotePriceDialogProps = {
  target: QuotePriceTarget | null;
  /** Closes the dialog; a saved quote refreshes the invitation and quote lists itself. */
  onClose: () => void;
};

type QuoteForm = { prices: SkuPriceValues };

/**
 * Quotes goods to a store: a price per SKU, never above its market price. New prices send the
 * quote back to the store for confirmation.
 */
export const QuotePriceDialog = ({ target, onClose }: QuotePriceDialogProps) => {
  const { t } = useTranslation('quote');
  const [form] = Form.useForm<QuoteForm>();
  const quote = target?.mode === 'price' ? target.quote : undefined;
  const invitationId = quote?.invitationId ?? (target?.mode === 'add' ? target.invitationId : undefined);
  const goodsId = quote?.goodsId ?? (target?.mode === 'add' ? target.goodsId : undefined);
  const draft = useQuoteDraft(invitationId, goodsId);
  const detail = useQuoteDetail(quote?.id);
  const saveQuote = useSaveQuote();
  const ready = draft.data !== undefined && (quote === undefined || detail.data !== undefined);

  // Reset before the dialog is painted, so nothing typed into it at once is wiped.
  useLayoutEffect(() => {
    if (!ready || !draft.data) return;
    form.resetFields();
    form.setFieldsValue({ prices: initialPrices(draft.data.skus, detail.data?.prices) });
  }, [ready, draft.data, detail.data, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    if (!draft.data) return;
    const prices = filledPrices(draft.data.skus, values.prices);
    if (prices.length === 0) {
      form.setFields([
        { name: ['prices', String(draft.data.skus[0]?.skuId)], errors: [t('quote.priceRequired')] },
      ]);
      return;
    }
    await saveQuote.mutateAsync(
      quote
        ? { id: quote.id, prices }
        : { invitationId: invitationId as number, goodsId: goodsId as number, prices },
    );
    onClose();
  });

  return (
    <FormDialog
      open={target !== null}
      title={quote ? t('quote.priceTitle') : t('quote.addTitle', { store: draft.data?.storeName ?? '' })}
      width={760}
      form={form}
      name="quote"
      labelWidth={0}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      {ready && draft.data ? (
        <Flex vertical gap={12}>
          {quote?.reason ? <Alert type="warning" showIcon title={quote.reason} /> : null}
          <GoodsSummary
            imageUrl={draft.data.mainImageUrl}
            name={draft.data.goodsName}
            subtitle={`${draft.data.brandName} · ${draft.data.model} · ${draft.data.storeName}（${draft.data.channelName}）`}
            size={56}
            nameWidth={600}
            strong
          />
          <Typography.Text type="secondary">{t('quote.priceHint')}</Typography.Text>
          <SkuPriceTable
            skus={draft.data.skus}
            priceTitle={t('quote.price')}
            aboveMarket={(marketPrice) => t('quote.priceAboveMarket', { marketPrice })}
            idPrefix="quote_price"
          />
        </Flex>
      ) : draft.isError || detail.isError ? null : (
        <Skeleton active />
      )}
    </FormDialog>
  );
};
