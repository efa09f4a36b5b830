export default { edgeCacheSeconds: 0 }
