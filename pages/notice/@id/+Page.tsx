import { useData, usePageContext } from '../../../src/hooks/usePageContext'
import { Attachment } from '../../../src/components/Attachment'
import { FeedLinks } from '../../../src/components/FeedLinks'
import { DetailWithSideList } from '../../../src/components/DetailWithSideList'
import { PageTitle } from '../../../src/components/PageTitle'
import { SITE_NAME } from '../../../src/content/site'
import { formatDateIn, titleDate } from '../../../src/i18n/format'
import { m } from '../../../src/i18n/messages'
import { attachmentKind } from '../../../src/logic/attachments'
import { newsArticleData } from '../../../src/seo/structured-data'
import type { Data } from './+data'
import { DateText } from '../../../src/components/DateText'
import { noticePath } from '../../../src/routes/paths'
import { LangText } from '../../../src/components/LangText'

export default function Page() {
  const { notice, recent, attachmentSize, pictureSize } = useData<Data>()
  const pageContext = usePageContext()
  const locale = pageContext.locale ?? 'en'
  const site = SITE_NAME[locale]
  const origin = pageContext.siteOrigin ?? ''
  const image = notice?.attachment && attachmentKind(notice.attachment.path) === 'image' ? notice.attachment.url : null
  return (
    <>
      {notice ? (
        <PageTitle
          title={notice.headline}
          titleDetail={titleDate(notice.date, locale)}
          description={notice.description || m.notice_describedAs({ headline: notice.headline, site, date: formatDateIn(notice.date, locale) }, { locale })}
          type="article"
          image={image ? { url: image, alt: notice.headline } : null}
          structuredData={[newsArticleData(origin, { ...notice, image, url: pageContext.canonicalUrl })]}
        />
      ) : (
        <PageTitle title={m.notice_title({}, { locale })} description={m.common_noDataFound({}, { locale })} />
      )}
      <FeedLinks feed="notices" />
      <DetailWithSideList
        crumb={notice ? notice.headline : m.notice_title({}, { locale })}
        sideTitle={m.notice_recent({}, { locale })}
        side={recent.map((n) => ({ id: n.id, href: noticePath(n.id), label: n.headline, date: n.date }))}
        currentId={notice?.id ?? null}
      >
        {notice ? (
          <article>
            <h1 className="h2">
              <LangText text={notice.headline} />
            </h1>
            <p className="text-muted">
              <DateText date={notice.date} />
            </p>
            {notice.description ? <p className="text-prewrap">
                <LangText text={notice.description} />
              </p> : null}
            <Attachment file={notice.attachment} title={notice.headline} size={attachmentSize} picture={pictureSize} />
          </article>
        ) : (
          <>
            <h1 className="visually-hidden">{m.notice_title({}, { locale })}</h1>
            <p className="lead py-5">{m.common_noDataFound({}, { locale })}</p>
          </>
        )}
      </DetailWithSideList>
    </>
  )
}
