import type { PageContextServer } from 'vike/types'
import { idParam, settle, settleRecord, upstreamOf } from '../../../src/data/load'
import type { Notice, PictureSize } from '../../../src/domain/types'
import { attachmentKind } from '../../../src/logic/attachments'

/** The side list shows this many recent notices. */
const RECENT_NOTICES_SHOWN = 15

export interface Data {
  notice: Notice | null
  recent: Pick<Notice, 'id' | 'date' | 'headline'>[]
  /** Bytes of an attachment offered for download (not an image or PDF), when the file host says. */
  attachmentSize: number | null
  /** A picture attachment's own width and height, when the file host's copy tells. */
  pictureSize: PictureSize | null
  error: string | null
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const upstream = upstreamOf(pageContext)
  const id = idParam(pageContext.routeParams.id)
  const [notice, recent] = await Promise.all([
    settleRecord(pageContext, id, upstream.notice),
    settle(pageContext, () => upstream.recentNotices(), []),
  ])
  const file = notice.value?.attachment
  const kind = file ? attachmentKind(file.path) : null
  const [attachmentSize, pictureSize] = await Promise.all([
    file && kind === 'none' ? upstream.fileSize(file) : null,
    file && kind === 'image' ? upstream.pictureSize(file) : null,
  ])
  return {
    notice: notice.value,
    attachmentSize,
    pictureSize,
    recent: recent.value.slice(0, RECENT_NOTICES_SHOWN).map(({ id, date, headline }) => ({ id, date, headline })),
    error: notice.error ?? recent.error,
  }
}
