import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { icuMessages } from './icu-messages.ts';

/** Client unit tests: React pages and hooks in jsdom, network stubbed at fetch. */
export default defineProject({
  plugins: [react(), icuMessages()],
  test: {
    name: 'client',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Sized for a 2-core machine at load 6: a page test renders, lazy-loads and waits.
    testTimeout: 60_000,
  },
});
