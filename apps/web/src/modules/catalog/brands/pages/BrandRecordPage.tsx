import { BRAND_RECORD_ACTIONS, type BrandRecord } from '@portal/shared/contracts/brand';
import { Form, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE } from '../../../../shared/format';
import { RecordList } from '../../components/RecordList';
import { type BrandRecordFilter, brandRecordExport, brandRecordList } from '../use-brands';

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? EMPTY_VALUE : String(value);

/** /brand/record: every change of the partner's brands and authorizations, with who made it. */
const BrandRecordPage = () => {
  const { t } = useTranslation('catalog');
  return (
    <RecordList<BrandRecord, BrandRecordFilter>
      texts="record"
      list={brandRecordList}
      exportEndpoint={brandRecordExport}
      actions={BRAND_RECORD_ACTIONS}
      timeWidth={180}
      subjectColumns={[{ title: t('record.brand'), dataIndex: 'brandName' }]}
      subjectSearch={
        <Form.Item name="brandName" label={t('record.brand')}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
      }
      state={{
        title: t('record.state'),
        tag: (state, side) => (
          <Tag color={side === 'to' ? 'blue' : undefined}>{t(`authorization.state_${state}`)}</Tag>
        ),
      }}
      changes={{
        title: t('record.changes'),
        of: (row) =>
          row.changes &&
          Object.entries(row.changes).map(([field, [before, after]]) => ({
            label: t(`record.field_${field}`),
            before: shown(before),
            after: shown(after),
          })),
      }}
      operator={{ none: t('record.platform') }}
    />
  );
};

export default BrandRecordPage;
