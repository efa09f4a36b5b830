// A redirect: never cached at the edge (non-200 answers are no-store anyway).
export default { edgeCacheSeconds: 0 }
