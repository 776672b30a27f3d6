import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Passwords hashed at scrypt cost 2^12 instead of production's 2^17: every sign-in of the server tests
// (and the seeded template they copy) costs 1/32 of the CPU. Set before the global setup seeds, so
// the template and every test file agree (an unknown login must cost what a known one does).
process.env.PASSWORD_HASH_COST ??= '12';

// One Vitest run, three projects: pure domain rules, the server against a real database, web components.
export default defineConfig({
  test: {
    // At least two workers. With one (Vitest 4.1's default on a 2-core machine), the vmThreads pool ran
    // every web test file in one VM context: one window, one module graph, so a file that went offline
    // or mocked a module changed the files after it, and which tests failed hung on the order the files
    // ran in. Two or more workers give each file its own context, as the web project below intends.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Pure functions, no I/O: files share one module graph instead of importing zod and the
          // rules again for each of a hundred files (issue 8: about 40 s of CPU down to 6).
          isolate: false,
          // A hang guard, not a speed limit: the property tests run thousands of checks, several times
          // slower when npm test's tiers share a busy machine (a 1 s test took over 5 s in CI).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // Hang guards, not speed limits (timings are bench/'s): scrypt sign-ins and database copies
          // take several times longer when npm test's tiers share a busy machine.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Migrated and seeded once; each file gets its own copy, so files may run side by side.
          globalSetup: ['test/database-templates.ts'],
          // Files share loaded modules (Fastify, the identity provider, PGlite's compiled WebAssembly)
          // instead of loading them again each; the server keeps no state in modules, and each file
          // builds its own app on its own database.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
          // A fresh VM context (globals, DOM, module state) per file, without a new worker and
          // jsdom import per file: a quarter of the CPU of the default forks pool.
          pool: 'vmThreads',
          setupFiles: ['src/test/async-timeout.ts'],
          // A hang guard: the first render of a file imports its screen, slow on a busy machine (a
          // dashboard test that takes 1 s alone ran past 20 s beside the journeys and server tiers).
          testTimeout: 60_000,
        },
      },
    ],
  },
});
