import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'
import { SITE_FACTS, SITE_NAME } from '../../src/content/site'
import { useLocale } from '../../src/hooks/usePageContext'
import { m } from '../../src/i18n/messages'

/** Never rendered in practice (+guard redirects); a plain link in case a redirect is not followed. */
export default function Page() {
  const locale = useLocale()
  const title = m.applyOnline_title({}, { locale })
  return (
    <>
      <PageTitle title={title} description={m.applyOnline_description({ site: SITE_NAME[locale] }, { locale })} />
      <PageBanner title={title} />
      <div className="container">
        <p>
          <a href={SITE_FACTS.external.applyOnline}>{m.applyOnline_continue({}, { locale })}</a>
        </p>
      </div>
    </>
  )
}
