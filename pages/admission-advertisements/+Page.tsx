import { useData } from '../../src/hooks/usePageContext'
import { AdvertisementTabs, IntakeClosedNotice } from '../../src/components/admission/deferred'
import { ListPager } from '../../src/components/ListPager'
import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'
import type { Data } from './+data'

const PATH = '/admission-advertisements'

export default function Page() {
  const { bachelor, master, page, pageCount, notFound, intake, stage } = useData<Data>()
  return (
    <>
      <PageTitle title="Admission Advertisements" description="Admission advertisements of the bachelor and master programmes." />
      <PageBanner title="Admission Advertisements" subtitle="Published admission advertisements of the university" />
      <div className="container">
        {notFound ? (
          <p className="text-body-secondary" role="status">
            No data found. <a href={PATH}>Back to the first page</a>
          </p>
        ) : (
          <>
            {stage === 'open' ? null : <IntakeClosedNotice intake={intake} stage={stage} />}
            <AdvertisementTabs
              lists={[
                { key: 'bachelor', label: 'Bachelor Program', items: bachelor },
                { key: 'master', label: 'Master Program', items: master },
              ]}
            />
            <ListPager path={PATH} filters={{}} page={page} pageCount={pageCount} label="Previous advertisements" />
          </>
        )}
      </div>
    </>
  )
}
