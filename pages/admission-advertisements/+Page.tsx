import { useData, useLocale } from '../../src/hooks/usePageContext'
import { m } from '../../src/i18n/messages'
import { localeHref, PAGE } from '../../src/routes/paths'
import { AdvertisementTabs } from '../../src/components/admission/AdvertisementTabs'
import { IntakeClosedNotice } from '../../src/components/admission/CircularView'
import { ListPager } from '../../src/components/ListPager'
import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'
import type { Data } from './+data'
import { AlertSignup } from '../../src/components/alerts/AlertSignup'

const PATH = PAGE.admissionAdvertisements

export default function Page() {
  const { bachelor, master, page, pageCount, notFound, intake, stage } = useData<Data>()
  const locale = useLocale()
  const title = m.advertisements_title({}, { locale })
  return (
    <>
      <PageTitle title={title} description={m.advertisements_description({}, { locale })} />
      <PageBanner title={title} subtitle={m.advertisements_subtitle({}, { locale })} />
      <div className="container">
        {notFound ? (
          <p className="text-body-secondary" role="status">
            {`${m.common_noDataFound({}, { locale })} `}
            <a href={localeHref(locale, PATH)}>{m.common_backToFirstPage({}, { locale })}</a>
          </p>
        ) : (
          <>
            {stage === 'open' ? null : <IntakeClosedNotice intake={intake} stage={stage} />}
            <AdvertisementTabs
              lists={[
                { key: 'bachelor', label: m.advertisements_bachelor({}, { locale }), items: bachelor },
                { key: 'master', label: m.advertisements_master({}, { locale }), items: master },
              ]}
            />
            <ListPager path={PATH} filters={{}} page={page} pageCount={pageCount} label={m.advertisements_previousLabel({}, { locale })} />
          </>
        )}
        <AlertSignup placement="admission" />
      </div>
    </>
  )
}
