import { usePageContext } from '../../hooks/usePageContext'
import { twinUrl } from '../../routes/locale'

/** A link to this page in the other language, with the query the page used (its canonical URL's; English ↔ বাংলা). */
export function LanguageSwitch({ className }: { className?: string }) {
  const pageContext = usePageContext()
  const other = (pageContext.locale ?? 'en') === 'en' ? 'bn' : 'en'
  const { pathname, search } = new URL(pageContext.canonicalUrl)
  return (
    <a href={twinUrl(pathname + search, other)} lang={other} hrefLang={other} className={className}>
      {other === 'bn' ? 'বাংলা' : 'English'}
    </a>
  )
}
