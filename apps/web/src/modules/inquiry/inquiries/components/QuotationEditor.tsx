import type { PricePosition, QuotationDetail, QuotationLine } from '@portal/shared/contracts/inquiry';
import { isMoneyString } from '@portal/shared/money-text';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Drawer,
  Flex,
  Form,
  Input,
  Select,
  Skeleton,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../../shared/api-error';
import { modal } from '../../../../shared/feedback';
import { formatAmount } from '../../../../shared/format';
import { usePermission } from '../../../../shared/use-permission';
import { FileUpload } from '../../../communal/components/FileUpload';
import { orderDetailPathOf } from '../../../orders/components/todo-columns';
import { lineAmountOf } from '../../../orders/order-amounts';
import { formatQuantity } from '../../../orders/order-quantity';
import { DeadlineText } from '../../components/DeadlineText';
import { InquiryStateTag, QuotationStateTag } from '../../components/InquiryTags';
import { OwnSkuField } from '../../components/OwnSkuField';
import { PricePositionPanel } from '../../components/PricePositionPanel';
import {
  useDiscardQuotationDraft,
  usePricePositions,
  useQuotationDetail,
  useSaveQuotation,
  useSendQuotation,
} from '../use-inquiries';
import {
  initialValuesOf,
  percentOf,
  positionQueryOf,
  type QuotationValues,
  quotationInputOf,
  TAX_RATES,
  totalsOf,
  validPriceOf,
} from './quotation-form';
import { RevisionHistory } from './RevisionHistory';

const DELIVERY_DAYS = /^\s*\d{1,3}\s*$/;

/** `value` once it has stayed the same for `ms` (the price positions are not asked at every key). */
const useSettled = <T,>(value: T, ms: number): T => {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the JSON key stands for the value
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
};

type EditorProps = {
  detail: QuotationDetail;
  /** The partner may write it: it holds inquiry:quote and the inquiry is still quotable. */
  editable: boolean;
  onClose: () => void;
};

