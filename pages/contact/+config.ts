// The GET page only: a no-JS post's outcome page (outcome cookie, server/forms/outcome.ts) is no-store.
export default { edgeCacheSeconds: 3600 }
