import { useId, type ReactNode } from 'react'

export interface AccordionItem {
  key: string
  title: ReactNode
  body: ReactNode
}

/**
 * An accordion with one item open at a time (FAQ, profile sections, PLOs, semesters): `<details>` sharing a
 * `name`, so the browser opens and closes them from the first paint, with or without JavaScript, and hydration
 * leaves what the visitor opened as it is (no React state). Browsers without exclusive `<details>` let several open.
 */
export function Accordion({
  items,
  initialOpen = null,
  headingLevel = 3,
  className = '',
}: {
  items: AccordionItem[]
  initialOpen?: string | null
  headingLevel?: 2 | 3 | 4
  className?: string
}) {
  const name = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <div className={`accordion ${className}`}>
      {items.map((item) => (
        <details className="accordion-item" key={item.key} name={name} open={item.key === initialOpen}>
          <summary className="accordion-button">
            <Heading className="accordion-header">{item.title}</Heading>
          </summary>
          <div className="accordion-collapse">
            <div className="accordion-body">{item.body}</div>
          </div>
        </details>
      ))}
    </div>
  )
}
