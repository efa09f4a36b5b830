// A message always takes the page's locale (there is no ambient one): ESLint refuses a call without it, and in
// a build the messages' runtime import is the stub that throws (vite-plugins/messages.ts), not Paraglide's
// getLocale() (cookie, URL patterns: 3.4 KB brotli in the browser).
import { ESLint } from 'eslint'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { getLocale } from '../../src/i18n/explicit-locale'
import { messages } from '../../vite-plugins/messages'

const eslint = new ESLint()
const localeErrors = async (code: string) => {
  const [result] = await eslint.lintText(code, { filePath: 'src/components/Example.tsx' })
  return (result?.messages ?? []).filter((x) => x.ruleId === 'no-restricted-syntax').map((x) => x.message)
}

describe('messages take the locale explicitly', () => {
  it('ESLint refuses a message called without its locale', async () => {
    const imports = "import { m } from '../i18n/messages'\n"
    expect(await localeErrors(`${imports}export const X = m.pager_previous({})\n`)).toEqual(['Pass the locale: m.key(inputs, { locale }).'])
    expect(await localeErrors(`${imports}export const X = m.pager_previous()\n`)).toHaveLength(1)
    expect(await localeErrors(`${imports}export const X = (locale: 'bn') => m.pager_previous({}, { locale })\n`)).toEqual([])
  })

  it("resolves the compiled messages' runtime to the stub, and nothing else", () => {
    const plugin = messages().find((p) => p.name === 'messages-explicit-locale') as Plugin & { resolveId: (s: string, i?: string) => string | null }
    const message = join(process.cwd(), 'src/i18n/paraglide/messages/pager_previous.js')
    expect(plugin.resolveId('../runtime.js', message)).toBe(join(process.cwd(), 'src/i18n/explicit-locale.ts'))
    expect(plugin.resolveId('../runtime.js', join(process.cwd(), 'src/other/x.js'))).toBeNull()
    expect(plugin.resolveId('./runtime.js', join(process.cwd(), 'src/i18n/paraglide/server.js'))).toBeNull()
    expect(() => getLocale()).toThrow(/without its locale/)
  })
})
