// Finding demo notices by what their page shows, for browser tests of one kind of attachment.

/** The first notice on `site`'s /all-notice whose page shows this kind of attachment. */
export async function noticeWith(site: string, kind: 'img' | 'pdf' | 'download'): Promise<string> {
  const listing = await (await fetch(`${site}/all-notice`)).text()
  const ids = [...new Set([...listing.matchAll(/href="\/notice\/(\d+)"/g)].map((m) => m[1]!))]
  for (const id of ids) {
    const html = await (await fetch(`${site}/notice/${id}`)).text()
    const article = /<article>[\s\S]*?<\/article>/.exec(html)?.[0] ?? ''
    const marker = { img: '<img ', pdf: 'class="pdf-embed', download: 'attachment-download' }[kind]
    if (article.includes(marker)) return `/notice/${id}`
  }
  throw new Error(`no notice with a ${kind} attachment`)
}
