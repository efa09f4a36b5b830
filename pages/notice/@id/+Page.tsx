import { useData } from '../../../renderer/usePageContext'
import { Attachment } from '../../../src/components/Attachment'
import { FeedLinks } from '../../../src/components/FeedLinks'
import { DetailWithSideList } from '../../../src/components/DetailWithSideList'
import { PageTitle } from '../../../src/components/PageTitle'
import type { Data } from './+data'
import { DateText } from '../../../src/components/DateText'

export default function Page() {
  const { notice, recent, attachmentSize } = useData<Data>()
  return (
    <>
      <PageTitle title={notice ? notice.headline : 'Notice'} />
      <FeedLinks feed="notices" />
      <DetailWithSideList
        sideTitle="Recent Notices"
        side={recent.map((n) => ({ id: n.id, href: `/notice/${n.id}`, label: n.headline, date: n.date }))}
        currentId={notice?.id ?? null}
      >
        {notice ? (
          <article>
            <h1 className="h2">{notice.headline}</h1>
            <p className="text-muted">
              <DateText date={notice.date} />
            </p>
            {notice.description ? <p className="text-prewrap">{notice.description}</p> : null}
            <Attachment file={notice.attachment} title={notice.headline} size={attachmentSize} />
          </article>
        ) : (
          <p className="lead py-5">No data found.</p>
        )}
      </DetailWithSideList>
    </>
  )
}
