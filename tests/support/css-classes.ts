// Which class names the site uses and which a stylesheet defines: the check that the trimmed Bootstrap
// build (renderer/bootstrap.scss) still styles everything the markup asks Bootstrap for.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './processes'

const CLASS_NAME = /^-?[_a-zA-Z][\w-]*$/

/** Class names a stylesheet's selectors mention: the text before each `{` (declarations, strings and comments left out). */
export function classesDefinedIn(css: string): Set<string> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/"[^"]*"|'[^']*'/g, '""')
  const found = new Set<string>()
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c !== '{' && c !== '}' && c !== ';') continue
    const prelude = text.slice(start, i)
    start = i + 1
    if (c !== '{' || prelude.trimStart().startsWith('@')) continue
    for (const m of prelude.matchAll(/\.(-?[_a-zA-Z](?:[\w-]|\\.)*)/g)) found.add(m[1]!.replace(/\\(.)/g, '$1'))
  }
  return found
}

/** Class names in the `class` attributes of an HTML page. */
export function classesInHtml(html: string): Set<string> {
  const found = new Set<string>()
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of m[1]!.split(/\s+/)) if (CLASS_NAME.test(name)) found.add(name)
  return found
}

/**
 * Words in the string literals of the `className` expressions and `classList` calls of the site's TSX (src/,
 * pages/, renderer/): the classes a component may add after an interaction (an open panel's, the current
 * slide's) as well as those the server renders.
 */
export function wordsInSourceLiterals(): Set<string> {
  const found = new Set<string>()
  const CLASS_EXPRESSION = /className=(?:"[^"]*"|\{(?:[^{}]|\{[^{}]*\})*\})|classList\.\w+\([^)]*\)/g
  for (const dir of ['src', 'pages', 'renderer']) {
    for (const entry of readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue
      const source = readFileSync(join(entry.parentPath, entry.name), 'utf8')
      for (const expression of source.match(CLASS_EXPRESSION) ?? []) {
        // Quoted literals anywhere (inside template substitutions too), then template text between substitutions.
        const texts = [...expression.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)].map((m) => m[1] ?? m[2] ?? '')
        for (const m of expression.matchAll(/`([^`]*)`/g)) texts.push(m[1]!.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, ' '))
        for (const text of texts) for (const word of text.split(/\s+/)) if (CLASS_NAME.test(word)) found.add(word)
      }
    }
  }
  return found
}

/** Every class of the full Bootstrap 5.3 stylesheet. */
export function bootstrapClasses(): Set<string> {
  return classesDefinedIn(readFileSync(join(ROOT, 'node_modules', 'bootstrap', 'dist', 'css', 'bootstrap.css'), 'utf8'))
}

/** The client CSS of the build (dist/client/assets/static/*.css), concatenated. */
export function builtCss(): string {
  const dir = join(ROOT, 'dist', 'client', 'assets', 'static')
  return readdirSync(dir)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n')
}
