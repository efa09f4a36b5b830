import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // Two cores: integration and browser suites start servers and Chromium.
    maxWorkers: 2,
    // The demo's calendar pinned for tests that import its generators (child processes: tests/support/processes.ts).
    env: { DEMO_TODAY: '2026-01-20' },
  },
})
