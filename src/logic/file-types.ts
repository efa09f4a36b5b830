// Attachments that are neither images nor PDFs: offered for download, named by type and size.

const TYPE_NAMES: Record<string, string> = {
  doc: 'Word document',
  docx: 'Word document',
  odt: 'Text document',
  rtf: 'Text document',
  txt: 'Text file',
  xls: 'Excel workbook',
  xlsx: 'Excel workbook',
  ods: 'Spreadsheet',
  csv: 'CSV table',
  ppt: 'PowerPoint presentation',
  pptx: 'PowerPoint presentation',
  zip: 'ZIP archive',
}

/** The file's extension, lower case, without the dot ('' when it has none). */
export const extensionOf = (path: string) => /\.([a-z0-9]{1,8})$/i.exec(path.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase() ?? ''

/** "Word document (DOCX)", or "DOCX file" for a type without a name. */
export function fileTypeLabel(path: string): string {
  const ext = extensionOf(path)
  if (!ext) return 'File'
  const name = TYPE_NAMES[ext]
  return name ? `${name} (${ext.toUpperCase()})` : `${ext.toUpperCase()} file`
}

/** Bytes as people read them: "850 bytes", "24 KB", "1.3 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** The file name offered for download: the last part of the path. */
export const fileNameOf = (path: string) => (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).pop() ?? 'download'
