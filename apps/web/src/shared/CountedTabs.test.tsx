import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ALL_TAB, type AddressTabs, useAddressTabs, useStateTabs } from './CountedTabs';
import { useIdParams } from './use-id-params';

const labels = { all: 'All', of: (key: string) => `State ${key}` };

// The unit project has no DOM: the hooks are rendered once at an address and what they read is
// kept; the tab clicks that write the address are covered by the browser journeys.
const Probe = ({ hook }: { hook: () => void }) => {
  hook();
  return null;
};

const read = <T,>(url: string, hook: () => T): T => {
  let value: T | undefined;
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <Probe
        hook={() => {
          value = hook();
        }}
      />
    </MemoryRouter>,
  );
  return value as T;
};

const keysOf = (tabs: AddressTabs) => tabs.tabs.map((tab) => tab.key);

describe('state tabs kept in the address', () => {
  it('reads the state of ?state= when it is one of the states', () => {
    const [state, tabs] = read('/list?state=2', () => useStateTabs([0, 1, 2] as const, labels));
    expect(state).toBe(2);
    expect(tabs.activeKey).toBe('2');
  });

  it('reads state 0 when 0 is a state, and nothing without the parameter', () => {
    expect(read('/list?state=0', () => useStateTabs([0, 1, 2] as const, labels))[0]).toBe(0);
    const [state, tabs] = read('/list', () => useStateTabs([0, 1, 2] as const, labels));
    expect(state).toBeUndefined();
    expect(tabs.activeKey).toBe(ALL_TAB);
  });

  it('shows ALL_TAB for a value that is not one of the states', () => {
    for (const url of ['/list?state=9', '/list?state=x', '/list?state=all']) {
      const [state, tabs] = read(url, () => useStateTabs([1, 2, 3] as const, labels));
      expect(state).toBeUndefined();
      expect(tabs.activeKey).toBe(ALL_TAB);
    }
  });

  it('lists ALL_TAB first, then each state with its label', () => {
    const [, tabs] = read('/list', () => useStateTabs([1, 2] as const, labels));
    expect(tabs.tabs).toEqual([
      { key: ALL_TAB, label: 'All' },
      { key: '1', label: 'State 1' },
      { key: '2', label: 'State 2' },
    ]);
  });

  it('takes other keys and another parameter (the inquiries ?tab= with a tab that is no state)', () => {
    const options = { keys: ['1', 'partly', '2'], labels, param: 'tab' };
    const [tab, tabs] = read('/list?tab=partly&state=1', () => useAddressTabs(options));
    expect(tab).toBe('partly');
    expect(keysOf(tabs)).toEqual([ALL_TAB, '1', 'partly', '2']);
    expect(read('/list?tab=3', () => useAddressTabs(options))[0]).toBe(ALL_TAB);
  });
});

describe('ids kept in the address', () => {
  it('reads positive whole ids and leaves out the rest', () => {
    const [ids] = read('/list?id=12&quote=-1&sku=1.5', () => useIdParams('id', 'quote', 'sku', 'channel'));
    expect(ids).toEqual({ id: 12, quote: undefined, sku: undefined, channel: undefined });
  });
});
