import type { UnconfirmedStats } from '@portal/shared/contracts/orders';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createOvertimeReminder,
  REMINDER_DUE_KEY,
  REMINDER_FLAG_KEY,
  type ReminderStorage,
} from './overtime-reminder';

const HOUR = 3600 * 1000;

const memoryStorage = (
  initial: Record<string, string> = {},
): ReminderStorage & { data: Map<string, string> } => {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};

const setUp = (stats: UnconfirmedStats | null, storage = memoryStorage()) => {
  const fetchStats = vi.fn(async () => stats);
  const show = vi.fn();
  const hide = vi.fn();
  const reminder = createOvertimeReminder({ fetchStats, show, hide, storage });
  return { reminder, fetchStats, show, hide, storage };
};

describe('the overtime-order reminder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows after login when orders are overtime and the flag is missing or 0', async () => {
    const missing = setUp({ count: 3, partnerOrderConfirmNoticeTimes: 2 });
    missing.reminder.start();
    await vi.waitFor(() =>
      expect(missing.show).toHaveBeenCalledWith({ count: 3, partnerOrderConfirmNoticeTimes: 2 }),
    );

    const zero = setUp(
      { count: 1, partnerOrderConfirmNoticeTimes: 2 },
      memoryStorage({ [REMINDER_FLAG_KEY]: '0' }),
    );
    zero.reminder.start();
    await vi.waitFor(() => expect(zero.show).toHaveBeenCalledOnce());
  });

  it('stays hidden without overtime orders, with the flag at 1, or when the call failed', async () => {
    const none = setUp({ count: 0, partnerOrderConfirmNoticeTimes: 2 });
    const snoozed = setUp(
      { count: 5, partnerOrderConfirmNoticeTimes: 2 },
      memoryStorage({ [REMINDER_FLAG_KEY]: '1' }),
    );
    const failed = setUp(null);
    for (const s of [none, snoozed, failed]) s.reminder.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(none.fetchStats).toHaveBeenCalledOnce();
    expect(snoozed.fetchStats).toHaveBeenCalledOnce();
    for (const s of [none, snoozed, failed]) expect(s.show).not.toHaveBeenCalled();
  });

  it("'Later' hides it, sets the flag to 1 and asks again 1 s + partnerOrderConfirmNoticeTimes hours later", async () => {
    const { reminder, fetchStats, show, hide, storage } = setUp({
      count: 2,
      partnerOrderConfirmNoticeTimes: 2,
    });
    reminder.start();
    await vi.waitFor(() => expect(show).toHaveBeenCalledOnce());

    reminder.later();
    expect(hide).toHaveBeenCalledOnce();
    expect(storage.getItem(REMINDER_FLAG_KEY)).toBe('1');

    // The countdown starts after 1 s and runs 2 × 3600 s.
    await vi.advanceTimersByTimeAsync(1000);
    expect(Number(storage.getItem(REMINDER_DUE_KEY))).toBe(Date.now() + 2 * HOUR);
    await vi.advanceTimersByTimeAsync(2 * HOUR - 1);
    expect(fetchStats).toHaveBeenCalledOnce();
    expect(storage.getItem(REMINDER_FLAG_KEY)).toBe('1');

    await vi.advanceTimersByTimeAsync(1);
    expect(storage.getItem(REMINDER_FLAG_KEY)).toBe('0');
    expect(storage.getItem(REMINDER_DUE_KEY)).toBeNull();
    expect(fetchStats).toHaveBeenCalledTimes(2);
    expect(show).toHaveBeenCalledTimes(2);
  });

  it('uses the hours of the latest stats for the countdown', async () => {
    const { reminder, fetchStats, show } = setUp({ count: 1, partnerOrderConfirmNoticeTimes: 5 });
    reminder.start();
    await vi.waitFor(() => expect(show).toHaveBeenCalledOnce());
    reminder.later();
    await vi.advanceTimersByTimeAsync(1000 + 5 * HOUR - 1);
    expect(fetchStats).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStats).toHaveBeenCalledTimes(2);
  });

  it('resumes a countdown left running before a reload of the tab', async () => {
    const storage = memoryStorage({
      [REMINDER_FLAG_KEY]: '1',
      [REMINDER_DUE_KEY]: String(Date.now() + HOUR),
    });
    const { reminder, fetchStats, show } = setUp({ count: 4, partnerOrderConfirmNoticeTimes: 2 }, storage);
    reminder.start();
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(fetchStats).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStats).toHaveBeenCalledOnce();
    expect(show).toHaveBeenCalledOnce();
    expect(storage.getItem(REMINDER_FLAG_KEY)).toBe('0');
  });

  it("'Process now' only hides it; dispose stops the countdown", async () => {
    const { reminder, fetchStats, show, hide, storage } = setUp({
      count: 1,
      partnerOrderConfirmNoticeTimes: 1,
    });
    reminder.start();
    await vi.waitFor(() => expect(show).toHaveBeenCalledOnce());
    reminder.processNow();
    expect(hide).toHaveBeenCalledOnce();
    expect(storage.getItem(REMINDER_FLAG_KEY)).toBeNull();

    reminder.later();
    reminder.dispose();
    await vi.advanceTimersByTimeAsync(1000 + HOUR);
    expect(fetchStats).toHaveBeenCalledOnce();
  });
});
