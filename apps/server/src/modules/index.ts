import { registerExport } from '../platform/export/export-registry';
import { registerMessages } from '../platform/i18n/translate';
import { registerDailyTask } from '../platform/jobs/daily-tasks';
import { registerJobHandler } from '../platform/jobs/job-queue';
import type { PortalModule } from '../platform/module';
import { registerOpsCommand } from '../platform/ops/ops-commands';
import { registerSimulator } from '../platform/ops/simulators';
import { analyticsModule } from './analytics/analytics.module';
import { authModule } from './auth/auth.module';
import { catalogModule } from './catalog/catalog.module';
import { communalModule } from './communal/communal.module';
import { inquiryModule } from './inquiry/inquiry.module';
import { opsModule } from './ops/ops.module';
import { ordersModule } from './orders/orders.module';
import { partnerModule } from './partner/partner.module';
import { scmModule } from './scm/scm.module';
import { settlementModule } from './settlement/settlement.module';

/**
 * Every business module, in dependency order: the app registers their routes in this order, the
 * seed runs their demo data in this order, `npm run ops` lists their commands in this order.
 */
export const MODULES: readonly PortalModule[] = [
  authModule,
  partnerModule,
  communalModule,
  catalogModule,
  ordersModule,
  settlementModule,
  scmModule,
  inquiryModule,
  analyticsModule,
  opsModule,
];

let installed = false;

/**
 * Gives the platform what the modules bring: their messages (texts are written outside requests
 * too: notices by the seed, ops commands and jobs), exports, daily tasks, job handlers, ops
 * commands and simulator kinds; and lets each connect to the registration points of the others.
 * Every process start calls it (buildApp, the seed and ops CLIs); a second call does nothing.
 */
export const installModules = (): void => {
  if (installed) return;
  installed = true;
  for (const module of MODULES) {
    for (const messages of module.messages ?? []) registerMessages(messages);
    for (const { kind, definition } of module.exports ?? []) registerExport(kind, definition);
    for (const task of module.dailyTasks ?? []) registerDailyTask(task);
    for (const job of module.jobs ?? []) registerJobHandler(job.kind, job.handler);
    for (const command of module.opsCommands ?? []) registerOpsCommand(command);
    for (const simulator of module.simulators ?? []) registerSimulator(simulator);
    module.connect?.();
  }
};
