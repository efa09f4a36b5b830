// Save-Data's header reading (server/save-data.ts).
import { describe, expect, it } from 'vitest'
import { savesData } from '../../server/save-data'

describe('Save-Data', () => {
  it('reads only "on" (any case, spaces around) as on', () => {
    expect(['on', 'ON', ' on ', 'On'].map((v) => savesData({ 'save-data': v }))).toEqual([true, true, true, true])
    expect(['off', '', 'on, off', 'yes', '1', 'onn'].map((v) => savesData({ 'save-data': v }))).toEqual([false, false, false, false, false, false])
    expect(savesData({})).toBe(false)
  })
})
