import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmRules, passwordRules } from '../account-rules';

/** A new password and its confirmation (fields `password` and `confirm`), checked on blur. */
export const NewPasswordFields = ({ label }: { label: string }) => {
  const { t } = useTranslation('account');
  return (
    <>
      <Form.Item name="password" label={label} validateTrigger="onBlur" rules={passwordRules(t)}>
        <Input.Password autoComplete="new-password" placeholder={t('account.passwordRule')} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('account.confirm')}
        dependencies={['password']}
        validateTrigger="onBlur"
        rules={confirmRules(t)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
};