/** The form of one inquiry's quotation: its lines beside their price positions, the terms, the totals. */
const EditorForm = ({ detail, editable, onClose }: EditorProps) => {
  const { t } = useTranslation('inquiry');
  const { inquiry, quotation } = detail;
  const [form] = Form.useForm<QuotationValues>();
  const save = useSaveQuotation();
  const send = useSendQuotation();
  const discard = useDiscardQuotationDraft();
  const sending = useRef(false);
  const [busy, setBusy] = useState<'save' | 'send' | 'discard' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const initialValues = useMemo(() => initialValuesOf(detail), [detail]);
  const values = Form.useWatch([], { form, preserve: true }) as QuotationValues | undefined;
  const current = values ?? initialValues;
  const totals = totalsOf(inquiry.items, current);
  const positionQuery = useSettled(positionQueryOf(inquiry.id, current), 400);
  const positions = usePricePositions(positionQuery);
  const positionOf = (itemId: number): PricePosition | undefined =>
    positions.data?.find((position) => position.itemId === itemId);
  const storedLines = new Map<number, QuotationLine>(
    (quotation?.lines ?? []).map((line) => [line.itemId, line]),
  );
  const nextRevision = (quotation?.revision ?? 0) + 1;

  const submit = async (kind: 'save' | 'send') => {
    sending.current = kind === 'send';
    setRefusal(null);
    try {
      await form.validateFields();
    } catch {
      return;
    } finally {
      sending.current = false;
    }
    // Every value, the lines' item ids too (they have no field of their own).
    const input = quotationInputOf(inquiry.id, form.getFieldsValue(true) as QuotationValues);
    const run = async () => {
      setBusy(kind);
      try {
        await (kind === 'send' ? send : save).mutateAsync(input);
      } catch (error) {
        if (error instanceof ApiError) setRefusal(error.message);
      } finally {
        setBusy(null);
      }
    };
    if (kind === 'save') return run();
    await modal.confirm({
      title: quotation?.revision ? t('editor.sendRevision', { revision: nextRevision }) : t('editor.send'),
      content: t('editor.sendConfirm'),
      okText: t('editor.send'),
      onOk: run,
    });
  };

  const sendRule = (check: (value: unknown) => boolean, message: string) => ({
    validator: async (_rule: unknown, value: unknown) => {
      const empty = value === undefined || value === null || String(value).trim() === '';
      if (empty) {
        if (sending.current) throw new Error(message);
        return;
      }
      if (!check(value)) throw new Error(message);
    },
  });

  const lineLabel = (index: number) => {
    const item = inquiry.items[index];
    return item ? `${item.lineNo}. ${item.goodsName}` : '';
  };

  const columns: TableColumnsType<{ key: number; name: number }> = [
    {
      title: t('editor.requested'),
      key: 'requested',
      width: 230,
      render: (_value, field) => {
        const item = inquiry.items[field.name];
        if (!item) return null;
        return (
          <Flex vertical gap={2}>
            <Typography.Text strong>
              {item.lineNo}. {item.goodsName}
            </Typography.Text>
            {item.spec ? <Typography.Text type="secondary">{item.spec}</Typography.Text> : null}
            {item.brand ? (
              <Typography.Text type="secondary">
                {t('inquiry.askedBrand', { brand: item.brand })}
              </Typography.Text>
            ) : null}
            <Typography.Text>
              {formatQuantity(item.quantity)} {item.unit}
            </Typography.Text>
            {item.remark ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {item.remark}
              </Typography.Text>
            ) : null}
          </Flex>
        );
      },
    },
    {
      title: t('editor.unitPrice'),
      key: 'unitPrice',
      width: 160,
      render: (_value, field) => {
        const cannotSupply = current.lines?.[field.name]?.cannotSupply ?? false;
        return (
          <Flex vertical gap={4}>
            <Form.Item
              name={[field.name, 'unitPrice']}
              style={{ marginBottom: 0 }}
              dependencies={[['lines', field.name, 'cannotSupply']]}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: unknown) => {
                    if (getFieldValue(['lines', field.name, 'cannotSupply'])) return;
                    const text = String(value ?? '').trim();
                    if (text === '') {
                      if (sending.current) throw new Error(t('editor.unitPriceRequired'));
                      return;
                    }
                    if (!isMoneyString(text)) throw new Error(t('editor.unitPriceRule'));
                    if (!/[1-9]/.test(text)) throw new Error(t('editor.unitPricePositive'));
                  },
                }),
              ]}
            >
              <Input
                prefix="¥"
                inputMode="decimal"
                disabled={cannotSupply}
                aria-label={`${t('editor.unitPrice')} ${lineLabel(field.name)}`}
                data-line={inquiry.items[field.name]?.lineNo}
              />
            </Form.Item>
            <Form.Item
              name={[field.name, 'cannotSupply']}
              valuePropName="checked"
              style={{ marginBottom: 0 }}
            >
              <Checkbox
                onChange={(event) => {
                  if (event.target.checked) form.setFieldValue(['lines', field.name, 'unitPrice'], undefined);
                  void form.validateFields([['lines', field.name, 'unitPrice']]).catch(() => undefined);
                }}
              >
                {t('editor.cannotSupply')}
              </Checkbox>
            </Form.Item>
          </Flex>
        );
      },
    },
    {
      title: `${t('editor.offeredBrand')} / ${t('editor.offeredModel')}`,
      key: 'brand',
      width: 170,
      render: (_value, field) => (
        <Flex vertical gap={6}>
          <Form.Item name={[field.name, 'brand']} style={{ marginBottom: 0 }}>
            <Input
              maxLength={50}
              placeholder={t('editor.offeredBrand')}
              aria-label={`${t('editor.offeredBrand')} ${lineLabel(field.name)}`}
            />
          </Form.Item>
          <Form.Item name={[field.name, 'model']} style={{ marginBottom: 0 }}>
            <Input
              maxLength={100}
              placeholder={t('editor.offeredModel')}
              aria-label={`${t('editor.offeredModel')} ${lineLabel(field.name)}`}
            />
          </Form.Item>
        </Flex>
      ),
    },
    {
      title: t('editor.ownSku'),
      key: 'sku',
      width: 170,
      render: (_value, field) => {
        const stored = storedLines.get(inquiry.items[field.name]?.id ?? -1);
        return (
          <Form.Item name={[field.name, 'skuId']} style={{ marginBottom: 0 }}>
            <OwnSkuField
              label={lineLabel(field.name)}
              onPick={(option) => {
                // The SKU's brand fills the brand offered when none is written yet.
                const brand = ['lines', field.name, 'brand'] as ['lines', number, 'brand'];
                if (option.brandName && !String(form.getFieldValue(brand) ?? '').trim())
                  form.setFieldValue(brand, option.brandName);
              }}
              disabled={!editable}
              storedLabel={
                stored?.skuName ? [stored.skuName, stored.skuSpec].filter(Boolean).join(' · ') : null
              }
            />
          </Form.Item>
        );
      },
    },
    {
      title: t('editor.amount'),
      key: 'amount',
      width: 110,
      align: 'right',
      render: (_value, field) => {
        const item = inquiry.items[field.name];
        const line = current.lines?.[field.name];
        if (line?.cannotSupply) return <Tag style={{ marginInlineEnd: 0 }}>{t('editor.cannotSupply')}</Tag>;
        const amount = item
          ? lineAmountOf({ quantity: item.quantity, unitPrice: validPriceOf(line) ?? '' })
          : null;
        return formatAmount(amount);
      },
    },
    {
      title: t('position.title'),
      key: 'position',
      width: 300,
      render: (_value, field) => {
        const item = inquiry.items[field.name];
        if (!item || current.lines?.[field.name]?.cannotSupply) return null;
        return <PricePositionPanel position={positionOf(item.id)} loading={positions.isFetching} />;
      },
    },
  ];

  return (
    <Form<QuotationValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      disabled={!editable}
      onValuesChange={() => setRefusal(null)}
    >
      <Flex vertical gap={16}>
        {refusal ? <Alert type="error" showIcon title={t('editor.refused')} description={refusal} /> : null}
        <Form.List name="lines">
          {(fields) => (
            <Table
              rowKey="key"
              size="small"
              bordered
              tableLayout="fixed"
              pagination={false}
              dataSource={fields}
              columns={columns}
              scroll={{ x: 1140 }}
              title={() => <Typography.Text strong>{t('editor.lines')}</Typography.Text>}
            />
          )}
        </Form.List>
        <Card size="small" title={t('editor.terms')}>
          <Flex gap={16} wrap>
            <Form.Item
              name="validUntil"
              label={t('quotation.validUntil')}
              rules={[sendRule(() => true, t('editor.validUntilRequired'))]}
              style={{ width: 190 }}
            >
              <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.isBefore(dayjs(), 'day')} />
            </Form.Item>
            <Form.Item
              name="deliveryDays"
              label={t('quotation.deliveryDays')}
              rules={[
                sendRule(
                  (value) => DELIVERY_DAYS.test(String(value)) && Number(value) <= 365,
                  t('editor.daysRule'),
                ),
              ]}
              style={{ width: 150 }}
            >
              <Input inputMode="numeric" maxLength={3} />
            </Form.Item>
            <Form.Item
              name="freight"
              label={t('quotation.freight')}
              rules={[
                {
                  validator: async (_rule, value: unknown) => {
                    const text = String(value ?? '').trim();
                    if (text !== '' && !isMoneyString(text)) throw new Error(t('editor.freightRule'));
                  },
                },
              ]}
              style={{ width: 150 }}
            >
              <Input prefix="¥" inputMode="decimal" />
            </Form.Item>
            <Form.Item name="taxRate" label={t('quotation.taxRate')} style={{ width: 120 }}>
              <Select
                options={[...new Set([...TAX_RATES, initialValues.taxRate ?? TAX_RATES[0]])].map((rate) => ({
                  value: rate,
                  label: `${percentOf(rate)}%`,
                }))}
              />
            </Form.Item>
            <Form.Item name="supplierQuoteNo" label={t('quotation.ownQuoteNo')} style={{ width: 200 }}>
              <Input maxLength={40} />
            </Form.Item>
          </Flex>
          <Flex gap={16} align="flex-start">
            <Form.Item
              name="remark"
              label={t('quotation.remark')}
              style={{ flex: '1 1 auto', marginBottom: 0 }}
            >
              <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 4, maxRows: 5 }} />
            </Form.Item>
            {editable || quotation?.head.attachment ? (
              <Form.Item
                name="attachmentFileId"
                label={t('quotation.attachment')}
                style={{ marginBottom: 0 }}
              >
                <FileUpload
                  kinds={['pdf', 'image', 'excel', 'word']}
                  previewUrl={quotation?.head.attachment?.url}
                  previewName={quotation?.head.attachment?.name}
                  disabled={!editable}
                />
              </Form.Item>
            ) : null}
          </Flex>
        </Card>
        <Card size="small" title={t('editor.totals')}>
          <Flex justify="space-between" align="center" gap={24} wrap>
            <Flex gap={40} wrap data-testid="quotation-totals">
              <Statistic
                title={t('editor.quotedLines')}
                value={`${totals.quotedLines} / ${inquiry.items.length}`}
              />
              <Statistic title={t('editor.unavailableLines')} value={totals.declinedLines} />
              <Statistic title={t('quotation.itemsAmount')} value={formatAmount(totals.itemsAmount)} />
              <Statistic
                title={t('quotation.freight')}
                value={formatAmount(
                  isMoneyString(String(current.freight ?? '').trim()) ? current.freight : '0',
                )}
              />
              <Statistic
                title={t('quotation.totalAmount')}
                value={formatAmount(totals.totalAmount)}
                prefix="¥"
                styles={{ content: { fontWeight: 600 } }}
                data-testid="quotation-total"
              />
            </Flex>
            {editable ? (
              <Flex gap={8} wrap>
                {quotation?.draftPending && quotation.revision > 0 ? (
                  <Button
                    loading={busy === 'discard'}
                    onClick={async () => {
                      setBusy('discard');
                      await discard.mutateAsync({ inquiryId: inquiry.id }).catch(() => undefined);
                      setBusy(null);
                    }}
                  >
                    {t('editor.discardDraft')}
                  </Button>
                ) : null}
                <Button loading={busy === 'save'} onClick={() => void submit('save')}>
                  {t('editor.saveDraft')}
                </Button>
                <Button type="primary" loading={busy === 'send'} onClick={() => void submit('send')}>
                  {quotation?.revision
                    ? t('editor.sendRevision', { revision: nextRevision })
                    : t('editor.send')}
                </Button>
              </Flex>
            ) : (
              // Outside the disabled form's reach: closing is always possible.
              <Button disabled={false} onClick={onClose}>
                {t('common.close')}
              </Button>
            )}
          </Flex>
        </Card>
      </Flex>
    </Form>
  );
};

