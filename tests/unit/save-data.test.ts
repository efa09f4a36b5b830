// Save-Data's header reading and the script-free page (server/save-data.ts).
import { describe, expect, it } from 'vitest'
import { savesData, withoutScripts } from '../../server/save-data'

describe('Save-Data', () => {
  it('reads only "on" (any case, spaces around) as on', () => {
    expect(['on', 'ON', ' on ', 'On'].map((v) => savesData({ 'save-data': v }))).toEqual([true, true, true, true])
    expect(['off', '', 'on, off', 'yes', '1', 'onn'].map((v) => savesData({ 'save-data': v }))).toEqual([false, false, false, false, false, false])
    expect(savesData({})).toBe(false)
  })

  it("leaves out script tags with a src and Vike's context data, not JSON-LD", () => {
    const html =
      '<script type="application/ld+json">{}</script><script id="vike_pageContext" type="application/json">{"a":1}</script><p>x</p><script src="/assets/e.js" type="module" async></script>'
    expect(withoutScripts(html)).toBe('<script type="application/ld+json">{}</script><p>x</p>')
  })
})
