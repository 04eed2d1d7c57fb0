import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
const loaded: string[] = [];

vi.mock('antd/es/message', () => {
  loaded.push('message');
  return {
    default: { success: (text: string, duration?: number) => calls.push(`success ${text} ${duration}`) },
  };
});
vi.mock('antd/es/notification', () => {
  loaded.push('notification');
  return {
    default: {
      open: (config: { key: string }) => calls.push(`open ${config.key}`),
      destroy: (key: string) => calls.push(`destroy ${key}`),
    },
  };
});
vi.mock('antd/es/modal', () => {
  loaded.push('modal');
  return {
    default: {
      confirm: (config: { title: string }) => calls.push(`confirm ${config.title}`),
      warning: (config: { title: string }) => calls.push(`warning ${config.title}`),
      destroyAll: () => calls.push('destroyAll'),
    },
  };
});

const { configureFeedbackWith, message, modal, notification } = await import('./feedback');
// What the shell hands over at start (app/antd-static.tsx there): the theme's holder.
configureFeedbackWith(async () => {
  loaded.push('antd-static');
});

describe('feedback', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('loads nothing before the first call; closing what was never opened loads nothing either', async () => {
    expect(loaded).toEqual([]);
    await notification.destroy('reminder');
    await modal.destroyAll();
    expect(loaded).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("loads antd's static method with the theme's holder and passes the call on", async () => {
    await message.success('saved', 1);
    expect(loaded).toContain('message');
    expect(loaded).toContain('antd-static');
    expect(calls).toEqual(['success saved 1']);
  });

  it('runs the calls made while the module loads in their order', async () => {
    const open = notification.open({ key: 'reminder' });
    const destroy = notification.destroy('reminder');
    const again = notification.open({ key: 'reminder' });
    await Promise.all([open, destroy, again]);
    expect(calls).toEqual(['open reminder', 'destroy reminder', 'open reminder']);
  });

  it('closes the dialogs opened through it, then opens the next (the session-expiry presenter)', async () => {
    const confirm = modal.confirm({ title: 'logout' });
    const destroyAll = modal.destroyAll();
    const warning = modal.warning({ title: 'expired' });
    await Promise.all([confirm, destroyAll, warning]);
    expect(calls).toEqual(['confirm logout', 'destroyAll', 'warning expired']);
  });
});
