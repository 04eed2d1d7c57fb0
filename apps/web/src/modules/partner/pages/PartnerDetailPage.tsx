import { PartnerState } from '@portal/shared/constants';
import { Authority } from '@portal/shared/permissions';
import { Alert, Card, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../app/stores/session.store';
import { CopyIcon } from '../../../shared/CopyIcon';
import { usePermission } from '../../../shared/use-permission';
import { PARTNER_STATE_VIEW } from '../partner-state';
import { usePartnerDetail } from '../use-profile';
import { PartnerDetailForm } from './PartnerDetailForm';
import { PartnerDetailView } from './PartnerDetailView';

/**
 * /ucenter/detail, the state-4 page (DOMAIN.md): a partner in state 4 completes and submits its
 * company details (-> 3, under review); under review and approved partners see them read-only
 * with their state; a rejection's or a disabling's reason is shown. Submitting needs ucenter:detail:edit.
 */
const PartnerDetailPage = () => {
  const { t } = useTranslation('partner');
  const detail = usePartnerDetail();
  const reloadSession = useSessionStore((state) => state.load);
  const canSubmit = usePermission().hasAll(Authority.partnerDetailEdit);
  const data = detail.data;

  if (!data) {
    return (
      <Card variant="borderless">{detail.isError ? <Result status="warning" /> : <Skeleton active />}</Card>
    );
  }

  const view = PARTNER_STATE_VIEW[data.state] ?? PARTNER_STATE_VIEW[PartnerState.detailsToComplete];
  const editable = data.state === PartnerState.detailsToComplete && canSubmit;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1080, width: '100%', marginInline: 'auto' }}>
      <Card variant="borderless">
        <Flex align="center" gap={12} wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {data.partnerName}
          </Typography.Title>
          <Tag color={view.color}>{t(`partnerState.${data.state}`)}</Tag>
          <Typography.Text type="secondary">
            {t('detail.partnerNo')}: {data.partnerNo}
            <CopyIcon text={data.partnerNo} />
          </Typography.Text>
        </Flex>
      </Card>
      {editable && !data.stateReason ? null : (
        <Alert
          showIcon
          type={view.alert}
          title={t(`detail.stateTitle.${data.state}`)}
          description={
            data.stateReason
              ? `${t('detail.reason')}: ${data.stateReason}`
              : t(`detail.stateHint.${data.state}`)
          }
        />
      )}
      <Card variant="borderless" title={t('detail.companyDetails')}>
        {editable ? (
          <PartnerDetailForm
            detail={data}
            onSubmitted={() => {
              // The page shows the answer already (useSubmitPartnerDetail). Profile and menus follow
              // the new state: the shell lifts the state-4 restriction and, as spec section 4 says,
              // leaves this page for the home page.
              void reloadSession();
            }}
          />
        ) : (
          <PartnerDetailView detail={data} />
        )}
      </Card>
    </Flex>
  );
};

export default PartnerDetailPage;
