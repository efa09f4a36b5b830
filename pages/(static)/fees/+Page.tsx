import { useData } from '../../../src/hooks/usePageContext'
import { ContactCards } from '../../../src/components/admission/ContactCards'
import { PageBanner } from '../../../src/components/PageBanner'
import { PageTitle } from '../../../src/components/PageTitle'
import { FeeTable } from '../../../src/components/programme/FeeTable'
import type { Data } from './+data'

export default function Page() {
  const { rows, titles } = useData<Data>()
  return (
    <>
      <PageTitle title="Fees" description="Tuition and other fees of every programme, with the total cost of each degree." />
      <PageBanner title="Fees" subtitle="Tuition and other fees of every programme" />
      <div className="container">
        <p>
          The table shows every fee of each programme and the total cost of the whole degree. Semester, establishment and lab fees are
          charged each semester; exam and tuition fees for each credit.
        </p>
        <FeeTable rows={rows} titles={titles} />
        <ContactCards heading="Questions about fees?" />
      </div>
    </>
  )
}
