import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Locale } from '../i18n/locale';

/** What a command works with, in the server process or in the CLI's own. */
export type OpsContext = { db: Db; config: Config; locale: Locale };

/**
 * One `npm run ops -- <name> ...` command. `run` returns the text to print; a refused action
 * throws (an AppError is translated, anything else is a usage mistake with its message).
 */
export type OpsCommand = {
  name: string;
  /** One line per form, e.g. 'partner approve <partnerNo>'. */
  usage: readonly string[];
  run: (context: OpsContext, args: readonly string[]) => Promise<string>;
};

/** A command called with wrong arguments; its message is printed as it is. */
export class OpsUsageError extends Error {
  constructor(usage: readonly string[]) {
    super(`usage:\n${usage.map((line) => `  npm run ops -- ${line}`).join('\n')}`);
    this.name = 'OpsUsageError';
  }
}
