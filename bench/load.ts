import autocannon from 'autocannon';

export type LoadResult = {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Bytes of one answer as sent (headers and body, compressed when the request accepted it). */
  bytesPerAnswer: number;
};

/** Runs autocannon on loopback: 50 connections unless given, a short warm-up, then a measured window. */
export const measure = async (
  name: string,
  options: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: unknown;
    seconds?: number;
    connections?: number;
  },
): Promise<LoadResult> => {
  const common = {
    url: options.url,
    connections: options.connections ?? 50,
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(options.headers ?? {}) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  };
  await autocannon({ ...common, duration: 2 });
  const result = await autocannon({ ...common, duration: options.seconds ?? 10 });
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerAnswer: Math.round(result.throughput.total / Math.max(result.requests.total, 1)),
  };
};
