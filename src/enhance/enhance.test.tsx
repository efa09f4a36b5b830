// @vitest-environment happy-dom
// The site's script starting components (src/enhance/module.ts enhance()) from the registry of their scripts
// (src/enhance/components.ts): each name starts its own module; a page's modules start at once, a form's on use.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COMPONENT_SCRIPTS } from './components'
import { enhance, type ComponentScript, type Enhancer } from './module'
import { defineContract } from '../components/module'

describe('the registry of component scripts', () => {
  it.each(Object.keys(COMPONENT_SCRIPTS))('%s: its load() starts the module of that name', async (module) => {
    const enhancers = await COMPONENT_SCRIPTS[module]!.load()
    expect(enhancers.map((e) => e.contract.module)).toContain(module)
  })
})

const FORM = defineContract('test-form', {})
const started: string[] = []
/** A form's script: it posts with fetch (here: records the post) instead of leaving the page. */
const formEnhancer: Enhancer = {
  contract: FORM,
  init(root) {
    started.push(root.id)
    root.addEventListener('submit', (e) => {
      e.preventDefault()
      started.push(`${root.id} posted by script`)
    })
  },
}
/** A script whose arrival the test decides. */
function deferredScript(when: ComponentScript['when']) {
  let arrive!: () => void
  let fail!: () => void
  const arrived = new Promise<readonly Enhancer[]>((resolve, reject) => {
    arrive = () => resolve([formEnhancer])
    fail = () => reject(new Error('chunk failed to load'))
  })
  const load = vi.fn(() => arrived)
  return { script: { load, when }, load, arrive, fail }
}

const page = () => {
  document.body.innerHTML = `<form id="f" data-module="test-form" action="/post" method="post"><input name="a" /><button>Send</button></form>`
  return document.querySelector<HTMLFormElement>('#f')!
}

afterEach(() => {
  started.length = 0
  vi.restoreAllMocks()
})

describe('enhance()', () => {
  it("starts a page's component with the page", async () => {
    page()
    const { script, arrive } = deferredScript('load')
    const done = enhance(document, [], { 'test-form': script })
    arrive()
    await done
    expect(started).toEqual(['f'])
  })

  it("fetches a form's script on the first focus inside it, not before", async () => {
    const form = page()
    const { script, load, arrive } = deferredScript('use')
    await enhance(document, [], { 'test-form': script })
    expect(load).not.toHaveBeenCalled()
    form.querySelector('input')!.focus()
    expect(load).toHaveBeenCalledTimes(1)
    arrive()
    await vi.waitFor(() => expect(started).toEqual(['f']))
  })

  it('a submit before the form\u2019s script has arrived waits for it, then goes through the script', async () => {
    const form = page()
    const { script, arrive } = deferredScript('use')
    await enhance(document, [], { 'test-form': script })
    const native = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
    form.requestSubmit()
    expect(started).toEqual([])
    arrive()
    await vi.waitFor(() => expect(started).toEqual(['f', 'f posted by script']))
    expect(native).not.toHaveBeenCalled()
  })

  it('a submit whose script fails to arrive posts as the plain form does', async () => {
    const form = page()
    const { script, fail } = deferredScript('use')
    await enhance(document, [], { 'test-form': script })
    const native = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    form.requestSubmit()
    fail()
    await vi.waitFor(() => expect(native).toHaveBeenCalledTimes(1))
    expect(started).toEqual([])
  })
})
