import type { UseQueryResult } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';

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

/** What a list's tabs kept in the address give its CountedTabs (add the counts). */
export type AddressTabs = Pick<CountedTabsProps, 'activeKey' | 'onChange' | 'tabs'>;

type AddressTabsOptions = {
  /** The tabs after ALL_TAB, in order. */
  keys: readonly string[];
  /** The label of ALL_TAB, and of each other key. */
  labels: { all: string; of: (key: string) => string };
  /** The address parameter (default `state`); ALL_TAB writes none. */
  param?: string;
  /** The key a parameter's value stands for, undefined when none (ALL_TAB); default: itself if a key. */
  keyOf?: (value: string) => string | undefined;
};

/**
 * A list's tabs kept in the address (`?state=2`), so a reload or a shared link shows the same tab;
 * an unknown value shows ALL_TAB. A change starts from a clean address (an open drawer closes, the
 * search starts again). Returns the key on screen and the props of its CountedTabs.
 */
export const useAddressTabs = ({
  keys,
  labels,
  param = 'state',
  keyOf = (value) => (keys.includes(value) ? value : undefined),
}: AddressTabsOptions): [string, AddressTabs] => {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(param);
  const activeKey = (value === null ? undefined : keyOf(value)) ?? ALL_TAB;
  return [
    activeKey,
    {
      activeKey,
      onChange: (key) => setSearchParams(key === ALL_TAB ? {} : { [param]: key }, { replace: true }),
      tabs: [ALL_TAB, ...keys].map((key) => ({
        key,
        label: key === ALL_TAB ? labels.all : labels.of(key),
      })),
    },
  ];
};

/**
 * The state tabs of a list (ALL_TAB, then one per state) kept in `?state=`: the state on screen
 * (undefined on ALL_TAB or for a value that is not one of `states`) and the props of its CountedTabs.
 */
export const useStateTabs = <S extends number>(
  states: readonly S[],
  labels: AddressTabsOptions['labels'],
): [S | undefined, AddressTabs] => {
  const [key, tabs] = useAddressTabs({
    keys: states.map(String),
    labels,
    keyOf: (value) => {
      const state = Number(value);
      return (states as readonly number[]).includes(state) ? String(state) : undefined;
    },
  });
  return [key === ALL_TAB ? undefined : (Number(key) as S), tabs];
};
