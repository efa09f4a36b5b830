// Static content: the edge may keep it for an hour.
export default { edgeCacheSeconds: 3600 }