/** The inquiry above the form: number, states, channel and customer, deadline and time left, order. */
const EditorHeader = ({ detail }: { detail: QuotationDetail }) => {
  const { t } = useTranslation('inquiry');
  const { inquiry, quotation } = detail;
  return (
    <Flex justify="space-between" align="flex-start" gap={24} wrap>
      <Flex vertical gap={6}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong style={{ fontSize: 16 }} copyable={{ text: inquiry.inquiryNo }}>
            {inquiry.inquiryNo}
          </Typography.Text>
          <InquiryStateTag state={inquiry.state} />
          {/* Draft or sent while open; closed, the inquiry's state says it all (won, lost, expired). */}
          {quotation && (inquiry.state === 1 || inquiry.state === 2) ? (
            <QuotationStateTag state={quotation.state} />
          ) : null}
          {quotation && quotation.revision > 0 ? (
            <Typography.Text type="secondary">
              {t('quotation.revision', { revision: quotation.revision })}
            </Typography.Text>
          ) : null}
          {quotation?.draftPending && quotation.revision > 0 ? (
            <Tag color="gold" style={{ marginInlineEnd: 0 }}>
              {t('inquiry.draftPending')}
            </Tag>
          ) : null}
        </Flex>
        <Typography.Text type="secondary">
          {inquiry.channelName} · {inquiry.customerName} · {t('inquiry.contact')} {inquiry.contactName}{' '}
          {inquiry.contactPhone}
        </Typography.Text>
        {inquiry.remark ? <Typography.Text type="secondary">{inquiry.remark}</Typography.Text> : null}
      </Flex>
      <Flex gap={32} align="flex-start">
        {inquiry.orderId ? (
          <Flex vertical gap={2}>
            <Typography.Text type="secondary">{t('inquiry.order')}</Typography.Text>
            <Link to={orderDetailPathOf(inquiry.orderId)}>{inquiry.orderNo}</Link>
          </Flex>
        ) : null}
        <Flex vertical gap={2}>
          <Typography.Text type="secondary">{t('common.deadline')}</Typography.Text>
          <DeadlineText deadline={inquiry.deadline} open={inquiry.quotable} />
        </Flex>
      </Flex>
    </Flex>
  );
};

