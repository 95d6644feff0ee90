import { defineConfig } from 'vitest/config';
import { viteAliases } from './scripts/aliases';
import { formValidators } from './scripts/form-validators';

const resolve = { alias: viteAliases() };

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [formValidators()],
        resolve,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Screen renders (react-admin forms in happy-dom) take seconds when both cores are busy.
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-database.ts'],
          setupFiles: ['tests/helpers/one-query-at-a-time.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-database.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
