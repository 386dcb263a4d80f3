import { defineConfig } from 'vitest/config';

/** One Vitest run over the workspaces; each keeps its own config (environment, setup). */
export default defineConfig({
  test: {
    projects: ['common', 'server', 'client'],
    // Vitest's default on two cores is one file at a time; a server file waits on PostgreSQL (another process)
    // for much of its run, so two at once keep both cores busy.
    maxWorkers: 2,
  },
});
