import { Select, Spin } from 'antd';
import type { CSSProperties } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Channel, channelOptions } from './use-catalog-options';
import { useLatestSearch, withSelected } from './use-latest-search';

export type ChannelSelectProps = {
  value?: number;
  /** Emitted with the chosen channel; clearing emits `undefined` and reloads the list. */
  onChange?: (channelId: number | undefined, channel: Channel | undefined) => void;
  /** The full channel list (channel/list, filtered as typed) instead of the partner's joined channels. */
  authType?: boolean;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
};

const idOf = (channel: Channel) => channel.channelId;
const allChannels = () => channelOptions.list();

/**
 * The channel select (spec sections 2, 4, 6 and 8): the partner's joined channels, searched by name
 * on the server (debounced 800 ms, only the latest request counts); with `authType` the full channel
 * list. Clearing reloads the list and emits `undefined`; a failed load sets the list to empty.
 */
export const ChannelSelect = ({
  value,
  onChange,
  authType = false,
  placeholder,
  disabled,
  allowClear = true,
  style,
  id,
}: ChannelSelectProps) => {
  const { t } = useTranslation('selectors');
  const list = useLatestSearch<Channel>(
    authType ? allChannels : channelOptions.partnerList,
    'load channel list failed',
  );
  const { reload } = list;
  // The chosen channel stays displayable when a search no longer lists it.
  const [picked, setPicked] = useState<Channel>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source (authType) loads its list afresh
  useEffect(() => reload(''), [authType, reload]);

  const options = withSelected(list.items, picked?.channelId === value ? picked : undefined, idOf);

  const choose = (channelId: number | undefined) => {
    const channel = options.find((c) => c.channelId === channelId);
    setPicked(channel);
    if (channelId === undefined) reload('');
    else list.reset();
    onChange?.(channel?.channelId, channel);
  };

  return (
    <Select<number>
      id={id}
      value={value}
      options={options.map((c) => ({ value: c.channelId, label: c.channelName }))}
      loading={list.loading}
      showSearch={
        authType
          ? { optionFilterProp: 'label' }
          : { filterOption: false, onSearch: (name: string) => list.search(name.trim()) }
      }
      notFoundContent={list.loading ? <Spin size="small" /> : t('channel.notFound')}
      onChange={choose}
      onOpenChange={(open) => {
        // Closed after a search without a choice: back to the whole list.
        if (!open) list.reset();
      }}
      placeholder={placeholder ?? t('channel.placeholder')}
      disabled={disabled}
      allowClear={allowClear}
      style={style}
    />
  );
};
