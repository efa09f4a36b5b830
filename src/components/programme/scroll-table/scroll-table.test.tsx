// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { initAll, MissingHookError } from '../../../enhance/module'
import { dropHook, mount } from '../../testing'
import { SCROLL_TABLE } from './contract'
import { scrollTableEnhancer } from './enhance'
import { ScrollTable } from './ScrollTable'

const $ = (attr: string) => document.querySelector<HTMLElement>(`[${attr}]`)!
const table = (
  <ScrollTable label="Fees">
    <table>
      <tbody>
        <tr>
          <td>Tuition</td>
        </tr>
      </tbody>
    </table>
  </ScrollTable>
)

describe('a wide table', () => {
  it('shows its sideways cue only while the table is wider than its box', () => {
    mount(table)
    Object.defineProperties($(SCROLL_TABLE.hooks.box), { scrollWidth: { value: 900 }, clientWidth: { value: 360 } })
    initAll(document, [scrollTableEnhancer], true)
    expect($(SCROLL_TABLE.hooks.hint).hasAttribute('data-fits')).toBe(false)
  })

  it('hides the cue when the table fits', () => {
    mount(table)
    Object.defineProperties($(SCROLL_TABLE.hooks.box), { scrollWidth: { value: 360 }, clientWidth: { value: 360 } })
    initAll(document, [scrollTableEnhancer], true)
    expect($(SCROLL_TABLE.hooks.hint).hasAttribute('data-fits')).toBe(true)
  })

  it.each(Object.values(SCROLL_TABLE.hooks))('fails loudly without its %s hook', (attr) => {
    mount(table)
    dropHook(attr)
    expect(() => initAll(document, [scrollTableEnhancer], true)).toThrow(MissingHookError)
  })
})
