import { usePageContext } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { LangText } from '../LangText'
import { hookAttrs, moduleRoot } from '../module'
import { PDF_EMBED } from './contract'

/**
 * A PDF shown in the page where the browser can show one (desktop browsers: the site's script puts the viewer in the
 * placeholder's place, ./enhance.ts); phones and pages without JavaScript get a link that opens it. On a screen with a mouse the
 * placeholder has the viewer's size (renderer/site.css): nothing moves when the viewer replaces it.
 * The viewer loads when it comes near the screen (not in a hidden tab). On paper, where neither shows, its title and full address.
 */
export function PdfEmbed({ url, title }: { url: string; title: string }) {
  const { siteOrigin, locale = 'en' } = usePageContext()
  const address = siteOrigin ? new URL(url, siteOrigin).href : url
  return (
    <div {...moduleRoot(PDF_EMBED)} className="pdf-embed">
      <p {...hookAttrs(PDF_EMBED, 'placeholder')} className="pdf-embed__frame pdf-embed__placeholder d-print-none" data-src={url} data-title={title}>
        {m.pdf_document({}, { locale })}
      </p>
      <p className="d-none d-print-block">
        {m.pdf_print({}, { locale })} <LangText text={title} />, <span className="text-break">{address}</span>
      </p>
      <a href={url} target="_blank" rel="noopener noreferrer" className="btn btn-sm btn-outline-success">
        {m.pdf_open({}, { locale })}
      </a>
    </div>
  )
}
