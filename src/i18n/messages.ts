// The UI's messages, one typed function each: m.pager_previous({}, { locale }). English and Bengali live in
// src/i18n/messages/{en,bn}.json (tests/unit/messages.test.ts checks both have every key and the same
// placeholders); Paraglide JS compiles them (vite-plugins/messages.ts), so a page's bundle holds only the
// messages it calls.
export { m } from './paraglide/messages.js'
