import { ExportRequestedSchema } from '@portal/shared/contracts/communal';
import type { Endpoint } from '@portal/shared/contracts/endpoint';
import type { FastifyInstance } from 'fastify';
import { authOf, type RouteAuth } from '../auth/guard';
import { msgOf, ok } from '../envelope';
import { serve } from '../http/serve';
import { registerMessages } from '../i18n/translate';
import { exportDefinitionOf } from './export-registry';
import { requestExport } from './export-request';
import { exportMessages } from './export.messages';

registerMessages(exportMessages);

/**
 * Serves an export endpoint (`POST`, the list's filter as body -> `{ taskId }`): the one route a
 * list needs to be exportable. Its body schema must be the export definition's filter (see
 * registerExport), so what the route accepts is what the job reads back.
 */
export function exportEndpoint(app: FastifyInstance, endpoint: Endpoint, kind: string): void;
/** @deprecated until every module's routes are made from endpoint objects */
export function exportEndpoint(
  app: FastifyInstance,
  options: { url: string; kind: string; auth: RouteAuth; tags: string[] },
): void;
export function exportEndpoint(
  app: FastifyInstance,
  target: Endpoint | { url: string; kind: string; auth: RouteAuth; tags: string[] },
  exportKind?: string,
): void {
  const legacy = 'url' in target;
  const kind = legacy ? target.kind : (exportKind as string);
  const endpoint: Endpoint = legacy
    ? {
        method: 'POST',
        path: target.url,
        auth: target.auth,
        module: target.tags[0],
        operationId: target.url
          .replace(/^\/api\//, '')
          .replace(/\W+(\w)/g, (_, c: string) => c.toUpperCase()),
        summary: 'Exports the list matching the filter (a task of the export centre)',
        body: exportDefinitionOf(kind)?.filter,
        data: ExportRequestedSchema,
      }
    : target;
  const definition = exportDefinitionOf(kind);
  if (!definition) throw new Error(`register the export ${kind} before its endpoint`);
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
}
