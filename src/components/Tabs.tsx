import { Fragment, type ReactNode } from 'react'

export interface Tab {
  key: string
  label: string
  panel: ReactNode
}

/**
 * Tabs as radio buttons: each label is a tab, the checked radio's panel is shown (renderer/site.css), the first
 * by default. The browser switches them from the first paint, with or without JavaScript (arrow keys move
 * within the group), and hydration keeps the one the visitor chose: there is no React state. `id` prefixes the
 * ids: `${id}-tab-${key}` (the label), `${id}-panel-${key}`. Each panel starts with its name as a heading, shown
 * where the panels are shown one under another (print, browsers without :has()).
 */
export function Tabs({
  id,
  label,
  tabs,
  listClassName,
  titleLevel,
  titleClassName,
}: {
  id: string
  label: string
  tabs: Tab[]
  listClassName: string
  titleLevel: 2 | 3
  titleClassName: string
}) {
  const Title = `h${titleLevel}` as const
  return (
    <div className="tabs">
      <div role="radiogroup" aria-label={label} className={`nav ${listClassName}`}>
        {tabs.map((tab, index) => (
          <Fragment key={tab.key}>
            <input type="radio" className="tabs__radio visually-hidden" name={id} id={`${id}-radio-${tab.key}`} defaultChecked={index === 0} aria-controls={`${id}-panel-${tab.key}`} />
            <label id={`${id}-tab-${tab.key}`} htmlFor={`${id}-radio-${tab.key}`} className="nav-link">
              {tab.label}
            </label>
          </Fragment>
        ))}
      </div>
      {tabs.map((tab) => (
        <section key={tab.key} id={`${id}-panel-${tab.key}`} className="tabs__panel" aria-labelledby={`${id}-tab-${tab.key}`}>
          <Title className={`tabs__title ${titleClassName}`}>{tab.label}</Title>
          {tab.panel}
        </section>
      ))}
    </div>
  )
}
