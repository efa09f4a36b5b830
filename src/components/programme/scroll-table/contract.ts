// A wide table's hooks (ScrollTable.tsx writes them, ./enhance.ts shows the cue only while the table overflows).
import { defineContract } from '../../module'

export const SCROLL_TABLE = defineContract('scroll-table', {
  /** The "scroll sideways" cue, and the box that scrolls. */
  hint: 'data-scroll-table-hint',
  box: 'data-scroll-table-box',
})
