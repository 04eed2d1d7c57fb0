import { pathOf } from '@portal/shared/contracts/endpoint';
import type { OpsOutput } from '@portal/shared/contracts/ops';
import { ops } from '@portal/shared/contracts/ops.endpoints';
import type { Config } from '../config';
import { type DataDirOwner, dataDirOwnerOf } from '../db/data-dir-lock';
import { readOpsToken } from '../modules/ops/ops-token';
import type { OpsOutcome } from './run-command';

/**
 * Where the CLI runs a command. With the embedded database, the live process that holds the data
 * directory decides: a server that announced its address runs it (whatever its port); any other
 * holder means the command must wait. Without a holder (or on PostgreSQL, which any number of
 * processes may open) the CLI opens the database itself.
 */
export type OpsTarget =
  | { kind: 'server'; url: string; token: string }
  | { kind: 'busy'; owner: DataDirOwner }
  | { kind: 'local' };

export const opsTargetOf = (config: Config): OpsTarget => {
  if (config.databaseUrl) return { kind: 'local' };
  const owner = dataDirOwnerOf(config.dataDir);
  if (!owner) return { kind: 'local' };
  const token = readOpsToken(config.dataDir);
  if (owner.role === 'server' && owner.url && token) return { kind: 'server', url: owner.url, token };
  return { kind: 'busy', owner };
};

/** Runs a command on the running server with the token it wrote to the data directory. */
export const runOnServer = async (
  target: { url: string; token: string },
  name: string,
  args: readonly string[],
  language: string,
): Promise<OpsOutcome> => {
  let response: Response;
  try {
    response = await fetch(target.url + pathOf(ops.run.path, { name }), {
      method: ops.run.method,
      headers: {
        'content-type': 'application/json',
        'x-ops-token': target.token,
        'accept-language': language,
      },
      body: JSON.stringify({ args }),
    });
  } catch (error) {
    return {
      ok: false,
      output: `The server holding the data directory does not answer at ${target.url} (${(error as Error).message}).`,
    };
  }
  const envelope = (await response.json()) as {
    success: boolean;
    msg: string;
    data: OpsOutput | null;
  };
  return envelope.success
    ? { ok: true, output: envelope.data?.output ?? '' }
    : { ok: false, output: envelope.msg };
};
