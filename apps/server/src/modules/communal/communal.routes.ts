import type { FastifyInstance } from 'fastify';
import { exportRoutes } from './export.routes';
import { regionRoutes } from './region.routes';
import { uploadRoutes } from './upload.routes';

/** /api/communal: uploads and files, the export centre, regions. */
export const communalRoutes = async (app: FastifyInstance) => {
  await app.register(uploadRoutes);
  await app.register(exportRoutes);
  await app.register(regionRoutes);
};
