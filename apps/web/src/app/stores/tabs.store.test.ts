import { describe, expect, it } from 'vitest';
import { neighbourOf, type Tab, tabsAfter } from './tabs.store';

const tab = (key: string, affix = false): Tab => ({ key, fullPath: key, pattern: key, affix });
const tabs = [tab('/index', true), tab('/a'), tab('/b'), tab('/c'), tab('/d')];
const keys = (list: Tab[]) => list.map((t) => t.key);

describe('tab bar actions', () => {
  it('closes one tab', () => {
    expect(keys(tabsAfter(tabs, '/b', 'close'))).toEqual(['/index', '/a', '/c', '/d']);
  });

  it('never closes the home tab', () => {
    expect(keys(tabsAfter(tabs, '/index', 'close'))).toEqual(keys(tabs));
    expect(keys(tabsAfter(tabs, '/b', 'closeAll'))).toEqual(['/index']);
  });

  it('closes the others, the left and the right ones', () => {
    expect(keys(tabsAfter(tabs, '/b', 'closeOthers'))).toEqual(['/index', '/b']);
    expect(keys(tabsAfter(tabs, '/c', 'closeLeft'))).toEqual(['/index', '/c', '/d']);
    expect(keys(tabsAfter(tabs, '/b', 'closeRight'))).toEqual(['/index', '/a', '/b']);
  });

  it('moves to the right neighbour of a closed active tab, else the left one', () => {
    expect(neighbourOf(tabs, tabsAfter(tabs, '/b', 'close'), '/b')?.key).toBe('/c');
    expect(neighbourOf(tabs, tabsAfter(tabs, '/d', 'close'), '/d')?.key).toBe('/c');
    expect(neighbourOf(tabs, tabsAfter(tabs, '/a', 'closeAll'), '/a')?.key).toBe('/index');
  });
});
