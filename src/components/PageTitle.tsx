import { Helmet } from 'react-helmet-async'
import { pageTitle } from '../content/site'

/** Sets the browser title ("Title | Site") and description of a page. */
export function PageTitle({ title, description, raw = false }: { title: string; description?: string; raw?: boolean }) {
  return (
    <Helmet>
      <title>{raw ? title : pageTitle(title)}</title>
      {description ? <meta name="description" content={description} /> : null}
    </Helmet>
  )
}
