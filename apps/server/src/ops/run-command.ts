import { AppError } from '../platform/errors';
import { translate } from '../platform/i18n/translate';
import { type OpsContext, OpsUsageError } from '../platform/ops/ops-command';
import { opsCommandOf, opsCommands } from '../platform/ops/ops-commands';

export type OpsOutcome = { ok: boolean; output: string };

export const opsUsage = (): string =>
  [
    'usage: npm run ops -- <command> [arguments]',
    ...opsCommands().flatMap((command) => command.usage.map((line) => `  ${line}`)),
  ].join('\n');

/** Runs a command and turns its refusals into text; the same in the server and in the CLI. */
export const runOpsCommand = async (
  context: OpsContext,
  name: string,
  args: readonly string[],
): Promise<OpsOutcome> => {
  const command = opsCommandOf(name);
  if (!command) return { ok: false, output: `unknown command "${name}"\n${opsUsage()}` };
  try {
    return { ok: true, output: await command.run(context, args) };
  } catch (error) {
    if (error instanceof AppError) {
      return { ok: false, output: translate(context.locale, error.key, error.params) };
    }
    if (error instanceof OpsUsageError) return { ok: false, output: error.message };
    throw error;
  }
};
