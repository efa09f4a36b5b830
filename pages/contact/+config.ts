// The GET page only: a form post's result page is rendered with no-store (server/forms/contact.ts).
export default { edgeCacheSeconds: 3600 }
