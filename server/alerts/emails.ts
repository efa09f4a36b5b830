// The alerts' e-mails, in the subscriber's language: plain text and HTML with the same words, links to the site
// only (no tracking pixel, no redirecting link), and a deterministic Message-ID for a notice's alert.
import { SITE_NAME } from '../../src/content/site'
import { ALERT_PATHS, type AlertTopic } from '../../src/domain/alerts'
import { formatDateIn } from '../../src/i18n/format'
import { m } from '../../src/i18n/messages'
import { alertTopicName } from '../../src/logic/notice-topic'
import { localePath, type Locale } from '../../src/routes/locale'

export interface Email {
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
  messageId?: string
}

const siteName = (locale: Locale) => SITE_NAME[locale]

export function topicList(topics: readonly AlertTopic[], locale: Locale): string {
  return topics.map((t) => alertTopicName(t, locale)).join(', ')
}

/** Absolute links of the site in a language. */
export class SiteLinks {
  constructor(readonly origin: string) {}
  page(locale: Locale, path: string): string {
    return `${this.origin}${localePath(locale, path)}`
  }
  confirm(locale: Locale, token: string) {
    return `${this.page(locale, ALERT_PATHS.confirmPage)}?token=${encodeURIComponent(token)}`
  }
  manage(locale: Locale, token: string) {
    return `${this.page(locale, ALERT_PATHS.managePage)}?token=${encodeURIComponent(token)}`
  }
  /** RFC 8058's target: one URL in every language (an /api path). */
  unsubscribe(token: string) {
    return `${this.origin}${ALERT_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`
  }
  notice(locale: Locale, id: number) {
    return this.page(locale, `/notice/${id}`)
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Paragraphs of text, a link after some: the same words in both parts. */
type Block = { text: string } | { text: string; href: string }

function render(locale: Locale, blocks: Block[]): { text: string; html: string } {
  const text = blocks.map((b) => ('href' in b ? `${b.text}\n${b.href}` : b.text)).join('\n\n') + '\n'
  const body = blocks
    .map((b) => ('href' in b ? `<p>${escapeHtml(b.text)}<br><a href="${escapeHtml(b.href)}">${escapeHtml(b.href)}</a></p>` : `<p>${escapeHtml(b.text)}</p>`))
    .join('\n')
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"></head><body style="font-family:sans-serif;line-height:1.5">\n${body}\n</body></html>\n`
  return { text, html }
}

export function confirmationEmail(locale: Locale, topics: readonly AlertTopic[], confirmLink: string): Email {
  const site = siteName(locale)
  return {
    subject: m.alerts_confirmSubject({ site }, { locale }),
    ...render(locale, [
      { text: m.alerts_confirmIntro({ site, topics: topicList(topics, locale) }, { locale }) },
      { text: m.alerts_confirmAction({}, { locale }), href: confirmLink },
      { text: m.alerts_confirmIgnore({}, { locale }) },
    ]),
  }
}

export function alreadySubscribedEmail(locale: Locale, manageLink: string): Email {
  const site = siteName(locale)
  return {
    subject: m.alerts_alreadySubject({ site }, { locale }),
    ...render(locale, [{ text: m.alerts_alreadyIntro({ site }, { locale }) }, { text: m.alerts_manageLinkText({}, { locale }), href: manageLink }]),
  }
}

export interface NoticeForAlert {
  id: number
  title: string
  date: string
}

/** Message-ID of a notice's alert to one subscriber: the same on a resend, so a duplicate is recognisable. */
export function alertMessageId(noticeId: number, subscriberId: number, origin: string): string {
  return `<notice-${noticeId}.subscriber-${subscriberId}@${new URL(origin).hostname}>`
}

export function noticeEmail(
  locale: Locale,
  notice: NoticeForAlert,
  topics: readonly AlertTopic[],
  links: { notice: string; manage: string; unsubscribe: string },
): Email {
  const site = siteName(locale)
  return {
    subject: m.alerts_noticeSubject({ title: notice.title }, { locale }),
    ...render(locale, [
      { text: m.alerts_noticeIntro({ site, date: formatDateIn(notice.date, locale) }, { locale }) },
      { text: notice.title },
      { text: m.alerts_noticeRead({}, { locale }), href: links.notice },
      { text: m.alerts_noticeWhy({ topics: topicList(topics, locale) }, { locale }) },
      { text: m.alerts_manageLinkText({}, { locale }), href: links.manage },
      { text: m.alerts_unsubscribeLine({}, { locale }), href: links.unsubscribe },
    ]),
    // RFC 8058: a mail client's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` to this URL.
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
