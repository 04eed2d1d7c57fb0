import { Flex, Form, Input } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../shared/DateRangeField';
import { ChannelSelect } from '../../../shared/selectors/ChannelSelect';
import { Text, TextLink } from '../../../shared/Text';

type Column<T> = TableColumnsType<T>[number];

/** The inquiry number (opening `open`) above its channel: the first column of the inquiry lists. */
export const inquiryNoColumn = <T extends { inquiryNo: string; channelName: string }>(
  title: string,
  open: (row: T) => void,
): Column<T> => ({
  title,
  key: 'inquiryNo',
  width: 170,
  render: (_value, row) => (
    <Flex vertical gap={2} align="flex-start">
      <TextLink onClick={() => open(row)}>{row.inquiryNo}</TextLink>
      <Text type="secondary">{row.channelName}</Text>
    </Flex>
  ),
});

/** The customer (cut with a tooltip) above a second line of the row (its contact, our quote number). */
export const customerColumn = <T extends { customerName: string }>(
  title: string,
  below: (row: T) => ReactNode,
): Column<T> => ({
  title,
  key: 'customer',
  width: 150,
  render: (_value, row) => (
    <Flex vertical gap={2}>
      <Text ellipsis={{ tooltip: row.customerName }} style={{ maxWidth: 140 }}>
        {row.customerName}
      </Text>
      <Text type="secondary">{below(row)}</Text>
    </Flex>
  ),
});

/**
 * The inquiry lists' search form: keyword, channel, deadline days and a second day range (`range`:
 * received, updated), each sent by `filtersWithDays`.
 */
export const InquirySearchFields = ({
  keywordPlaceholder,
  range,
}: {
  keywordPlaceholder: string;
  range: { name: string; label: string };
}) => {
  const { t } = useTranslation('inquiry');
  return (
    <>
      <Form.Item name="keyword" label={t('common.keyword')}>
        <Input allowClear maxLength={100} placeholder={keywordPlaceholder} style={{ width: 230 }} />
      </Form.Item>
      <Form.Item name="channelId" label={t('common.channel')}>
        <ChannelSelect style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="deadline" label={t('common.deadlineRange')}>
        <DateRangeField style={{ width: 250 }} />
      </Form.Item>
      <Form.Item name={range.name} label={range.label}>
        <DateRangeField style={{ width: 250 }} />
      </Form.Item>
    </>
  );
};
