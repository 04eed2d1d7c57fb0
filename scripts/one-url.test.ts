import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Source files (tests, fixtures and e2e journeys call URLs as a client would, so they may write them). */
const sourcesUnder = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|unit\.test|fixtures|e2e)\.tsx?$/.test(file))
    .map((file) => path.join(dir, file))
    .filter((file) => !file.includes(`${path.sep}test${path.sep}`));

/** A string or template literal holding an API address (not the bare '/api/' prefix). */
const API_URL = /['"`]\/api\/[A-Za-z]/;

/** Addresses that are not endpoints of a module, each with its reason. */
const NOT_ENDPOINTS: Record<string, string> = {
  "'/api/docs'": 'the OpenAPI document and its UI (@fastify/swagger-ui), public by the guard',
};

describe('every API address is written once, in its endpoint object', () => {
  it('appears in no server or web source but packages/shared/src/contracts/*.endpoints.ts', () => {
    const found: string[] = [];
    for (const file of [...sourcesUnder('apps/server/src'), ...sourcesUnder('apps/web/src')]) {
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const code = line.replace(/\/\/.*$|^\s*\*.*$/, '');
          if (!API_URL.test(code)) return;
          if (Object.keys(NOT_ENDPOINTS).some((allowed) => code.includes(allowed))) return;
          found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
