import type { Endpoint } from '@portal/shared/contracts/endpoint';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/guard';
import { msgOf, ok } from '../envelope';
import { serve } from '../http/serve';
import { registerMessages } from '../i18n/translate';
import { exportDefinitionOf, unknownExportKeysOf } from './export-registry';
import { requestExport } from './export-request';
import { exportMessages } from './export.messages';

registerMessages(exportMessages);

/**
 * Serves an export endpoint (`POST`, the list's filter as body -> `{ taskId }`): the one route a
 * list needs to be exportable. Its body schema must be the export definition's filter (see
 * registerExport), so what the route accepts is what the job reads back.
 */
export const exportEndpoint = (app: FastifyInstance, endpoint: Endpoint, kind: string): void => {
  const definition = exportDefinitionOf(kind);
  if (!definition) throw new Error(`register the export ${kind} before its endpoint`);
  const unknown = unknownExportKeysOf(definition);
  if (unknown.length > 0) throw new Error(`export ${kind}: no message ${unknown.join(', ')}`);
  if (endpoint.body !== definition.filter) {
    throw new Error(`${endpoint.operationId}: its body must be the filter of the export ${kind}`);
  }
  const { db } = app.deps.database;
  serve(app, endpoint, async (request) =>
    ok(
      await requestExport(db, authOf(request), kind, request.body, request.locale),
      msgOf(request, 'export.requested'),
    ),
  );
};
