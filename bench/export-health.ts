import { postApi } from './api';
export type HealthDuringExportResult = {
  name: string;
  /** Rows of the finished export. */
  rows: number;
  exportSeconds: number;
  /** Health requests answered while the export ran. */
  requests: number;
  p50: number;
  p99: number;
  max: number;
};

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

type ExportTask = { id: number; status: number; total: number; errorMsg: string | null };

/**
 * Requests the export of every goods of the demo partner and, until the export centre lists the
 * file, asks `/api/health` again and again (one request at a time, as a load balancer's probe or a
 * user's click would), timing each answer: other requests must not wait for the export.
 */
export const measureHealthDuringGoodsExport = async (
  label: string,
  baseUrl: string,
  token: string,
): Promise<HealthDuringExportResult> => {
  const latencies: number[] = [];
  const started = performance.now();
  const { taskId } = await postApi<{ taskId: number }>(baseUrl, '/api/goods/export', {}, token);
  let finished: ExportTask | undefined;
  let polled = 0;
  while (!finished) {
    const before = performance.now();
    const res = await fetch(`${baseUrl}/api/health`);
    await res.arrayBuffer();
    latencies.push(performance.now() - before);
    // The export centre is asked every 20th probe (a few times a second), not in between.
    polled += 1;
    if (polled % 20 === 0) {
      const tasks = await postApi<ExportTask[]>(
        baseUrl,
        '/api/communal/export/page',
        { current: 1, size: 10 },
        token,
      );
      const task = tasks.find((t) => t.id === taskId);
      if (task?.status === 3) throw new Error(`goods export failed: ${task.errorMsg}`);
      if (task?.status === 2) finished = task;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const sorted = [...latencies].sort((x, y) => x - y);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    name: `${label}: GET /api/health during the goods export`,
    rows: finished.total,
    exportSeconds: (performance.now() - started) / 1000,
    requests: latencies.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
};
