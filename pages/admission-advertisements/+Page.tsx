import { useData } from '../../renderer/usePageContext'
import { AdvertisementTabs } from '../../src/components/admission/AdvertisementTabs'
import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'
import type { Data } from './+data'

export default function Page() {
  const { bachelor, master } = useData<Data>()
  return (
    <>
      <PageTitle title="Admission Advertisements" description="Admission advertisements of the bachelor and master programmes." />
      <PageBanner title="Admission Advertisements" subtitle="Published admission advertisements of the university" />
      <div className="container">
        <AdvertisementTabs
          lists={[
            { key: 'bachelor', label: 'Bachelor Program', items: bachelor },
            { key: 'master', label: 'Master Program', items: master },
          ]}
        />
      </div>
    </>
  )
}
