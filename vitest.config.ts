import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localeSections } from './apps/web/vite/locale-sections.ts';

// Four kinds of test (ARCHITECTURE.md, Tests): pure unit tests, web component tests (real screens in a DOM,
// the network answered by MSW handlers typed from the contract), integration tests against a real embedded
// PostgreSQL (one cluster per run, a migrated template cloned per test file), and browser journeys.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [localeSections()],
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.unit.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/test/**/*.unit.test.ts',
          ],
        },
      },
      {
        plugins: [localeSections(), react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx', 'apps/admin/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/*/test/**/*.test.ts', 'scripts/test/**/*.int.test.ts'],
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
