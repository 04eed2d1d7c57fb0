import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { filtersWithDays } from './search-filters';

describe("the search forms' filters", () => {
  const toFilters = filtersWithDays({
    deadline: ['deadlineFrom', 'deadlineTo'],
    received: ['receivedFrom', 'receivedTo'],
  });

  it('sends each day range as its two days, texts trimmed and empties dropped', () => {
    expect(
      toFilters({
        keyword: '  A4 ',
        channelId: 3,
        state: undefined,
        note: '',
        deadline: [dayjs('2026-11-01T10:00:00'), dayjs('2026-11-30T08:00:00')],
        received: [dayjs('2026-10-05T00:00:00'), null],
      }),
    ).toEqual({
      keyword: 'A4',
      channelId: 3,
      deadlineFrom: '2026-11-01',
      deadlineTo: '2026-11-30',
      receivedFrom: '2026-10-05',
    });
  });

  it('sends nothing for an empty form', () => {
    expect(toFilters({ deadline: undefined, received: null })).toEqual({});
  });
});
