// ESLint: typescript-eslint's recommended rules, React's hook rules, jsx-a11y's accessibility rules, and
// the layers: imports flow one way (pages and renderer -> src; server -> src; src never imports server,
// renderer or pages; +data hooks import data and domain code, never components) and never in a circle.
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The browser's scripts: the site's (src/enhance/), each component's (src/components/<name>/enhance.ts), the offline worker's. */
const BROWSER = ['src/enhance/**', 'src/components/**/enhance.ts', 'src/offline/**']
/** The components' tests beside them (and their helper): test code, run by vitest in Node with happy-dom. */
const COMPONENT_TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/components/testing.tsx']
/** The server and the build's tools. */
const SERVER = ['server/**', 'scripts/**', 'vite-plugins/**', '*.config.{ts,js}']

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'bench-results/', 'coverage/', 'src/i18n/paraglide/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `declare global { namespace Vike { … } }` is how Vike's types are extended.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.tsx', 'src/**/*.ts', 'renderer/**/*.ts', 'pages/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.tsx'],
    rules: {
      // A scrollable table region is focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'tabpanel'] }],
    },
  },
  {
    files: ['server/**', 'renderer/**', 'pages/**', 'src/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      // Type imports too: a type-only circle still ties the modules' meanings together.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src', from: ['./server', './renderer', './pages'], message: 'src is below the server, the renderer and the pages.' },
            {
              target: ['./src/data', './src/domain', './src/logic', './src/content', './src/seo', './src/routes'],
              from: ['./src/components', './src/hooks'],
              message: 'Data, domain, logic and content never import UI.',
            },
            { target: './pages/**/+data.ts', from: ['./src/components', './src/hooks'], message: 'A +data hook imports data and domain code, not components.' },
            { target: './server', from: ['./renderer', './pages'], message: 'The server reaches pages through Vike, not by import.' },
            {
              target: ['./src/enhance', './src/components/**/enhance.ts', './src/components/**/contract.ts'],
              from: ['./src/components/**/*.tsx', './src/hooks/**'],
              message: 'A browser script imports contracts, logic and DOM helpers, never React components.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**', 'pages/**', 'src/**', 'server/**'],
    rules: {
      // A message takes the page's locale explicitly (vite-plugins/messages.ts: there is no ambient locale).
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='m'][arguments.length<2]", message: 'Pass the locale: m.key(inputs, { locale }).' },
      ],
    },
  },
  // Each area's globals, as its tsconfig's types (tsconfig.base.json lists them): the browser's scripts see the DOM
  // and no Node; the server and the build's tools see Node and no DOM; code both may run (the rest of src/, the
  // renderer, the pages) sees neither; tests and benchmarks drive both.
  { files: BROWSER, languageOptions: { globals: globals.browser } },
  { files: ['src/offline/worker.ts'], languageOptions: { globals: globals.serviceworker } },
  { files: SERVER, languageOptions: { globals: globals.node } },
  { files: ['tests/**', 'bench/**', ...COMPONENT_TESTS], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    // Node's modules only on the server: the browser has none, and shared code must run on both (src/data is the
    // server's data layer; Vike's own types bring Node's into src/ regardless, so this rule, not tsc, holds the line).
    files: [...BROWSER, 'src/**', 'renderer/**', 'pages/**'],
    ignores: ['src/data/**', ...COMPONENT_TESTS],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^node:', message: 'Node modules belong to server/ and scripts/: this code also runs in the browser, or only there.' }] }],
    },
  },
  // TypeScript's checker, not no-undef, finds unknown names in .ts files; these name the other side's globals.
  {
    files: [...BROWSER, 'src/**', 'renderer/**', 'pages/**'],
    ignores: ['src/data/**', ...COMPONENT_TESTS],
    rules: { 'no-restricted-globals': ['error', ...['process', 'Buffer', 'require', '__dirname', '__filename', 'global'].map((name) => ({ name, message: 'A Node global: this code also runs in the browser, or only there.' }))] },
  },
  {
    files: SERVER,
    rules: { 'no-restricted-globals': ['error', ...['window', 'document', 'localStorage', 'sessionStorage'].map((name) => ({ name, message: 'A browser global: this code runs on the server or at build.' }))] },
  },
  {
    // The site's one script ships no React (src/enhance/site.ts and each component's enhance.ts and contract.ts).
    files: ['src/enhance/**/*.ts', 'src/components/**/enhance.ts', 'src/components/**/contract.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'A browser script ships no React.' }] }],
    },
  },
  // Tests read parsed XML, JSON and scenario figures whose shape each assertion states.
  { files: ['tests/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
])
