import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // Two cores: integration and browser suites start servers and Chromium.
    maxWorkers: 2,
  },
})
