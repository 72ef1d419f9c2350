import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import tsconfigPaths from 'vite-tsconfig-paths';
import { defineConfig } from 'vitest/config';

/**
 * Test configuration, kept apart from vite.config.ts so the Remix Vite plugin never runs under tests
 * (it would build the app). Two projects:
 *
 * - `unit`: pure and server-module tests beside the code (`app/**\/*.test.{ts,tsx}`, the production
 *   server's `server/**\/*.test.{ts,tsx}`, `scripts/**\/*.test.ts`).
 *   The environment is node. A component test (`*.test.tsx`) that needs a DOM starts with the docblock
 *   `// @vitest-environment jsdom` (vitest 3 deprecated `environmentMatchGlobs`); tests/setup/unit.ts
 *   then unmounts what @testing-library/react rendered after each test.
 * - `integration`: tests/integration/**, against a real database (SQLite always, PostgreSQL when
 *   TEST_DATABASE_URL is set), one file at a time in a single fork, with longer timeouts.
 *
 * `npx vitest run --project unit` / `--project integration` runs one of them.
 */
export default defineConfig({
  // vanilla-extract compiles `.css.ts` imports so components render with their class names in tests;
  // tsconfig-paths resolves `~/*` to `app/*`. Both are inherited by the projects (`extends: true`).
  plugins: [vanillaExtractPlugin(), tsconfigPaths()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'build/**', 'data/**'],
          environment: 'node',
          setupFiles: ['tests/setup/unit.ts'],
          // A fixed secret keeps getEnv() from generating one into data/.
          env: { NODE_ENV: 'test', SESSION_SECRET: 'unit-tests-only-secret-0123456789abcdef' },
          testTimeout: 10_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          env: { NODE_ENV: 'test' },
          // One file at a time (the equivalent of `fileParallelism: false`, which is a root-only option):
          // the files share the test databases.
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
