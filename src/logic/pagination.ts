// Lists page through real links (?page=2): pure helpers shared by the +data hooks and the pages.

/** Items on one page of a list: the spec's "first 50" are the first page. */
export const PAGE_SIZE = 50

/**
 * The page number a `?page=` value names: absent or empty is page 1; anything but a whole number
 * from 1 up is null (the URL names no page, answered like a page past the end: 404).
 */
export function parsePage(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return 1
  if (!/^\d{1,6}$/.test(raw)) return null
  const page = Number(raw)
  return page >= 1 ? page : null
}

export interface Paged<T> {
  items: T[]
  page: number
  pageCount: number
  total: number
}

/** One page of `items`; null when `page` is past the end (an empty list still has page 1). */
export function paginate<T>(items: readonly T[], page: number | null, size = PAGE_SIZE): Paged<T> | null {
  const pageCount = Math.max(1, Math.ceil(items.length / size))
  if (page === null || page > pageCount) return null
  return { items: items.slice((page - 1) * size, page * size), page, pageCount, total: items.length }
}

