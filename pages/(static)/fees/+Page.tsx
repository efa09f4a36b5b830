import { useData, useLocale } from '../../../src/hooks/usePageContext'
import { ContactCards } from '../../../src/components/admission/ContactCards'
import { PageBanner } from '../../../src/components/PageBanner'
import { PageTitle } from '../../../src/components/PageTitle'
import { FeeTable } from '../../../src/components/programme/FeeTable'
import { m } from '../../../src/i18n/messages'
import type { Data } from './+data'

export default function Page() {
  const { rows, titles } = useData<Data>()
  const locale = useLocale()
  return (
    <>
      <PageTitle title={m.fees_title({}, { locale })} description={m.fees_description({}, { locale })} />
      <PageBanner title={m.fees_title({}, { locale })} subtitle={m.fees_subtitle({}, { locale })} />
      <div className="container">
        <p>{m.fees_intro({}, { locale })}</p>
        <FeeTable rows={rows} titles={titles} />
        <ContactCards heading={m.fees_questions({}, { locale })} />
      </div>
    </>
  )
}
