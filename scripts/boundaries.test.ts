import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IForbiddenRuleType, type IViolation } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// The module boundaries of ARCHITECTURE.md ("Boundaries"), as dependency-cruiser rules.
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
};
const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];

/** One line per violation: the rule, the import (or the circle) and what the rule asks for. */
const lineOf = (violation: IViolation): string => {
  const rule = config.forbidden.find((r) => r.name === violation.rule.name);
  const path = violation.cycle
    ? [violation.from, ...violation.cycle.map((step) => step.name)].join(' -> ')
    : `${violation.from} -> ${violation.to}`;
  return `${violation.rule.name}: ${path}\n    ${rule?.comment ?? ''}`;
};

describe('module boundaries (.dependency-cruiser.cjs)', () => {
  it('finds no import across them', async () => {
    const { output } = await cruise(SOURCES, {
      ...config.options,
      baseDir: root,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      outputType: 'json',
    });
    const result: ICruiseResult = typeof output === 'string' ? JSON.parse(output) : output;
    // A cruise that found nothing (a moved folder, a broken path) must not pass as clean.
    expect(result.summary.totalCruised).toBeGreaterThan(500);
    const lines = result.summary.violations.map(lineOf);
    expect(lines, `${lines.length} import(s) cross a module boundary:\n${lines.join('\n')}\n`).toEqual([]);
  }, 60_000);
});
