import { Button, Card, Descriptions, Flex, Form, Input, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from '../../../shared/CopyIcon';
import { showFieldErrors } from '../../../shared/form-errors';
import { ApiError } from '../../../shared/api-error';
import { FileUpload } from '../../communal/components/FileUpload';
import { updateProfile, useProfile, useRefreshSessionUser } from '../use-profile';
import { message } from '../../../shared/feedback';

type ProfileForm = { nickName: string; portrait: number | null };

const NICKNAME_MAX = 30;

/** /ucenter/profile: nickname and portrait; username, mobile, roles and company shown. */
const ProfilePage = () => {
  const { t } = useTranslation('partner');
  const profile = useProfile();
  const refreshUser = useRefreshSessionUser();
  const [form] = Form.useForm<ProfileForm>();
  const [saving, setSaving] = useState(false);
  const data = profile.data;

  useEffect(() => {
    if (data) form.setFieldsValue({ nickName: data.nickName, portrait: data.portraitId });
  }, [data, form]);

  const save = async (values: ProfileForm) => {
    setSaving(true);
    try {
      await updateProfile({ nickName: values.nickName.trim(), portrait: values.portrait ?? null });
      void message.success(t('profile.saved'));
      await refreshUser();
    } catch (error) {
      if (!showFieldErrors(form, error) && error instanceof ApiError) void message.error(error.message);
    } finally {
      setSaving(false);
    }
  };

  if (!data) return <Card variant="borderless">{profile.isError ? null : <Skeleton active />}</Card>;

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless" title={t('profile.account')}>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'username', label: t('profile.username'), children: data.username },
            { key: 'mobile', label: t('profile.mobile'), children: data.mobile || '-' },
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
              key: 'roles',
              label: t('profile.roles'),
              children: data.isAdmin ? (
                <Tag color="gold">{t('profile.admin')}</Tag>
              ) : data.roleList.length ? (
                data.roleList.map((role) => <Tag key={role.roleName}>{role.roleName}</Tag>)
              ) : (
                '-'
              ),
            },
          ]}
        />
      </Card>
      <Card variant="borderless" title={t('profile.edit')}>
        <Form<ProfileForm>
          form={form}
          labelCol={{ flex: '110px' }}
          labelWrap
          wrapperCol={{ flex: 1 }}
          style={{ maxWidth: 560 }}
          onFinish={(values) => void save(values)}
        >
          <Form.Item
            name="nickName"
            label={t('profile.nickName')}
            validateTrigger="onBlur"
            rules={[
              { required: true, whitespace: true, message: t('profile.nickNameRequired') },
              { max: NICKNAME_MAX, message: t('profile.tooLong', { max: NICKNAME_MAX }) },
            ]}
          >
            <Input maxLength={NICKNAME_MAX} showCount allowClear />
          </Form.Item>
          <Form.Item name="portrait" label={t('profile.portrait')} extra={t('profile.portraitHint')}>
            <FileUpload kinds={['image']} previewUrl={data.portrait} previewName={t('profile.portrait')} />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('profile.save')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
    </Flex>
  );
};

export default ProfilePage;
