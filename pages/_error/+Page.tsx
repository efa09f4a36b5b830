import { usePageContext } from '../../src/hooks/usePageContext'
import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'
import { m } from '../../src/i18n/messages'
import { localeHref, PAGE } from '../../src/routes/paths'

export default function Page() {
  const { is404, locale = 'en' } = usePageContext()
  const home = <a href={localeHref(locale, '/')}>{m.error_goHome({}, { locale })}</a>
  if (is404) {
    const text = m.error_notFoundText({}, { locale })
    return (
      <>
        <PageTitle title={m.error_notFoundTitle({}, { locale })} description={text} />
        <PageBanner title={m.error_notFoundTitle({}, { locale })} subtitle={m.error_notFoundSubtitle({}, { locale })} />
        <div className="container">
          <p>{text}</p>
          <p>
            {home}
            {' · '}
            <a href={localeHref(locale, PAGE.allNotice)}>{m.error_seeAllNotices({}, { locale })}</a>
            {' · '}
            <a href={localeHref(locale, PAGE.contact)}>{m.common_contactUs({}, { locale })}</a>
          </p>
        </div>
      </>
    )
  }
  const text = m.error_serverText({}, { locale })
  return (
    <>
      <PageTitle title={m.error_serverTitle({}, { locale })} description={text} />
      <PageBanner title={m.error_serverTitle({}, { locale })} subtitle={m.error_serverSubtitle({}, { locale })} />
      <div className="container">
        <p>{text}</p>
        <p>{home}</p>
      </div>
    </>
  )
}
