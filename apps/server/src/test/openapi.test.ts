import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './create-test-app';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  doc = t.app.swagger() as unknown as Document;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      at: `${method.toUpperCase()} ${url}`,
      operation,
    })),
  );

describe('the OpenAPI document', () => {
  it('names, sums up and lists the failures of every operation', () => {
    const ids = new Set<string>();
    const problems: string[] = [];
    for (const { at, operation } of operations()) {
      if (!operation.operationId) problems.push(`${at}: no operationId`);
      else if (ids.has(operation.operationId))
        problems.push(`${at}: operationId ${operation.operationId} twice`);
      else ids.add(operation.operationId);
      if (!operation.summary) problems.push(`${at}: no summary`);
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      const failures = isPublic ? ['400', '422', '500'] : ['400', '401', '403', '422', '423', '500'];
      for (const status of failures) {
        if (!operation.responses?.[status]) problems.push(`${at}: no ${status} answer`);
      }
    }
    expect(problems).toEqual([]);
    expect(ids.size).toBeGreaterThan(100);
  });

  it('passes `redocly lint` with its recommended rules, without an error', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
      // Exit code 1 when there are errors: the report is read either way.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [cli, 'lint', file, '--format=json', '--extends=recommended'],
        {
          maxBuffer: 64 * 1024 * 1024,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
      const report = JSON.parse(stdout) as {
        problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
      };
      const errors = report.problems
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
