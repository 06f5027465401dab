import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Two cores, shared with a database: keep the run steady rather than wide.
    maxWorkers: 2,
  },
});
