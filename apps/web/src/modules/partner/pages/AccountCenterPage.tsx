import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../app/stores/session.store';
import { CopyIcon } from '../../../shared/CopyIcon';
import { ChangePasswordDialog } from '../../auth/components/ChangePasswordDialog';
import { PARTNER_STATE_VIEW } from '../partner-state';
import { useProfile } from '../use-profile';

/** /ucenter/set: the account centre: who is signed in, for which company, and the password change. */
const AccountCenterPage = () => {
  const { t } = useTranslation('partner');
  const navigate = useNavigate();
  const profile = useProfile();
  const signOut = useSessionStore((state) => state.signOut);
  const [changingPassword, setChangingPassword] = useState(false);
  const data = profile.data;

  if (!data) return <Card variant="borderless">{profile.isError ? null : <Skeleton active />}</Card>;
  const state = PARTNER_STATE_VIEW[data.partnerState];

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless">
        <Flex align="center" gap={16}>
          <Avatar alt="" size={64} src={data.portrait ?? undefined} icon={<UserOutlined />} />
          <Flex vertical gap={4}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {data.nickName}
            </Typography.Title>
            <Typography.Text type="secondary">
              {data.username} · {data.partnerName}
            </Typography.Text>
          </Flex>
        </Flex>
      </Card>
      <Card variant="borderless" title={t('accountCenter.info')}>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'username', label: t('profile.username'), children: data.username },
            { key: 'nickName', label: t('profile.nickName'), children: data.nickName },
            { key: 'mobile', label: t('profile.mobile'), children: data.mobile || '-' },
            {
              key: 'type',
              label: t('accountCenter.type'),
              children: data.isAdmin ? t('accountCenter.admin') : t('accountCenter.subAccount'),
            },
            { key: 'partnerName', label: t('profile.partnerName'), children: data.partnerName },
            {
              key: 'partnerNo',
              label: t('profile.partnerNo'),
              children: (
                <>
                  {data.partnerNo}
                  <CopyIcon text={data.partnerNo} />
                </>
              ),
            },
            {
              key: 'partnerState',
              label: t('accountCenter.partnerState'),
              children: <Tag color={state?.color}>{t(`partnerState.${data.partnerState}`)}</Tag>,
            },
            {
              key: 'roles',
              label: t('profile.roles'),
              children: data.roleList.length
                ? data.roleList.map((r) => <Tag key={r.roleName}>{r.roleName}</Tag>)
                : '-',
            },
          ]}
        />
      </Card>
      <Card variant="borderless" title={t('accountCenter.security')}>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Flex gap={12} align="center">
            <SafetyOutlined style={{ fontSize: 24, color: 'var(--ant-color-primary)' }} />
            <Flex vertical>
              <Typography.Text strong>{t('accountCenter.password')}</Typography.Text>
              <Typography.Text type="secondary">{t('accountCenter.passwordHint')}</Typography.Text>
            </Flex>
          </Flex>
          <Button icon={<LockOutlined />} onClick={() => setChangingPassword(true)}>
            {t('accountCenter.changePassword')}
          </Button>
        </Flex>
      </Card>
      <ChangePasswordDialog
        open={changingPassword}
        onClose={() => setChangingPassword(false)}
        onChanged={() => {
          // The server revoked every session of the account: sign in again.
          signOut();
          void navigate('/login', { replace: true });
        }}
      />
    </Flex>
  );
};

export default AccountCenterPage;
