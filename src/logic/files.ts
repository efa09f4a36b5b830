// The site's path of the file host's files: /files/<path below the file host> (server/file-proxy.ts
// streams them, the edge caches them). Every link to a file an upstream record names starts with it,
// unless an operator names a CDN of their own (PUBLIC_FILE_BASE_URL).
export const FILE_ROUTE = '/files'
