import { defineConfig } from 'vitest/config'

/** The fast tier's in-process tests (`npm run test:fast` runs them with the HTTP tier). */
const UNIT = ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'src/**/*.test.ts', 'src/**/*.test.tsx']

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // Two cores: integration and browser suites start servers and Chromium.
    maxWorkers: 2,
    // The demo's calendar pinned for tests that import its generators (child processes: tests/support/processes.ts).
    env: { DEMO_TODAY: '2026-01-20' },
    // Tiers (CONTRIBUTING.md, Tests): `npm run test:fast` runs unit and http, `npm run test:slow` the rest.
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT } },
      // HTTP against the built site: one shared server per run (tests/support/global-site.ts), or a file's own.
      { extends: true, test: { name: 'http', include: ['tests/http/**/*.test.ts'], globalSetup: ['tests/support/global-site.ts'] } },
      // Browsers, nginx, the chart and container, crowds and faults: the shared site and one shared Chromium.
      {
        extends: true,
        test: {
          name: 'slow',
          include: ['tests/{e2e,edge,deploy,chaos,crowds}/**/*.test.ts'],
          globalSetup: ['tests/support/global-site.ts', 'tests/support/global-browser.ts'],
        },
      },
    ],
  },
})
