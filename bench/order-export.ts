import { postApi } from './api';
import { readFileSync } from 'node:fs';

export type ExportResult = {
  name: string;
  rows: number;
  seconds: number;
  /** The server's resident memory just before the export was requested, MB. */
  rssBeforeMb: number;
  /** The highest resident memory sampled while it ran, MB. */
  rssPeakMb: number;
};

/** A process's resident set size in MB (Linux /proc), or NaN where it cannot be read. */
const rssMbOf = (pid: number): number => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
};

type ExportTask = { id: number; status: number; total: number; errorMsg: string | null };

/**
 * Requests the order export with `filter` and waits until the export centre lists it as finished,
 * sampling the server process's resident memory every 50 ms meanwhile (the job runs in the server).
 */
export const measureOrderExport = async (
  label: string,
  portal: { baseUrl: string; pid: number | undefined },
  token: string,
  filter: Record<string, unknown>,
): Promise<ExportResult> => {
  const pid = portal.pid ?? 0;
  const rssBeforeMb = rssMbOf(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMbOf(pid));
  }, 50);
  const started = performance.now();
  try {
    const { taskId } = await postApi<{ taskId: number }>(
      portal.baseUrl,
      '/api/trade/order/export',
      filter,
      token,
    );
    for (;;) {
      const tasks = await postApi<ExportTask[]>(
        portal.baseUrl,
        '/api/communal/export/page',
        { current: 1, size: 10 },
        token,
      );
      const task = tasks.find((t) => t.id === taskId);
      if (task?.status === 3) throw new Error(`order export failed: ${task.errorMsg}`);
      if (task?.status === 2) {
        return {
          name: `${label}: order export`,
          rows: task.total,
          seconds: (performance.now() - started) / 1000,
          rssBeforeMb,
          rssPeakMb,
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    clearInterval(sampler);
  }
};
