import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // The planner's tests plan hundreds of searches: 15-25 s on a quiet two-core machine, and
    // several times that on a slow, shared one. A test waits; it does not race.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
