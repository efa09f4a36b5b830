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
