import type { Config } from '../config';
import { readOpsToken } from '../modules/ops/ops-token';
import type { OpsOutcome } from './run-command';

const baseUrlOf = (config: Config): string => {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
};

/** Does a server answer on this configuration's port? */
export const isServerRunning = async (config: Config): Promise<boolean> => {
  try {
    await fetch(`${baseUrlOf(config)}/api/health`, { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
};

/**
 * Runs a command on the running server with the token it wrote to the data directory.
 * Undefined when no server answers (none is running, or a stale token file was left behind).
 */
export const runOnServer = async (
  config: Config,
  name: string,
  args: readonly string[],
  language: string,
): Promise<OpsOutcome | undefined> => {
  const token = readOpsToken(config.dataDir);
  if (!token) return undefined;
  let response: Response;
  try {
    response = await fetch(`${baseUrlOf(config)}/api/ops/commands/${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-token': token, 'accept-language': language },
      body: JSON.stringify({ args }),
    });
  } catch {
    return undefined;
  }
  const envelope = (await response.json()) as {
    success: boolean;
    msg: string;
    data: { output: string } | null;
  };
  return envelope.success
    ? { ok: true, output: envelope.data?.output ?? '' }
    : { ok: false, output: envelope.msg };
};
