// The UI's messages (src/i18n/messages/{en,bn}.json) compiled by Paraglide JS into one typed function a
// message (src/i18n/paraglide/, generated, not committed): at build and in dev by the Vite plugin, and
// after `npm install` by scripts/compile-messages.ts, for the tools that do not run Vite (tsc, ESLint, knip, vitest).
import { paraglideVitePlugin, type CompilerOptions } from '@inlang/paraglide-js'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

export const MESSAGES_COMPILER_OPTIONS = {
  project: './project.inlang',
  outdir: './src/i18n/paraglide',
  // No locale from a cookie, the URL or navigator: every call passes the page's locale (the URL prefix decides it).
  strategy: ['baseLocale'],
  disableAsyncLocalStorage: true,
  emitTsDeclarations: true,
  emitReadme: false,
  emitPrettierIgnore: false,
} satisfies CompilerOptions

export const EXPLICIT_LOCALE = fileURLToPath(new URL('../src/i18n/explicit-locale.ts', import.meta.url))

/** Whether `source`, imported by `importer`, is a compiled message's import of Paraglide's runtime. */
export const isMessageRuntimeImport = (source: string, importer: string | undefined) =>
  source === '../runtime.js' && importer !== undefined && /[\\/]src[\\/]i18n[\\/]paraglide[\\/]messages[\\/]/.test(importer)

/**
 * Every message function falls back to the runtime's getLocale() when no locale is passed; that lookup
 * (cookie, URL patterns, setLocale) is 3.4 KB brotli in the browser. Our calls always pass the locale
 * (ESLint requires it), so the messages' runtime import is resolved to a stub that throws instead.
 */
function explicitLocale(): Plugin {
  return {
    name: 'messages-explicit-locale',
    enforce: 'pre',
    resolveId(source, importer) {
      if (isMessageRuntimeImport(source, importer)) return EXPLICIT_LOCALE
      return null
    },
  }
}

export function messages(): Plugin[] {
  return [paraglideVitePlugin(MESSAGES_COMPILER_OPTIONS) as Plugin, explicitLocale()]
}
