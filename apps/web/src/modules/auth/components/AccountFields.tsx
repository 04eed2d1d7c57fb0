import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { MOBILE_PATTERN, PASSWORD_PATTERN, sameAsPassword } from '../form-rules';

/** The mobile number a partner registers with and receives SMS codes on (field `mobile`). */
export const MobileField = () => {
  const { t } = useTranslation('auth');
  return (
    <Form.Item
      name="mobile"
      rules={[
        { required: true, message: t('register.mobileRequired') },
        { pattern: MOBILE_PATTERN, message: t('register.mobileInvalid') },
      ]}
    >
      <Input
        prefix={<MobileOutlined />}
        placeholder={t('register.mobile')}
        aria-label={t('register.mobile')}
        maxLength={11}
        autoComplete="tel"
      />
    </Form.Item>
  );
};

/**
 * A new password and its confirmation (fields `password`, `confirm`) with the password rule; the
 * placeholders and required messages are the page's own (`register.*` or `forget.*`).
 */
export const NewPasswordFields = ({ page }: { page: 'register' | 'forget' }) => {
  const { t } = useTranslation('auth');
  return (
    <>
      <Form.Item
        name="password"
        extra={t('register.passwordRule')}
        rules={[
          { required: true, message: t(`${page}.passwordRequired`) },
          { pattern: PASSWORD_PATTERN, message: t('register.passwordRule') },
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t(`${page}.password`)}
          aria-label={t(`${page}.password`)}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        dependencies={['password']}
        rules={[
          { required: true, message: t(`${page}.confirmRequired`) },
          sameAsPassword(t('register.mismatch')),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t(`${page}.confirm`)}
          aria-label={t(`${page}.confirm`)}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
};
