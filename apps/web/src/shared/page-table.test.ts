import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { BadPageDataError, checkPage, sortOf, tableErrorOf } from './page-table';

describe('sortOf', () => {
  it('sends the column key and asc/desc', () => {
    expect(sortOf({ columnKey: 'createdTime', field: 'createdTime', order: 'ascend' })).toEqual({
      sortBy: 'createdTime',
      sortType: 'asc',
    });
    expect(sortOf({ field: 'companyName', order: 'descend' })).toEqual({
      sortBy: 'companyName',
      sortType: 'desc',
    });
  });

  it('sends no sort when the column is unsorted', () => {
    expect(sortOf({ columnKey: 'createdTime', order: null })).toEqual({});
    expect(sortOf(undefined)).toEqual({});
  });

  it('takes the first sorted column of several', () => {
    expect(sortOf([{ columnKey: 'a' }, { columnKey: 'b', order: 'descend' }])).toEqual({
      sortBy: 'b',
      sortType: 'desc',
    });
  });
});

describe('checkPage', () => {
  it('accepts the list contract', () => {
    expect(checkPage({ data: [1], total: 1 })).toEqual({ data: [1], total: 1 });
  });

  it('refuses anything else', () => {
    expect(() => checkPage(null)).toThrow(BadPageDataError);
    expect(() => checkPage({ data: {}, total: 1 })).toThrow(BadPageDataError);
    expect(() => checkPage({ data: [] })).toThrow(BadPageDataError);
  });
});

describe('tableErrorOf', () => {
  it('shows the server message for a code other than 0000', () => {
    expect(tableErrorOf(new ApiError('1111', '没有权限', 422))).toEqual({ text: '没有权限' });
  });

  it('shows the wrong-status text when the server gave no message', () => {
    expect(tableErrorOf(new ApiError('1111', '', 422))).toEqual({ key: 'table.wrongCode' });
  });

  it('shows a network error message', () => {
    expect(tableErrorOf(new ApiError('network', 'Failed to fetch', 0))).toEqual({ text: 'Failed to fetch' });
  });

  it('shows "failed to get data" for bad data', () => {
    expect(tableErrorOf(new BadPageDataError())).toEqual({ key: 'table.loadFailed' });
    expect(tableErrorOf(new TypeError('x is undefined'))).toEqual({ key: 'table.loadFailed' });
  });
});
