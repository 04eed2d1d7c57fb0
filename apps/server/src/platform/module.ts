import type { FastifyInstance } from 'fastify';
import type { ModuleExport } from './export/export-registry';
import type { MessageCatalog } from './i18n/catalog';
import type { DailyTask } from './jobs/daily-tasks';
import type { JobHandler } from './jobs/job-queue';
import type { OpsCommand } from './ops/ops-command';
import type { Simulator } from './ops/simulators';
import type { SeedStep } from './seed/seed-context';
import type { Db } from '../db/client';

/** A job kind and its handler (see platform/jobs/job-queue.ts). */
export type ModuleJob = { kind: string; handler: JobHandler<never> };

/**
 * A business module, as the app, the message catalogue, the job worker, the seed and the ops CLI
 * see it: `<m>.module.ts` exports one, and `modules/index.ts` lists them all, once.
 */
export type PortalModule = {
  name: string;
  /** Its route plugins, registered in this order. */
  routes: readonly ((app: FastifyInstance) => Promise<void>)[];
  /** Its server texts (errors, notices, export headers), in the three languages. */
  messages?: readonly MessageCatalog[];
  /** Its lists' exports (`defineExport` in its `*.export.ts`), for the export centre. */
  exports?: readonly ModuleExport[];
  /** Reference data it installs at every start, after the migrations (channels, category trees). */
  prepare?: (db: Db) => Promise<void>;
  dailyTasks?: readonly DailyTask[];
  jobs?: readonly ModuleJob[];
  /** Its demo data, a step of `npm run seed` (and of the first start) after the demo partners. */
  seed?: SeedStep;
  opsCommands?: readonly OpsCommand[];
  /** Its kinds of the channel simulator (`npm run ops -- simulate --<option> N`). */
  simulators?: readonly Simulator[];
  /**
   * Connects it to the registration points of the modules before it (e.g. scm listens for orders'
   * completions with `onOrderCompleted`), so those never import it. Run once per process, by
   * `installModules`, before any request, job, seed step or ops command.
   */
  connect?: () => void;
};
