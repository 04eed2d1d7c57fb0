import type { UseQueryResult } from '@tanstack/react-query';
import { Tabs } from 'antd';

/** The key of a tab that shows every state: it counts the sum of all counts. */
export const ALL_TAB = 'all';

type CountedTabsProps = {
  activeKey: string;
  onChange: (key: string) => void;
  /** The tabs in order, each with its count after the label once the counts have arrived. */
  tabs: ReadonlyArray<{ key: string; label: string }>;
  /**
   * Counts per tab key (ALL_TAB sums them). Every tab change asks for them again, so a change made
   * elsewhere (another tab, the channel, an operator) shows in the numbers with the list.
   */
  counts: Pick<UseQueryResult<Record<string, number>>, 'data' | 'refetch'>;
  /**
   * The count keys ALL_TAB sums (default: every key). A tab that overlaps the states (e.g. the
   * inquiries "partly quoted", open ones of two states) is left out of the sum.
   */
  allOf?: readonly string[];
};

const countOf = (counts: Record<string, number>, key: string, allOf?: readonly string[]): number =>
  key === ALL_TAB
    ? (allOf ?? Object.keys(counts)).reduce((sum, k) => sum + (counts[k] ?? 0), 0)
    : (counts[key] ?? 0);

/** A list's state tabs with the number of rows in each ("待确认 12"). */
export const CountedTabs = ({ activeKey, onChange, tabs, counts, allOf }: CountedTabsProps) => (
  <Tabs
    activeKey={activeKey}
    onChange={(key) => {
      onChange(key);
      void counts.refetch();
    }}
    items={tabs.map(({ key, label }) => ({
      key,
      label: (
        <>
          {label} {/* Room for the count before it arrives, so the tabs do not move when it does. */}
          <span className="counted-tab-count">{counts.data ? countOf(counts.data, key, allOf) : null}</span>
        </>
      ),
    }))}
  />
);
