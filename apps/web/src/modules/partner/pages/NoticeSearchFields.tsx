import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../shared/DateRangeField';

export type ReadFilter = 'read' | 'unread';

/** The notice list's search fields: title, read or not, and the period it was sent in. */
export const NoticeSearchFields = () => {
  const { t } = useTranslation('partner');
  return (
    <>
      <Form.Item name="title" label={t('notice.title')}>
        <Input allowClear placeholder={t('notice.titlePlaceholder')} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="read" label={t('notice.state')}>
        <Select<ReadFilter>
          allowClear
          placeholder={t('notice.all')}
          style={{ width: 120 }}
          options={[
            { value: 'unread', label: t('notice.unread') },
            { value: 'read', label: t('notice.read') },
          ]}
        />
      </Form.Item>
      <Form.Item name="createdTime" label={t('notice.createdTime')}>
        <DateRangeField />
      </Form.Item>
    </>
  );
};
