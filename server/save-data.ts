// Save-Data (the browser's data saver, `Save-Data: on`): pages are rendered lighter for it (no scripts, pictures
// behind "Tap to load picture", links instead of video embeds; renderer/+onRenderHtml.tsx and
// src/components/TapToLoad.tsx), and both caches key on it (server/pages.ts; nginx reduces the header to
// on/off the same way).
import type { IncomingHttpHeaders } from 'node:http'

/** Whether the request asks to save data: `Save-Data: on` (any case, spaces around); anything else is off. */
export function savesData(headers: IncomingHttpHeaders): boolean {
  const value = headers['save-data']
  return typeof value === 'string' && value.trim().toLowerCase() === 'on'
}
