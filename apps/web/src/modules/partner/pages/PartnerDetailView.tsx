import type { PartnerDetail } from '@portal/shared/contracts/partner-profile';
import { Button, Descriptions, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { ApiError } from '../../../shared/api-error';
import { openStoredFile } from '../../communal/use-files';
import { message } from '../../../shared/feedback';

/** The submitted company details, read-only (under review, approved, disabled). */
export const PartnerDetailView = ({ detail }: { detail: PartnerDetail }) => {
  const { t } = useTranslation('partner');
  const details = detail.details;
  if (!details) return <Empty description={t('detail.noDetails')} />;

  const openLicence = () =>
    openStoredFile(details.licenceFile).catch((error: unknown) => {
      if (error instanceof ApiError) void message.error(error.message);
    });

  return (
    <Descriptions
      bordered
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'licenceNo', label: t('detail.licenceNo'), children: details.licenceNo },
        { key: 'legalPerson', label: t('detail.legalPerson'), children: details.legalPerson },
        { key: 'taxNo', label: t('detail.taxNo'), children: details.taxNo },
        { key: 'address', label: t('detail.address'), children: details.address },
        { key: 'bankName', label: t('detail.bankName'), children: details.bankName },
        { key: 'bankAccount', label: t('detail.bankAccount'), children: details.bankAccount },
        { key: 'contactName', label: t('detail.contactName'), children: details.contactName },
        { key: 'contactMobile', label: t('detail.contactMobile'), children: details.contactMobile },
        {
          key: 'licenceFile',
          label: t('detail.licenceFile'),
          children: (
            <Button type="link" style={{ paddingInline: 0 }} onClick={() => void openLicence()}>
              {t('detail.viewLicence')}
            </Button>
          ),
        },
        {
          key: 'submittedTime',
          label: t('detail.submittedTime'),
          children: formatDateTime(detail.submittedTime),
        },
      ]}
    />
  );
};
