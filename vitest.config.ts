import { defineConfig } from 'vitest/config';
import { localeLanguages } from './apps/web/build/locale-languages';

export default defineConfig({
  test: {
    projects: [
      {
        // The web's translations are imported one language at a time (locales/index.ts).
        plugins: [localeLanguages()],
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/build/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
