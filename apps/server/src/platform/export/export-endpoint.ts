import { envelopeOf } from '@portal/shared/contracts/common';
import { ExportRequestedSchema } from '@portal/shared/contracts/communal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type RouteAuth } from '../auth/guard';
import { msgOf, ok } from '../envelope';
import { registerMessages } from '../i18n/translate';
import { exportDefinitionOf, unknownExportKeysOf } from './export-registry';
import { requestExport } from './export-request';
import { exportMessages } from './export.messages';

registerMessages(exportMessages);

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * `POST <url>` with the list's filter as body -> `{ taskId }`: the one route a list needs to be
 * exportable (see registerExport).
 */
export const exportEndpoint = (
  app: ZodApp,
  options: { url: string; kind: string; auth: RouteAuth; tags: string[] },
): void => {
  const definition = exportDefinitionOf(options.kind);
  if (!definition) throw new Error(`register the export ${options.kind} before its endpoint`);
  const unknown = unknownExportKeysOf(definition);
  if (unknown.length > 0) throw new Error(`export ${options.kind}: no message ${unknown.join(', ')}`);
  const { db } = app.deps.database;
  app.post(
    options.url,
    {
      config: { auth: options.auth },
      schema: {
        tags: options.tags,
        body: definition.filter,
        response: { 200: envelopeOf(ExportRequestedSchema) },
      },
    },
    async (request) =>
      ok(
        await requestExport(db, authOf(request), options.kind, request.body, request.locale),
        msgOf(request, 'export.requested'),
      ),
  );
};
