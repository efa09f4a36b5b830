// A form: the spec's busy states ('Sending...', 'Downloading...') and answers shown in place need the page's
// code, so this written page hydrates (the folder's other pages are HTML-only).
import type { Config } from 'vike/types'

export default { htmlOnly: false } satisfies Config
