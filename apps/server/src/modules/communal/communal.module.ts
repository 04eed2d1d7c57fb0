import type { PortalModule } from '../../platform/module';
import { communalMessages } from './communal.messages';
import { exportRoutes } from './export.routes';
import { regionRoutes } from './region.routes';
import { uploadRoutes } from './upload.routes';

/** /api/communal: uploads and files, the export centre, regions. */
export const communalModule: PortalModule = {
  name: 'communal',
  routes: [uploadRoutes, exportRoutes, regionRoutes],
  messages: [communalMessages],
};
