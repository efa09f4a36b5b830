// Finding a component's hooks in the browser, through its contract (src/components/module.ts), and starting every
// component under a root: the page at load, and what the live filter swaps in.
import { moduleSelector, type ModuleContract } from '../components/module'

/** A hook the component's markup should carry is missing: its markup and script disagree. */
export class MissingHookError extends Error {
  constructor(module: string, hook: string) {
    super(`${module}: markup has no [${hook}]`)
    this.name = 'MissingHookError'
  }
}

/** The one element carrying `hook` inside `root` (or `root` itself); a missing hook throws. */
export function hook<E extends Element = HTMLElement, Hook extends string = string>(
  root: Element,
  contract: ModuleContract<Hook>,
  name: Hook,
): E {
  const attr = contract.hooks[name]
  const found = root.hasAttribute(attr) ? root : root.querySelector(`[${attr}]`)
  if (!found) throw new MissingHookError(contract.module, attr)
  return found as unknown as E
}

/** Every element carrying `hook` inside `root` (possibly none). */
export function hooksAll<E extends Element = HTMLElement, Hook extends string = string>(
  root: ParentNode,
  contract: ModuleContract<Hook>,
  name: Hook,
): E[] {
  return [...root.querySelectorAll<E>(`[${contract.hooks[name]}]`)]
}

/** A component's script: its contract, and `init` run once on each of its roots. */
export interface Enhancer {
  readonly contract: ModuleContract
  init(root: HTMLElement): void
}

/** Marks a root whose script has run, so a second `initAll` over the same markup does nothing. */
const STARTED = 'data-module-started'

/**
 * Runs each enhancer on every root of its module under `scope` (and `scope` itself). One component's failure is
 * reported and does not stop the others; `strict` (tests) throws it instead.
 */
export function initAll(scope: ParentNode, enhancers: readonly Enhancer[], strict = false): void {
  for (const enhancer of enhancers) {
    const selector = moduleSelector(enhancer.contract)
    const roots = [...scope.querySelectorAll<HTMLElement>(selector)]
    if (scope instanceof HTMLElement && scope.matches(selector)) roots.unshift(scope)
    for (const root of roots) {
      if (root.hasAttribute(STARTED)) continue
      root.setAttribute(STARTED, '')
      try {
        enhancer.init(root)
      } catch (err) {
        if (strict) throw err
        console.error(err)
      }
    }
  }
}

/**
 * A component whose script is fetched only by pages that carry its markup: how to load it, and when. 'load' (the
 * default): with the site's script, the server naming its chunks (src/logic/site-scripts.ts). 'use': a form, whose
 * script matters only once the visitor fills it in: fetched on the first focus inside it, and a submit before it has
 * arrived waits for it (or, if it fails, posts as the plain form does).
 */
export interface ComponentScript {
  load(): Promise<readonly Enhancer[]>
  when?: 'load' | 'use'
}

/** Per `data-module` name (src/enhance/components.ts; scripts/build-browser-scripts.ts splits each into a chunk). */
export type ComponentScripts = Readonly<Record<string, ComponentScript>>

/** Dispatched (bubbling) on markup a script put into the page, so the site's script starts the components in it. */
export const CONTENT_ADDED_EVENT = 'site:content-added'

/** The roots under `scope` (and `scope` itself) of any module. */
function rootsIn(scope: ParentNode): HTMLElement[] {
  const roots = [...scope.querySelectorAll<HTMLElement>('[data-module]')]
  if (scope instanceof HTMLElement && scope.dataset.module) roots.unshift(scope)
  return roots
}

/** Loads `script` (once per page: the browser keeps the module) and starts it on `root`. */
async function start(root: HTMLElement, script: ComponentScript, strict: boolean): Promise<void> {
  try {
    initAll(root, await script.load(), strict)
  } catch (err) {
    if (strict) throw err
    console.error(err)
  }
}

/** A 'use' component: its script is fetched on the first focus inside `root`; a submit before then waits for it. */
function startOnUse(root: HTMLElement, script: ComponentScript, strict: boolean) {
  let starting: Promise<void> | undefined
  const begin = () => (starting ??= start(root, script, strict))
  root.addEventListener('focusin', () => void begin(), { once: true })
  const early = (e: Event) => {
    root.removeEventListener('submit', early)
    if (root.hasAttribute(STARTED)) return
    const form = e.target as HTMLFormElement
    const submitter = (e as SubmitEvent).submitter
    e.preventDefault()
    void begin().then(() => (root.hasAttribute(STARTED) ? form.requestSubmit(submitter) : form.submit()))
  }
  root.addEventListener('submit', early)
}

/**
 * Starts every component under `scope`: the scripts in `eager`, then those of `scripts` whose markup is there ('use'
 * ones once the visitor turns to them). A script that fails to load is reported and leaves its markup as the server
 * wrote it (it works without script); `strict` (tests) throws instead.
 */
export async function enhance(scope: ParentNode, eager: readonly Enhancer[], scripts: ComponentScripts, strict = false): Promise<void> {
  initAll(scope, eager, strict)
  const starts: Promise<void>[] = []
  for (const root of rootsIn(scope)) {
    const module = root.dataset.module!
    if (root.hasAttribute(STARTED) || !Object.hasOwn(scripts, module)) continue
    const script = scripts[module]!
    if (script.when === 'use') startOnUse(root, script, strict)
    else starts.push(start(root, script, strict))
  }
  await Promise.all(starts)
}
