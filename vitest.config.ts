import { defineConfig } from 'vitest/config';

/** One Vitest run over the workspaces; each keeps its own config (environment, setup). */
export default defineConfig({
  test: {
    projects: ['common', 'server', 'client'],
  },
});
