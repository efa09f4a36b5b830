import type { CSSProperties, ReactNode } from 'react'

/**
 * A titled grid of people cards (office staff, department faculty): 1 column on phones, 2 on
 * medium and 4 on large screens, or a neutral text when there is nobody to show yet.
 */
export function CardGrid<T>({
  id,
  heading,
  headingClassName,
  emptyText,
  items,
  keyOf,
  renderItem,
  itemClassName = '',
  itemStyle,
  className = '',
}: {
  id: string
  heading: string
  headingClassName: string
  emptyText: string
  items: T[]
  keyOf: (item: T) => string | number
  renderItem: (item: T) => ReactNode
  itemClassName?: string
  itemStyle?: (index: number) => CSSProperties
  className?: string
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        {heading}
      </h2>
      {items.length === 0 ? (
        <p className="text-body-secondary">{emptyText}</p>
      ) : (
        <div className="row row-cols-1 row-cols-md-2 row-cols-lg-4 g-4">
          {items.map((item, index) => (
            <div key={keyOf(item)} className={`col ${itemClassName}`.trim()} style={itemStyle?.(index)}>
              {renderItem(item)}
            </div>
          ))}
        </div>
      )}
    </section>
  )
}
