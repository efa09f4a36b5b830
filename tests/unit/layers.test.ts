// The layer rules (eslint.config.js) and the circle check (`npm run cycles`, dpdm) catch what they are
// for: a rule whose resolver fails silently would pass every import, so each is shown a violation.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()
const DPDM = join(process.cwd(), 'node_modules/.bin/dpdm')

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message)
}

describe('imports flow one way', () => {
  it.each([
    ['src/data/example.ts', "import type { AppConfig } from '../../server/config'\nexport type X = AppConfig\n", 'src is below'],
    ['src/components/Example.tsx', "import { PageShell } from '../../renderer/PageShell'\nexport const X = PageShell\n", 'src is below'],
    ['src/data/example.ts', "import { PageTitle } from '../components/PageTitle'\nexport const X = PageTitle\n", 'never import UI'],
    ['src/content/example.ts', "import { usePageContext } from '../hooks/usePageContext'\nexport const X = usePageContext\n", 'never import UI'],
    ['pages/news/@id/+data.ts', "import { NewsCard } from '../../../src/components/home/NewsCard'\nexport const X = NewsCard\n", 'not components'],
    ['server/example.ts', "import { Page } from '../pages/index/+Page'\nexport const X = Page\n", 'through Vike'],
    ['src/components/home/banner/enhance.ts', "import { BannerSlideshow } from './BannerSlideshow'\nexport const X = BannerSlideshow\n", 'never React components'],
    ['src/enhance/example.ts', "import { NavBar } from '../components/frame/nav/NavBar'\nexport const X = NavBar\n", 'never React components'],
  ])('%s importing across a layer is an error', async (file, code, message) => {
    const errors = await layerErrors(file, code)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(message)
  })

  it.each([
    ['pages/news/@id/+Page.tsx', "import { NewsCard } from '../../../src/components/home/NewsCard'\nexport const X = NewsCard\n"],
    ['pages/news/@id/+data.ts', "import { toNewsSummary } from '../../../src/data/summaries'\nexport const X = toNewsSummary\n"],
    ['renderer/example.ts', "import { SITE } from '../src/content/site'\nexport const X = SITE\n"],
    ['server/example.ts', "import { SITE } from '../src/content/site'\nexport const X = SITE\n"],
    ['src/components/home/banner/enhance.ts', "import { BANNER } from './contract'\nexport const X = BANNER\n"],
  ])('%s importing downwards is allowed', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([])
  })
})

describe('browser scripts ship no React', () => {
  it('a component script importing React is an error', async () => {
    const [result] = await eslint.lintText("import { useState } from 'react'\nexport const X = useState\n", { filePath: 'src/components/home/banner/enhance.ts' })
    expect(result!.messages.filter((m) => m.ruleId === 'no-restricted-imports')).toHaveLength(1)
  })
})

describe('no circles', () => {
  it('a circle made only of type imports fails the check', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycles-'))
    writeFileSync(join(dir, 'a.ts'), "import type { B } from './b'\nexport interface A { b: B }\n")
    writeFileSync(join(dir, 'b.ts'), "import { helper } from './a'\nexport interface B { n: number }\nexport const x = helper\n")
    writeFileSync(join(dir, 'c.ts'), "export const c = 1\n")
    const run = (entry: string) => execFileSync(DPDM, ['--no-tree', '--no-warning', '--exit-code', 'circular:1', entry], { cwd: dir, stdio: 'pipe' })
    expect(() => run('a.ts')).toThrow()
    expect(() => run('c.ts')).not.toThrow()
  })

  it('the site has none', () => {
    expect(() => execFileSync('npm', ['run', '--silent', 'cycles'], { stdio: 'pipe' })).not.toThrow()
  })
})
