import type { ScmAuthorizationRow } from '@portal/shared/contracts/scm-goods';
import { DatePicker, Form, Input, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/FormDialog';
import { SupplierSelect } from '../../../../shared/selectors/SupplierSelect';
import { useFormSave } from '../../../../shared/use-form-save';
import { FileUpload } from '../../../communal/components/FileUpload';
import {
  useAddScmAuthorization,
  useRenewScmAuthorization,
  useScmGoodsOptions,
  useUpdateScmAuthorization,
} from '../use-scm-goods';

const DAY_FORMAT = 'YYYY-MM-DD';
const text = (value: string | undefined) => value?.trim() || null;

type Values = {
  supplierId: number;
  scmGoodsId?: number | null;
  brandName?: string;
  letterNo?: string;
  fileId: number;
  validity: [Dayjs, Dayjs];
  remark?: string;
};

/** A letter to add (`{}`), to edit (`{ row }`), or none (closed). */
export type AuthorizationTarget = { row?: ScmAuthorizationRow };

/** One supplier's goods to choose from (none chosen: the letter covers all of them). */
const SupplierGoodsSelect = ({
  supplierId,
  value,
  onChange,
  id,
}: {
  supplierId: number | undefined;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}) => {
  const { t } = useTranslation('scmGoods');
  const [keyword, setKeyword] = useState('');
  const options = useScmGoodsOptions(supplierId, keyword);
  return (
    <Select<number>
      id={id}
      showSearch
      allowClear
      disabled={supplierId === undefined}
      value={value ?? undefined}
      placeholder={t('authorization.goodsPlaceholder')}
      filterOption={false}
      onSearch={setKeyword}
      onChange={(next) => onChange?.(next ?? null)}
      options={(options.data ?? []).map((goods) => ({
        value: goods.id,
        label: [goods.name, goods.brandName].filter(Boolean).join(' · '),
      }))}
      style={{ width: 360 }}
    />
  );
};

/** Adds a supplier's authorization letter, or corrects one: supplier, goods (or all), letter, validity. */
export const AuthorizationDialog = ({
  target,
  onClose,
}: {
  target: AuthorizationTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('scmGoods');
  const [form] = Form.useForm<Values>();
  const add = useAddScmAuthorization();
  const update = useUpdateScmAuthorization();
  const editing = target?.row;
  const supplierId = Form.useWatch('supplierId', form);

  useLayoutEffect(() => {
    if (!target) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({
        supplierId: editing.supplierId,
        scmGoodsId: editing.scmGoodsId,
        brandName: editing.brandName ?? undefined,
        letterNo: editing.letterNo ?? undefined,
        fileId: editing.files[0]?.id,
        validity: [dayjs(editing.validFrom), dayjs(editing.validTo)],
        remark: editing.remark ?? undefined,
      });
  }, [target, editing, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    const kept = editing?.files.slice(1).map((file) => file.id) ?? [];
    const input = {
      supplierId: values.supplierId,
      scmGoodsId: values.scmGoodsId ?? null,
      brandName: text(values.brandName),
      letterNo: text(values.letterNo),
      fileIds: [values.fileId, ...kept],
      validFrom: values.validity[0].format(DAY_FORMAT),
      validTo: values.validity[1].format(DAY_FORMAT),
      remark: text(values.remark),
    };
    if (editing) await update.mutateAsync({ ...input, id: editing.id });
    else await add.mutateAsync(input);
    onClose();
  });

  return (
    <FormDialog
      open={target !== null}
      title={editing ? t('authorization.editTitle') : t('authorization.addTitle')}
      width={640}
      form={form}
      name="scmAuthorization"
      labelWidth={110}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Form.Item
        name="supplierId"
        label={t('common.supplier')}
        rules={[{ required: true, message: t('goods.supplierRequired') }]}
      >
        <SupplierSelect style={{ width: 360 }} onChange={() => form.setFieldValue('scmGoodsId', null)} />
      </Form.Item>
      <Form.Item name="scmGoodsId" label={t('authorization.goods')}>
        <SupplierGoodsSelect supplierId={supplierId} />
      </Form.Item>
      <Form.Item name="brandName" label={t('authorization.brandName')}>
        <Input maxLength={50} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="letterNo" label={t('authorization.letterNo')}>
        <Input maxLength={40} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item
        name="validity"
        label={t('authorization.validity')}
        rules={[{ required: true, message: t('authorization.validityRequired') }]}
      >
        <DatePicker.RangePicker />
      </Form.Item>
      <Form.Item
        name="fileId"
        label={t('authorization.file')}
        rules={[{ required: true, message: t('authorization.fileRequired') }]}
      >
        <FileUpload
          kinds={['image', 'pdf']}
          previewUrl={editing?.files[0]?.url}
          previewName={editing?.files[0]?.name}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('common.remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
};

type RenewValues = { validity: [Dayjs, Dayjs]; letterNo?: string; fileId?: number | null };

/** Gives a letter a new validity (ending after the old one), with the new letter when there is one. */
export const RenewDialog = ({ row, onClose }: { row: ScmAuthorizationRow | null; onClose: () => void }) => {
  const { t } = useTranslation('scmGoods');
  const [form] = Form.useForm<RenewValues>();
  const renew = useRenewScmAuthorization();
  useLayoutEffect(() => {
    if (!row) return;
    form.resetFields();
    const from = dayjs(row.validTo).add(1, 'day');
    form.setFieldsValue({
      validity: [from, from.add(1, 'year').subtract(1, 'day')],
      letterNo: row.letterNo ?? undefined,
    });
  }, [row, form]);
  const { saving, save } = useFormSave(form, async (values) => {
    if (!row) return;
    await renew.mutateAsync({
      id: row.id,
      validFrom: values.validity[0].format(DAY_FORMAT),
      validTo: values.validity[1].format(DAY_FORMAT),
      letterNo: text(values.letterNo),
      fileIds: values.fileId ? [values.fileId] : null,
    });
    onClose();
  });
  return (
    <FormDialog
      open={row !== null}
      title={t('authorization.renewTitle')}
      width={560}
      form={form}
      name="scmAuthorizationRenew"
      labelWidth={130}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
      intro={
        row ? (
          <Typography.Paragraph type="secondary">
            {row.supplierName} · {row.goodsName ?? t('authorization.allGoods')} ·{' '}
            {t('authorization.renewHint', { validTo: row.validTo })}
          </Typography.Paragraph>
        ) : null
      }
    >
      <Form.Item
        name="validity"
        label={t('authorization.validity')}
        rules={[{ required: true, message: t('authorization.validityRequired') }]}
      >
        <DatePicker.RangePicker />
      </Form.Item>
      <Form.Item name="letterNo" label={t('authorization.letterNo')}>
        <Input maxLength={40} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="fileId" label={t('authorization.newFile')}>
        <FileUpload kinds={['image', 'pdf']} />
      </Form.Item>
    </FormDialog>
  );
};
