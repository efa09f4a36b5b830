// Attachments that are neither images nor PDFs: offered for download, named by type and size.
// The messages' module itself, as in ./loading.ts: the site's script (esbuild) bundles this file.
import * as m from '../i18n/paraglide/messages/_index.js'
import type { Locale } from '../routes/locale'

/** Type names by extension, in the page's language. */
const TYPE_NAMES: Record<string, (locale: Locale) => string> = {
  doc: (locale) => m.file_word({}, { locale }),
  docx: (locale) => m.file_word({}, { locale }),
  odt: (locale) => m.file_text({}, { locale }),
  rtf: (locale) => m.file_text({}, { locale }),
  txt: (locale) => m.file_plainText({}, { locale }),
  xls: (locale) => m.file_excel({}, { locale }),
  xlsx: (locale) => m.file_excel({}, { locale }),
  ods: (locale) => m.file_spreadsheet({}, { locale }),
  csv: (locale) => m.file_csv({}, { locale }),
  ppt: (locale) => m.file_powerpoint({}, { locale }),
  pptx: (locale) => m.file_powerpoint({}, { locale }),
  zip: (locale) => m.file_zip({}, { locale }),
}

/** The file's extension, lower case, without the dot ('' when it has none). */
export const extensionOf = (path: string) => /\.([a-z0-9]{1,8})$/i.exec(path.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase() ?? ''

/** "Word document (DOCX)", or "DOCX file" for a type without a name; on /bn "ওয়ার্ড নথি (DOCX)", "XYZ ফাইল". */
export function fileTypeLabel(path: string, locale: Locale = 'en'): string {
  const ext = extensionOf(path)
  if (!ext) return m.file_generic({}, { locale })
  const name = TYPE_NAMES[ext]
  return name ? `${name(locale)} (${ext.toUpperCase()})` : m.files_ofType({ type: ext.toUpperCase() }, { locale })
}

/** Bytes as people read them: "850 bytes", "24 KB", "1.3 MB" (on /bn "৮৫০ বাইট", "২৪ কেবি", "১.৩ এমবি"). */
export function formatFileSize(bytes: number, locale: Locale = 'en'): string {
  const digits = (text: string) => (locale === 'en' ? text : text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d))))
  if (bytes < 1024) return m.files_bytes({ size: digits(String(bytes)) }, { locale })
  if (bytes < 1024 * 1024) return m.files_kilobytes({ size: digits(String(Math.round(bytes / 1024))) }, { locale })
  return m.files_megabytes({ size: digits((bytes / (1024 * 1024)).toFixed(1)) }, { locale })
}

/** The file name offered for download: the last part of the path. */
export const fileNameOf = (path: string) => (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).pop() ?? 'download'
