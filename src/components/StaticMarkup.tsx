// Markup that is the same on every page (the frame: the navigation's menus are 40 % of a page's elements)
// rendered once on the server and reused as HTML. The server's renderer provides the store
// (renderer/static-markup.ts); without one (a unit test) the children render as they are. React cannot render a
// subtree to HTML in the middle of a render, so a part is rendered the first time it is needed and kept for the
// renders after it.
import { createContext, useContext, type ElementType, type HTMLAttributes, type ReactElement } from 'react'

/** The server's store of rendered parts. */
export interface StaticMarkupStore {
  /** The part's HTML, or undefined; then it is rendered after this page, and the page renders `element` itself. */
  html(key: string, element: ReactElement): string | undefined
}

export const StaticMarkupContext = createContext<StaticMarkupStore | null>(null)

type StaticMarkupProps = HTMLAttributes<HTMLElement> & {
  /** The wrapping element. */
  as?: ElementType
  /**
   * Names the markup: one key, one HTML. Everything the children's markup depends on is in the key, and
   * the children use no useId and no context: they are rendered on their own (tests/http/site.test.ts checks both).
   */
  partKey: string
  children: ReactElement
}

/** `children` inside an `as` element, as server HTML rendered once per `partKey`. */
export function StaticMarkup({ as: Tag = 'div', partKey, children, ...props }: StaticMarkupProps) {
  const html = useContext(StaticMarkupContext)?.html(partKey, children)
  return html === undefined ? <Tag {...props}>{children}</Tag> : <Tag {...props} dangerouslySetInnerHTML={{ __html: html }} />
}
