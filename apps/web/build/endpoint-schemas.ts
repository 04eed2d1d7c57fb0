import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** `packages/shared/src/contracts/<m>.endpoints.ts`: a module's endpoint objects, nothing else. */
const ENDPOINTS_FILE = /[\\/]packages[\\/]shared[\\/]src[\\/]contracts[\\/][\w-]+\.endpoints\.ts$/;

/** What the browser needs of an endpoint to call it (see shared/http.ts `api`). */
const CALL_FIELDS = ['method', 'path', 'operationId', 'module'] as const;
/** Schemas the browser keeps only as flags: they choose a page, a form or a download. */
const SHAPE_FLAGS = ['rows', 'form', 'file'] as const;

type Loaded = Record<string, Record<string, Record<string, unknown>>>;

/** An endpoint group as plain data: the call fields and the shape flags, no schema. */
export const withoutSchemas = (groups: Loaded): string => {
  const lines: string[] = [];
  for (const [name, group] of Object.entries(groups)) {
    const stripped: Record<string, Record<string, unknown>> = {};
    for (const [key, endpoint] of Object.entries(group)) {
      if (typeof endpoint?.method !== 'string' || typeof endpoint.path !== 'string') {
        throw new Error(`${name}.${key} is not an endpoint: an endpoints file exports endpoint groups only`);
      }
      const call: Record<string, unknown> = {};
      for (const field of CALL_FIELDS) call[field] = endpoint[field];
      for (const flag of SHAPE_FLAGS) if (endpoint[flag]) call[flag] = true;
      stripped[key] = call;
    }
    lines.push(`export const ${name} = ${JSON.stringify(stripped)};`);
  }
  return lines.join('\n');
};

/**
 * In the production build the endpoint files reach the browser without their zod schemas: the
 * schemas (and zod with them) would otherwise ride along on every page that calls the server,
 * login included. The files are run in Node and written out as plain data. `vite` dev and a build
 * with PORTAL_CHECK_ANSWERS=1 (the e2e journeys') keep the schemas, and the client checks every
 * answer against them.
 */
export const endpointSchemas = (): Plugin => {
  let keep = process.env.PORTAL_CHECK_ANSWERS === '1';
  return {
    name: 'portal:endpoint-schemas',
    enforce: 'pre',
    configResolved(config) {
      if (config.command === 'serve') keep = true;
    },
    async load(id) {
      if (keep || !ENDPOINTS_FILE.test(id)) return null;
      const { tsImport } = await import('tsx/esm/api');
      const loaded = (await tsImport(pathToFileURL(id).href, import.meta.url)) as Loaded;
      return withoutSchemas(loaded);
    },
  };
};
