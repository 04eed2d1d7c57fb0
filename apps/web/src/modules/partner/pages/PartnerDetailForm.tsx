import type { PartnerDetail, PartnerDetailInput } from '@portal/shared/contracts/partner-profile';
import { isUnifiedSocialCreditCode } from '@portal/shared/contracts/partner-profile';
import { Button, Col, Form, Input, Row } from 'antd';
import type { FormRule } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../../shared/form-errors';
import { RegionCascader } from '../../../shared/selectors/RegionCascader';
import { FileUpload } from '../../communal/components/FileUpload';
import { useSubmitPartnerDetail } from '../use-profile';

type DetailForm = Omit<PartnerDetailInput, 'licenceFile'> & { licenceFile: number | null; region?: number[] };

export type PartnerDetailFormProps = {
  detail: PartnerDetail;
  /** Called with the answer after a successful submission (state 3). */
  onSubmitted: (detail: PartnerDetail) => void;
};

const MOBILE = /^1[3-9]\d{9}$/;

/**
 * The state-4 form: the company details a partner submits for review (DOMAIN.md). The region
 * cascader fills the start of the address; the address field is what is submitted.
 */
export const PartnerDetailForm = ({ detail, onSubmitted }: PartnerDetailFormProps) => {
  const { t } = useTranslation('partner');
  const [form] = Form.useForm<DetailForm>();
  const [saving, setSaving] = useState(false);
  const submitDetail = useSubmitPartnerDetail();
  const regionPrefix = useRef('');

  const required = (key: string): FormRule => ({ required: true, whitespace: true, message: t(key) });
  /**
   * A required text in half a row, checked when it loses focus (and against `pattern` when given);
   * its texts are `detail.<name>`, `<name>Required` and `<name>Invalid`.
   */
  const textField = (name: keyof DetailForm, maxLength: number, pattern?: RegExp) => (
    <Col xs={24} md={12}>
      <Form.Item
        name={name}
        label={t(`detail.${name}`)}
        validateTrigger="onBlur"
        rules={[
          required(`detail.${name}Required`),
          ...(pattern ? [{ pattern, message: t(`detail.${name}Invalid`) }] : []),
        ]}
      >
        <Input maxLength={maxLength} />
      </Form.Item>
    </Col>
  );
  const previous = detail.details;
  const initialValues: Partial<DetailForm> = previous
    ? { ...previous }
    : { contactName: detail.contactName ?? '', contactMobile: detail.mobile ?? '', licenceFile: null };

  const fillAddress = (names: string[]) => {
    const current: string = form.getFieldValue('address') ?? '';
    const rest = current.startsWith(regionPrefix.current)
      ? current.slice(regionPrefix.current.length)
      : current;
    regionPrefix.current = names.join('');
    form.setFieldValue('address', regionPrefix.current + rest);
  };

  const submit = async (values: DetailForm) => {
    setSaving(true);
    try {
      const { region: _region, ...input } = values;
      const answer = await submitDetail.mutateAsync({ ...input, licenceFile: input.licenceFile as number });
      onSubmitted(answer);
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<DetailForm>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      scrollToFirstError
    >
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item
            name="licenceNo"
            label={t('detail.licenceNo')}
            validateTrigger="onBlur"
            normalize={(v: string) => v?.toUpperCase()}
            rules={[
              required('detail.licenceNoRequired'),
              {
                validator: (_rule, value: string) =>
                  !value || isUnifiedSocialCreditCode(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('detail.licenceNoInvalid'))),
              },
            ]}
          >
            <Input maxLength={18} placeholder={t('detail.licenceNoPlaceholder')} />
          </Form.Item>
        </Col>
        {textField('legalPerson', 30)}
        <Col xs={24} md={12}>
          <Form.Item
            name="taxNo"
            label={t('detail.taxNo')}
            validateTrigger="onBlur"
            normalize={(v: string) => v?.toUpperCase()}
            rules={[
              required('detail.taxNoRequired'),
              { pattern: /^[0-9A-Z]{15,20}$/, message: t('detail.taxNoInvalid') },
            ]}
          >
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="region" label={t('detail.region')}>
            <RegionCascader onChange={(_ids, names) => fillAddress(names)} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="address"
            label={t('detail.address')}
            validateTrigger="onBlur"
            rules={[required('detail.addressRequired')]}
          >
            <Input maxLength={200} placeholder={t('detail.addressPlaceholder')} />
          </Form.Item>
        </Col>
        {textField('bankName', 100)}
        {textField('bankAccount', 32, /^[0-9-]{6,32}$/)}
        {textField('contactName', 20)}
        {textField('contactMobile', 11, MOBILE)}
        <Col span={24}>
          <Form.Item
            name="licenceFile"
            label={t('detail.licenceFile')}
            extra={t('detail.licenceFileHint')}
            rules={[{ required: true, message: t('detail.licenceFileRequired') }]}
          >
            <FileUpload kinds={['image', 'pdf']} previewName={t('detail.licenceFile')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} size="large">
          {t('detail.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
};
