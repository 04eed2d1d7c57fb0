import { LISTING_RECORD_ACTIONS, type ListingRecord } from '@portal/shared/contracts/listing';
import { Form, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE } from '../../../../shared/format';
import { ChannelSelect } from '../../../../shared/selectors/ChannelSelect';
import { RecordList } from '../../components/RecordList';
import { ListingStateTag } from '../components/ListingStateTag';
import { type ListingRecordFilter, listingRecordExport, listingRecordList } from '../use-listings';

/** /goods/channel_record: every price and state change of the partner's listings, and who made it. */
const ChannelRecordPage = () => {
  const { t } = useTranslation('catalog');
  return (
    <RecordList<ListingRecord, ListingRecordFilter>
      texts="listing"
      list={listingRecordList}
      exportEndpoint={listingRecordExport}
      actions={LISTING_RECORD_ACTIONS}
      timeWidth={170}
      subjectColumns={[
        { title: t('listing.channel'), dataIndex: 'channelName', width: 100 },
        { title: t('listing.goods'), dataIndex: 'goodsName', ellipsis: true },
      ]}
      subjectSearch={
        <>
          <Form.Item name="channelId" label={t('listing.channel')}>
            <ChannelSelect style={{ width: 150 }} />
          </Form.Item>
          <Form.Item name="goodsName" label={t('listing.goodsName')}>
            <Input allowClear style={{ width: 180 }} />
          </Form.Item>
        </>
      }
      state={{
        title: t('listing.stateChange'),
        tag: (state) => <ListingStateTag state={state} />,
      }}
      changes={{
        title: t('listing.priceChange'),
        of: (row) =>
          row.prices &&
          Object.entries(row.prices).map(([spec, [before, after]]) => ({
            label: spec,
            before: before ?? EMPTY_VALUE,
            after: after ?? EMPTY_VALUE,
          })),
      }}
      operator={{ width: 110, none: <Tag>{t('listing.system')}</Tag> }}
    />
  );
};

export default ChannelRecordPage;
