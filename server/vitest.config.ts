import { defineProject } from 'vitest/config';
import { icuMessages } from '../client/icu-messages.ts';

/**
 * Server tests run against a real PostgreSQL: DATABASE_URL when set (CI), else an embedded server
 * started once by the global setup. Each test file gets its own database, cloned from a migrated template.
 */
export default defineProject({
  // The server-render tests render the client's pages from source, message catalogues included.
  plugins: [icuMessages()],
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Sized for a 2-core machine at load 6: a file's app starts on a cloned database in beforeAll.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
