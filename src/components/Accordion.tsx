import { useId, useState, type ReactNode } from 'react'

export interface AccordionItem {
  key: string
  title: ReactNode
  body: ReactNode
}

/** One item open at a time; clicking the open one closes it. */
export function useSingleOpen(initial: string | null = null) {
  const [openKey, setOpenKey] = useState<string | null>(initial)
  const toggle = (key: string) => setOpenKey((current) => (current === key ? null : key))
  return { openKey, toggle }
}

/** An accordion with one item open at a time (FAQ, profile sections, PLOs, semesters). */
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
  const { openKey, toggle } = useSingleOpen(initialOpen)
  const id = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <div className={`accordion ${className}`}>
      {items.map((item, index) => {
        const open = item.key === openKey
        const buttonId = `${id}-button-${index}`
        const panelId = `${id}-panel-${index}`
        return (
          <div className="accordion-item" key={item.key}>
            <Heading className="accordion-header">
              <button
                id={buttonId}
                type="button"
                className={`accordion-button${open ? '' : ' collapsed'}`}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.key)}
              >
                {item.title}
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion-collapse" hidden={!open}>
              <div className="accordion-body">{item.body}</div>
            </div>
          </div>
        )
      })}
    </div>
  )
}
