// Results follow the lists they come from (notices refresh every 30 s): kept briefly at the edge.
export default { edgeCacheSeconds: 30 }
