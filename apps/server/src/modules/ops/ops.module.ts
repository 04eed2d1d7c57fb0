import type { PortalModule } from '../../platform/module';
import { opsRoutes } from './ops.routes';

/** The operator's door into a running server (`npm run ops`, apps/server/src/ops/cli.ts). */
export const opsModule: PortalModule = { name: 'ops', routes: [opsRoutes] };
