import { useState } from 'react'
import { INITIAL_LIST_LIMIT } from '../logic/filters'

/** The first `limit` items, and a control that reveals the rest. */
export function useShowMore<T>(items: T[], limit = INITIAL_LIST_LIMIT) {
  const [expanded, setExpanded] = useState(false)
  const visible = expanded ? items : items.slice(0, limit)
  const hidden = items.length - visible.length
  const control =
    hidden > 0 ? (
      <div className="text-center my-4">
        <button type="button" className="btn btn-outline-success" onClick={() => setExpanded(true)}>
          {`Show ${hidden} more`}
        </button>
      </div>
    ) : null
  return { visible, control }
}
