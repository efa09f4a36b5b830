import { pageTitle } from '../content/site'

/**
 * Sets the browser title ("Title | Site") and description of a page: React 19 hoists <title> and <meta> into
 * the head (renderer/head.ts moves them there on the server), which is all react-helmet-async did on React 19.
 */
export function PageTitle({ title, description, raw = false }: { title: string; description?: string; raw?: boolean }) {
  return (
    <>
      <title>{raw ? title : pageTitle(title)}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  )
}
