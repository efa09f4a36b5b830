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

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'bench-results/', 'coverage/', 'src/i18n/paraglide/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
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
