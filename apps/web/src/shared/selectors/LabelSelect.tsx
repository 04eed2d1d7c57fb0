import { Select, Spin, Tag } from 'antd';
import type { CSSProperties } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestSearch } from './use-latest-search';
import { type LabelOption, labelOptions } from './use-scm-options';

export type LabelSelectProps = {
  /** The chosen labels' ids. */
  value?: number[];
  /** Emitted with the chosen labels (clearing: an empty list). */
  onChange?: (labelIds: number[], labels: LabelOption[]) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  /** At most this many labels may be chosen. */
  maxCount?: number;
  style?: CSSProperties;
  id?: string;
};

const allLabels = () => labelOptions.list();

/**
 * The label select (spec sections 2 and 7): all the partner's labels (one call, no body), drawn in
 * their colours, several at a time, filtered as typed. A failed load empties the list.
 */
export const LabelSelect = ({
  value,
  onChange,
  placeholder,
  disabled,
  allowClear = true,
  maxCount,
  style,
  id,
}: LabelSelectProps) => {
  const { t } = useTranslation('selectors');
  const list = useLatestSearch<LabelOption>(allLabels, 'load label list failed');
  const { reload } = list;
  useEffect(() => reload(''), [reload]);
  const colorOf = new Map(list.items.map((label) => [label.id, label.color]));

  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={value ?? []}
      options={list.items.map((label) => ({ value: label.id, label: label.labelName }))}
      loading={list.loading}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={list.loading ? <Spin size="small" /> : t('label.notFound')}
      onChange={(ids) =>
        onChange?.(
          ids,
          list.items.filter((label) => ids.includes(label.id)),
        )
      }
      optionRender={(option) => <Tag color={colorOf.get(option.value as number)}>{option.label}</Tag>}
      tagRender={({ label, value: labelId, closable, onClose }) => (
        <Tag
          color={colorOf.get(labelId as number)}
          closable={closable}
          onClose={onClose}
          style={{ marginInlineEnd: 4 }}
        >
          {label}
        </Tag>
      )}
      placeholder={placeholder ?? t('label.placeholder')}
      disabled={disabled}
      allowClear={allowClear}
      maxCount={maxCount}
      style={style}
    />
  );
};
