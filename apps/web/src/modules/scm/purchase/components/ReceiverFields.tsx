import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RegionCascader } from '../../../../shared/selectors/RegionCascader';

/** The receiver part of a purchase order's form: `region` (codes as numbers) and `regionName` beside it. */
export type ReceiverValues = {
  receiverName: string;
  receiverPhone: string;
  region: number[];
  regionName: string;
  address: string;
};

/** The receiver as the contracts take it. */
export const receiverOf = (values: ReceiverValues) => ({
  receiverName: values.receiverName.trim(),
  receiverPhone: values.receiverPhone.trim(),
  regionCodes: (values.region ?? []).map(String),
  regionName: values.regionName,
  address: values.address.trim(),
});

/** Receiver, phone, region (RegionCascader; its names are kept in `regionName`) and street address. */
export const ReceiverFields = () => {
  const { t } = useTranslation('purchase');
  const form = Form.useFormInstance<ReceiverValues>();
  return (
    <>
      <Form.Item
        name="receiverName"
        label={t('checkout.receiverName')}
        rules={[{ required: true, whitespace: true, message: t('checkout.receiverNameRequired') }]}
      >
        <Input maxLength={30} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item
        name="receiverPhone"
        label={t('checkout.receiverPhone')}
        rules={[{ required: true, whitespace: true, message: t('checkout.receiverPhoneRequired') }]}
      >
        <Input maxLength={20} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="regionName" hidden>
        <Input />
      </Form.Item>
      <Form.Item
        name="region"
        label={t('checkout.region')}
        rules={[{ required: true, type: 'array', min: 1, message: t('checkout.regionRequired') }]}
      >
        <RegionCascader
          style={{ width: '100%' }}
          onChange={(ids, names) => {
            form.setFieldsValue({ region: ids, regionName: names.join(' ') });
          }}
        />
      </Form.Item>
      <Form.Item
        name="address"
        label={t('checkout.address')}
        rules={[{ required: true, whitespace: true, message: t('checkout.addressRequired') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
    </>
  );
};
