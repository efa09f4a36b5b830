// The contract between a component's server-rendered markup and its browser script (the model: GOV.UK Frontend's
// `data-module` components). The `.tsx` writes the root and hook attributes from its contract, the script finds them
// through the same contract: no styling class and no DOM position is a hook, so renaming one breaks the build or a test.

/** A component's script name (`data-module`) and its hooks, each a `data-*` attribute inside the root. */
export interface ModuleContract<Hook extends string = string> {
  readonly module: string
  readonly hooks: Readonly<Record<Hook, `data-${string}`>>
}

export function defineContract<const Hook extends string>(
  module: string,
  hooks: Record<Hook, `data-${string}`>,
): ModuleContract<Hook> {
  return { module, hooks }
}

/** Attributes that make an element the component's root: `<div {...moduleRoot(contract)}>`. */
export function moduleRoot(contract: ModuleContract): { 'data-module': string } {
  return { 'data-module': contract.module }
}

/** The CSS selector of the component's roots. */
export const moduleSelector = (contract: ModuleContract): string => `[data-module="${contract.module}"]`

/** Attributes that make an element one of the component's hooks, with an optional value. */
export function hookAttrs<Hook extends string>(
  contract: ModuleContract<Hook>,
  hook: Hook,
  value = '',
): Record<`data-${string}`, string> {
  return { [contract.hooks[hook]]: value }
}