/**
 * The quotation editor of one inquiry, in a large drawer (`?quote=<inquiry id>` of the inquiry and
 * quotation lists): a unit price or "cannot supply" per line, the brand and model offered and the
 * partner's own SKU, the price position beside each line, the terms, live exact totals; save as a
 * draft, send, revise until the deadline; the sent revisions below. Read-only once closed.
 */
export const QuotationEditor = ({
  inquiryId,
  onClose,
}: {
  inquiryId: number | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation('inquiry');
  const { hasAll } = usePermission();
  const detail = useQuotationDetail(inquiryId);
  const data = detail.data && detail.data.inquiry.id === inquiryId ? detail.data : undefined;
  const editable = Boolean(data?.inquiry.quotable) && hasAll('inquiry:quote');
  const title = data
    ? data.quotation && data.quotation.revision > 0 && editable
      ? t('editor.titleRevise', { inquiryNo: data.inquiry.inquiryNo, revision: data.quotation.revision + 1 })
      : t('editor.title', { inquiryNo: data.inquiry.inquiryNo })
    : t('inquiry.quote');
  return (
    <Drawer
      open={inquiryId !== undefined}
      onClose={onClose}
      title={title}
      size="min(1320px, 96vw)"
      destroyOnHidden
    >
      {!data ? (
        detail.isError ? (
          <Alert type="error" showIcon title={(detail.error as Error).message} />
        ) : (
          <Skeleton active paragraph={{ rows: 10 }} />
        )
      ) : (
        <Flex vertical gap={16}>
          <EditorHeader detail={data} />
          {!data.inquiry.quotable ? (
            <Alert
              type="info"
              showIcon
              title={
                data.inquiry.state === 1 || data.inquiry.state === 2
                  ? t('editor.deadlinePassed')
                  : t('editor.readOnly')
              }
            />
          ) : null}
          <EditorForm
            key={`${data.inquiry.id}-${data.quotation?.updatedTime ?? 'new'}`}
            detail={data}
            editable={editable}
            onClose={onClose}
          />
          {data.revisions.length > 0 ? (
            <RevisionHistory inquiryId={data.inquiry.id} revisions={data.revisions} />
          ) : null}
        </Flex>
      )}
    </Drawer>
  );
};
