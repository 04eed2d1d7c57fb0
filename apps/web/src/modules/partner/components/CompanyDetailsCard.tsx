import { PartnerState } from '@portal/shared/constants';
import type { DetailChangeRequestInput } from '@portal/shared/contracts/partner-profile';
import { viewCodeOf } from '@portal/shared/menu';
import { Authority } from '@portal/shared/permissions';
import { Button, Card, Flex, Form, Input, Result, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/FormDialog';
import { useFormSave } from '../../../shared/use-form-save';
import { usePermission } from '../../../shared/use-permission';
import { PARTNER_STATE_VIEW } from '../partner-state';
import { PartnerDetailView } from '../pages/PartnerDetailView';
import { usePartnerDetail, useRequestDetailChange } from '../use-profile';

/** Longest change request (the server's DetailChangeRequestInputSchema). */
const CHANGE_REQUEST_MAX = 500;

const DetailsCard = () => {
  const { t } = useTranslation('partner');
  const detail = usePartnerDetail();
  const canRequest = usePermission().hasAll(Authority.partnerDetailEdit);
  const requestChange = useRequestDetailChange();
  const [form] = Form.useForm<DetailChangeRequestInput>();
  const [open, setOpen] = useState(false);
  const { saving, save } = useFormSave(form, async (values) => {
    await requestChange.mutateAsync(values);
    setOpen(false);
  });
  const data = detail.data;
  const mayRequest = canRequest && data?.state === PartnerState.active;

  return (
    <Card
      variant="borderless"
      title={t('detail.companyDetails')}
      extra={
        mayRequest ? (
          <Button
            onClick={() => {
              form.resetFields();
              setOpen(true);
            }}
          >
            {t('detail.requestChange')}
          </Button>
        ) : null
      }
    >
      {data ? (
        <Flex vertical gap={16}>
          <Flex align="center" gap={12} wrap>
            <Typography.Text strong>{data.partnerName}</Typography.Text>
            <Tag color={PARTNER_STATE_VIEW[data.state]?.color}>{t(`partnerState.${data.state}`)}</Tag>
            <Typography.Text type="secondary">
              {t('detail.partnerNo')}: {data.partnerNo}
            </Typography.Text>
          </Flex>
          {data.details ? (
            <Typography.Text type="secondary">{t('detail.readOnlyHint')}</Typography.Text>
          ) : null}
          <PartnerDetailView detail={data} />
        </Flex>
      ) : detail.isError ? (
        <Result status="warning" />
      ) : (
        <Skeleton active />
      )}
      <FormDialog<DetailChangeRequestInput>
        open={open}
        title={t('detail.changeTitle')}
        width={560}
        form={form}
        name="detailChange"
        labelWidth={96}
        saving={saving}
        onSave={() => void save()}
        onClose={() => setOpen(false)}
        intro={<Typography.Paragraph type="secondary">{t('detail.changeIntro')}</Typography.Paragraph>}
      >
        <Form.Item
          name="content"
          label={t('detail.changeContent')}
          rules={[{ required: true, whitespace: true, message: t('detail.changeContentRequired') }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={CHANGE_REQUEST_MAX}
            showCount
            placeholder={t('detail.changeContentPlaceholder')}
          />
        </Form.Item>
      </FormDialog>
    </Card>
  );
};

/**
 * The company details of an approved partner, read-only, in the user centre (/ucenter/partner_set):
 * /ucenter/detail is the page of state 4 only. Whoever may edit them asks the platform for a
 * change. Shown to accounts that may read the details.
 */
export const CompanyDetailsCard = () => {
  const mayRead = usePermission().hasAll(viewCodeOf('/ucenter/detail'));
  return mayRead ? <DetailsCard /> : null;
};
