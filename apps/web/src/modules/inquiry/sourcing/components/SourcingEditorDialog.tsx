import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { GoodsDetail } from '@portal/shared/contracts/goods';
import type { SourcingDetail } from '@portal/shared/contracts/sourcing';
import { Button, DatePicker, Empty, Flex, Form, Input, Modal, Select, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../../../shared/use-form-save';
import { GoodsPickerDialog } from '../../../catalog/goods/components/GoodsPickerDialog';
import { useFetchGoodsDetail } from '../../../catalog/goods/use-goods';
import { useAddRequest, useCooperatorOptions, useUpdateRequest } from '../use-sourcing';

/** A goods line as the form holds it: one of the partner's SKUs, or a free-text item. */
type Line = {
  skuId?: number | null;
  goodsId?: number | null;
  /** The goods name and spec shown for a SKU line of a saved draft. */
  label?: string;
  itemName?: string;
  spec?: string;
  unit?: string;
  quantity?: string;
  remark?: string;
};

type Values = { title: string; deadline: Dayjs; cooperatorIds: number[]; remark?: string; lines: Line[] };

/** A request to write (`{}`), a draft to edit (`{ draft }`), or none (closed). */
export type SourcingEditorTarget = { draft?: SourcingDetail };

const QUANTITY = /^\s*\d{1,15}(\.\d{1,3})?\s*$/;
const text = (value: string | undefined) => value?.trim() || null;

/**
 * The batch inquiry editor: title, deadline, the cooperation partners asked (active ones, by name),
 * the goods lines (the partner's goods picked with a SKU each, or free-text items), saved as a draft
 * or sent at once.
 */
export const SourcingEditorDialog = ({
  target,
  onClose,
}: {
  target: SourcingEditorTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('sourcing');
  const [form] = Form.useForm<Values>();
  const lines = Form.useWatch<Line[] | undefined>('lines', { form, preserve: true });
  const [keyword, setKeyword] = useState('');
  const options = useCooperatorOptions(keyword, target !== null);
  const [picking, setPicking] = useState(false);
  const [goods, setGoods] = useState<Record<number, GoodsDetail>>({});
  const fetchGoodsDetail = useFetchGoodsDetail();
  const add = useAddRequest();
  const update = useUpdateRequest();
  const draft = target?.draft;
  const [sending, setSending] = useState(false);
  // What the save started by a footer button does: keep a draft, or send it.
  const send = useRef(false);

  useLayoutEffect(() => {
    if (!target) return;
    form.resetFields();
    setKeyword('');
    if (draft) {
      form.setFieldsValue({
        title: draft.title,
        deadline: dayjs(draft.deadline),
        cooperatorIds: draft.firms.map((firm) => firm.cooperatorId),
        remark: draft.remark ?? undefined,
        lines: draft.lines.map((line) =>
          line.skuId
            ? {
                skuId: line.skuId,
                goodsId: line.goodsId,
                label: [line.itemName, line.spec].filter(Boolean).join(' · '),
                quantity: line.quantity.replace(/\.?0+$/, ''),
                remark: line.remark ?? undefined,
              }
            : {
                itemName: line.itemName,
                spec: line.spec ?? undefined,
                unit: line.unit ?? undefined,
                quantity: line.quantity.replace(/\.?0+$/, ''),
                remark: line.remark ?? undefined,
              },
        ),
      });
    } else {
      form.setFieldsValue({ deadline: dayjs().add(3, 'day').hour(18).minute(0).second(0), lines: [] });
    }
  }, [target, draft, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    const input = {
      title: values.title.trim(),
      deadline: values.deadline.toISOString(),
      remark: text(values.remark),
      cooperatorIds: values.cooperatorIds ?? [],
      // Every value of the lines, those without a field of their own too (a saved line's SKU).
      lines: ((form.getFieldValue('lines') as Line[] | undefined) ?? []).map((line) =>
        line.skuId
          ? { skuId: line.skuId, quantity: String(line.quantity).trim(), remark: text(line.remark) }
          : {
              itemName: text(line.itemName),
              spec: text(line.spec),
              unit: text(line.unit),
              quantity: String(line.quantity).trim(),
              remark: text(line.remark),
            },
      ),
      send: send.current,
    };
    if (draft) await update.mutateAsync({ ...input, id: draft.id });
    else await add.mutateAsync(input);
    onClose();
  });

  const submit = (andSend: boolean) => {
    send.current = andSend;
    setSending(andSend);
    void save();
  };

  const pick = async (goodsId: number) => {
    setPicking(false);
    const detail = goods[goodsId] ?? (await fetchGoodsDetail(goodsId));
    if (!detail) return;
    setGoods((current) => ({ ...current, [goodsId]: detail }));
    const current = form.getFieldValue('lines') ?? [];
    form.setFieldValue('lines', [...current, { goodsId, skuId: detail.skus[0]?.id, quantity: '1' }]);
  };

  const existing = (draft?.firms ?? []).map((firm) => ({ value: firm.cooperatorId, label: firm.name }));
  const firmOptions = [
    ...existing,
    ...(options.data ?? [])
      .filter((option) => !existing.some((known) => known.value === option.id))
      .map((option) => ({ value: option.id, label: option.name })),
  ];

  return (
    <Modal
      open={target !== null}
      title={draft ? t('request.editTitle') : t('request.addTitle')}
      width={1080}
      onCancel={onClose}
      forceRender
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button loading={saving && !sending} onClick={() => submit(false)}>
            {t('request.saveDraft')}
          </Button>
          <Button type="primary" loading={saving && sending} onClick={() => submit(true)}>
            {t('request.saveAndSend')}
          </Button>
        </Flex>
      }
    >
      <Form form={form} name="sourcing" layout="vertical" style={{ marginTop: 16 }}>
        <Flex gap={16} wrap>
          <Form.Item
            name="title"
            label={t('request.title')}
            style={{ flex: '1 1 360px' }}
            rules={[{ required: true, whitespace: true, message: t('request.titleRequired') }]}
          >
            <Input maxLength={100} placeholder={t('request.titlePlaceholder')} />
          </Form.Item>
          <Form.Item
            name="deadline"
            label={t('request.deadline')}
            rules={[
              { required: true, message: t('request.deadlineRequired') },
              {
                validator: async (_rule, value: Dayjs | undefined) => {
                  if (value && !value.isAfter(dayjs())) throw new Error(t('request.deadlinePast'));
                },
              },
            ]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              style={{ width: 220 }}
              disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            />
          </Form.Item>
        </Flex>
        <Form.Item name="cooperatorIds" label={t('request.firms')}>
          <Select
            mode="multiple"
            allowClear
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            placeholder={t('request.firmsPlaceholder')}
            options={firmOptions}
            loading={options.isFetching}
          />
        </Form.Item>
        <Form.List name="lines">
          {(fields, { add: append, remove }) => (
            <Flex vertical gap={8} style={{ marginBottom: 16 }}>
              <Typography.Text strong>{t('request.lines')}</Typography.Text>
              <Table
                rowKey="key"
                size="small"
                pagination={false}
                dataSource={fields}
                scroll={{ y: 320 }}
                locale={{
                  emptyText: (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('request.noLines')} />
                  ),
                }}
                columns={[
                  {
                    title: t('request.itemName'),
                    key: 'item',
                    render: (_value, field) => {
                      const line = lines?.[field.name];
                      if (!line?.skuId && !line?.goodsId) {
                        return (
                          <Flex gap={6}>
                            <Form.Item
                              name={[field.name, 'itemName']}
                              style={{ marginBottom: 0, flex: 2 }}
                              rules={[
                                { required: true, whitespace: true, message: t('request.itemNameRequired') },
                              ]}
                            >
                              <Input
                                maxLength={100}
                                placeholder={t('request.itemName')}
                                aria-label={`${t('request.itemName')} ${field.name + 1}`}
                              />
                            </Form.Item>
                            <Form.Item name={[field.name, 'spec']} style={{ marginBottom: 0, flex: 1.4 }}>
                              <Input
                                maxLength={100}
                                placeholder={t('request.spec')}
                                aria-label={`${t('request.spec')} ${field.name + 1}`}
                              />
                            </Form.Item>
                            <Form.Item name={[field.name, 'unit']} style={{ marginBottom: 0, width: 70 }}>
                              <Input
                                maxLength={20}
                                placeholder={t('request.unit')}
                                aria-label={`${t('request.unit')} ${field.name + 1}`}
                              />
                            </Form.Item>
                          </Flex>
                        );
                      }
                      const detail = line.goodsId ? goods[line.goodsId] : undefined;
                      return (
                        <Flex gap={8} align="center">
                          <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                            {t('request.goodsKind')}
                          </Tag>
                          {detail ? (
                            <>
                              <Typography.Text ellipsis style={{ maxWidth: 260 }}>
                                {detail.name}
                              </Typography.Text>
                              <Form.Item name={[field.name, 'skuId']} style={{ marginBottom: 0, width: 150 }}>
                                <Select
                                  aria-label={`${t('request.spec')} ${detail.name}`}
                                  options={detail.skus.map((sku) => ({ value: sku.id, label: sku.spec }))}
                                />
                              </Form.Item>
                            </>
                          ) : (
                            <Typography.Text ellipsis style={{ maxWidth: 420 }}>
                              {line.label}
                            </Typography.Text>
                          )}
                        </Flex>
                      );
                    },
                  },
                  {
                    title: t('request.quantity'),
                    key: 'quantity',
                    width: 120,
                    render: (_value, field) => (
                      <Form.Item
                        name={[field.name, 'quantity']}
                        style={{ marginBottom: 0 }}
                        rules={[
                          {
                            validator: async (_rule, value: unknown) => {
                              const q = String(value ?? '').trim();
                              if (!QUANTITY.test(q) || Number(q) <= 0)
                                throw new Error(t('request.quantityRule'));
                            },
                          },
                        ]}
                      >
                        <Input
                          inputMode="decimal"
                          aria-label={`${t('request.quantity')} ${field.name + 1}`}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('request.lineRemark'),
                    key: 'remark',
                    width: 180,
                    render: (_value, field) => (
                      <Form.Item name={[field.name, 'remark']} style={{ marginBottom: 0 }}>
                        <Input maxLength={200} aria-label={`${t('request.lineRemark')} ${field.name + 1}`} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '',
                    key: 'remove',
                    width: 48,
                    render: (_value, field) => (
                      <Button
                        type="text"
                        danger
                        aria-label={t('request.removeLine')}
                        icon={<DeleteOutlined />}
                        onClick={() => remove(field.name)}
                      />
                    ),
                  },
                ]}
              />
              <Flex gap={8}>
                <Button icon={<PlusOutlined />} onClick={() => setPicking(true)}>
                  {t('request.pickGoods')}
                </Button>
                <Button icon={<EditOutlined />} onClick={() => append({ quantity: '1' })}>
                  {t('request.addTextLine')}
                </Button>
              </Flex>
            </Flex>
          )}
        </Form.List>
        <Form.Item name="remark" label={t('common.remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
      <GoodsPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(row) => void pick(row.id)}
      />
    </Modal>
  );
};
